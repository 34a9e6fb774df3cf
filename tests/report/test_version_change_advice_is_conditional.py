"""The advice after a checker's version change does not promise that pinning it passes.

``tests/fixtures/trial-50/ruff-*.gha.log`` (trial 50, finding 6; see the folder's README): ruff 0.8.6
passed on the old code, ruff 0.17.6 fails on new code, and ruff 0.8.6 fails the same way on it. The
advice said "pin it to 0.8.6 for the passing result". Both the tool and the code changed: the advice
says how to tell which caused the failure (the old version run on this commit).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-50"


def test_the_advice_says_how_to_tell_the_tools_change_from_the_codes(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = FIXTURES / "ruff-0.17.6-new-code.gha.log", FIXTURES / "ruff-0.8.6-passing.gha.log"
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    advice = report["next_step"]
    assert "for the passing result" not in advice
    assert "the code may have changed too: run ruff 0.8.6 on this commit" in advice
    assert "if it fails the same way, the code's change did, and pinning will not help" in advice
