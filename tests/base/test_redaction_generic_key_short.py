"""A generic ``KEY``'s 4-7 character value is masked where assigned and never learned (brief s34 #5).

Both sides of the decision: a random-looking short value (``Zq7xKp``) is masked on its ``set -x``
line, not where the log repeats it; learning letters-and-digits values from a generic key name
would mask a cache key's ordinary parts (``py311``, ``macOS14``) wherever the log names them, a tox
environment or a runner label. Lines as bash 5.2's ``set -x`` prints them; values built from parts.
"""

from __future__ import annotations

import pytest

from ci_triage.base.redact import learn_secrets, redact


@pytest.mark.parametrize("value", ["Zq" + "7xKp", "Wm4" + "tQ7"])
def test_a_random_looking_short_key_is_masked_where_assigned_only(value: str) -> None:
    learn_secrets(f"+ KEY={value}")
    assert redact(f"+ KEY={value}") == "+ KEY=<redacted:secret>"
    assert redact(f"tar (child): /srv/dumps/dump-{value}.tgz: Cannot open") == (
        f"tar (child): /srv/dumps/dump-{value}.tgz: Cannot open"
    )


@pytest.mark.parametrize(
    ("assigned", "later"),
    [
        ("+ KEY=py" + "311", "py311: commands[0]> pytest -q"),
        ("+ CACHE_KEY=Py" + "311", "ERROR:   Py311: commands failed"),
        ("+ export RUNNER_KEY=mac" + "OS14", "Runner label: macOS14"),
        ("+ KEY=arm64" + "v8", "docker pull --platform linux/arm64v8 alpine"),
    ],
)
def test_a_cache_keys_short_parts_mask_nothing_where_the_log_names_them(assigned: str, later: str) -> None:
    learn_secrets(assigned)
    assert redact(later) == later
