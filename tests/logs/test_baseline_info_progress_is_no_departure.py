"""With ``--baseline``, a new info-level line that only says the build went otherwise does not
open the excerpt before the failure (trial 41 #10).

Fixtures: the trial's ``logs/17-maven-surefire.log`` and ``logs/32-green-maven.log`` (Maven 3.8.7,
Surefire 3.2.5, JDK 17; GitHub Actions jobs). The failing run found its classes compiled, so it
logged ``[INFO] Nothing to compile - all classes are up to date.`` where the passing run compiled:
a line new since the passing log, but other progress, not where the failing run departed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-41"


def test_a_new_info_record_does_not_come_before_the_failures_block(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = TRIAL / "maven-surefire.gha.log", TRIAL / "maven-green.gha.log"
    assert main(["triage", str(failing), "--baseline", str(passing), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    first = report["excerpt"][0]
    assert first["lines"][0] == "[INFO] Running com.acme.CalcTest"
    assert first["lines"][1].startswith("[ERROR] Tests run: 3, Failures: 1, Errors: 1, Skipped: 0")
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert "[INFO] Nothing to compile - all classes are up to date." not in shown
