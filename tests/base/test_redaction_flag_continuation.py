"""A password option's longer name is no password: ``--password-stdin`` stays whole (session 50).

``docker login -u xsqian --password-stdin`` was shown ``--password<redacted:password>`` in every view
(trial t133, tests/fixtures/s50-pasted/bash-eof-step.web.log: the step as the thread pasted it):
the rule for a value glued to a short option (``-pSECRET``) read ``-stdin`` as ``--password``'s
value. A value glued to an option never opens with ``-``; ``--password VALUE``, ``--password=VALUE``
and ``-pVALUE`` stay masked. Passwords are built at run time from parts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.base.redact import redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"
PASSWORD = "Zq7" + "xKp9" + "wLm"


@pytest.mark.parametrize(
    ("line", "option"),
    [
        ("echo *** | docker login -u ci --password-stdin", "--password-stdin"),
        ("cat token | podman login --password-stdin -u ci quay.io", "--password-stdin"),
        ("helm registry login ghcr.io -u ci --password-stdin", "--password-stdin"),
        ("docker login -u ci --password-file /run/secrets/registry", "--password-file /run/secrets/registry"),
    ],
)
@pytest.mark.parametrize("given", ["--password {}", "--password={}", "-p{}", "-p {}"])
def test_a_password_options_longer_name_is_kept(line: str, option: str, given: str) -> None:
    assert redact(line) == line
    shown = redact(line.replace(option, given.format(PASSWORD)))  # the same command given the password
    assert PASSWORD not in shown
    assert "<redacted:password>" in shown


def test_the_pasted_step_shows_the_option(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "bash-eof-step.web.log")
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert "  echo *** | docker login -u xsqian --password-stdin" in lines
