"""With ``--baseline``, a checker whose own version changed since the passing log: the advice says so.

``tests/fixtures/trial-45/black-23-green.gha.log`` and ``black-24-fail.gha.log`` (trial 45, finding
5): the same code checked by an unpinned black, 23.12.1 passing and 24.1.0 wanting a blank line after
the module docstring. The report showed "`black` `23.12.1` → `24.1.0` (the failing step's tool)" but
advised only "Run the project's formatter locally", which with the old black reports nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-45"


def test_a_checkers_version_change_is_in_the_advice(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = FIXTURES / "black-24-fail.gha.log", FIXTURES / "black-23-green.gha.log"
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["category"] == "formatting"
    assert "pin it to 23.12.1" in report["next_step"]
    assert "adapt to 24.1.0" in report["next_step"]
