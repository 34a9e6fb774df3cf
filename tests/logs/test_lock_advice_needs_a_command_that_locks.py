"""uv's advice to lock again is given only when the failing command resolves the project's uv.lock.

Fixture ``tests/fixtures/s29-t58b/uv-pip-no-version.gha.log``: real uv 0.13.9 output of ``uv pip install
requests==9.9.9`` (see the folder's README). Before, its next step ended "Then run `uv lock` and commit
uv.lock" though ``uv pip install`` reads no lock (trial 58 #10); ``uv sync`` and ``uv lock``
(``tests/skills/fixtures/uv-sync-no-version.txt``, ``uv-lock-conflict.txt``, uv 0.13.9) keep that advice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = Path(__file__).parents[1]


def test_uv_pip_install_is_given_no_lock_advice(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(TESTS / "fixtures" / "s29-t58b" / "uv-pip-no-version.gha.log")["next_step"]
    assert "that version was never released, so require one that was." in advice
    assert "uv lock" not in advice
    assert "uv.lock" not in advice


@pytest.mark.parametrize("name", ["uv-sync-no-version.txt", "uv-lock-conflict.txt"])
def test_a_command_that_locks_is(triage_json: Callable[..., dict], name: str) -> None:
    advice = triage_json(TESTS / "skills" / "fixtures" / name)["next_step"]
    assert advice.endswith("Then run `uv lock` and commit uv.lock; refreshing the lock file alone does not fix it.")
