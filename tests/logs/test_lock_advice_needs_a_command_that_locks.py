"""uv's advice to lock again is given only when the failing command resolves the project's uv.lock.

Fixture ``tests/fixtures/s29-t58b/uv-pip-no-version.gha.log``: real uv 0.13.9 output of ``uv pip install
requests==9.9.9`` (see the folder's README). Before, its next step ended "Then run `uv lock` and commit
uv.lock" though ``uv pip install`` reads no lock (trial 58 #10); ``uv sync`` and ``uv lock``
(``tests/skills/fixtures/uv-sync-no-version.txt``, ``uv-lock-conflict.txt``, uv 0.13.9) keep that advice.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TESTS = Path(__file__).parents[1]


def _next_step(capsys: pytest.CaptureFixture[str], path: Path) -> str:
    main(["triage", str(path), "--format", "json"])
    return json.loads(capsys.readouterr().out)["next_step"]


def test_uv_pip_install_is_given_no_lock_advice(capsys: pytest.CaptureFixture[str]) -> None:
    advice = _next_step(capsys, TESTS / "fixtures" / "s29-t58b" / "uv-pip-no-version.gha.log")
    assert "that version was never released, so require one that was." in advice
    assert "uv lock" not in advice
    assert "uv.lock" not in advice


@pytest.mark.parametrize("name", ["uv-sync-no-version.txt", "uv-lock-conflict.txt"])
def test_a_command_that_locks_is(capsys: pytest.CaptureFixture[str], name: str) -> None:
    advice = _next_step(capsys, TESTS / "skills" / "fixtures" / name)
    assert advice.endswith("Then run `uv lock` and commit uv.lock; refreshing the lock file alone does not fix it.")
