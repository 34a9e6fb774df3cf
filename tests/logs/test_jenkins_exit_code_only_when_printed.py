"""A Jenkins job that printed no exit code (a freestyle ``Execute shell`` step: ``Build step
'Execute shell' marked build as failure``) is reported failed with no exit code, not with an
invented ``exit code 1``; a Pipeline's ``ERROR: script returned exit code N`` still gives N."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"
FREESTYLE = FIXTURES / "jenkins-no-exit-code" / "freestyle-pytest.jenkins.log"
PIPELINE = FIXTURES / "trial-22" / "gcc.jenkins.log"


def triage(capsys: pytest.CaptureFixture[str], log: Path, output: str) -> str:
    assert main(["triage", str(log), "--format", output, "--no-home-skills"]) == 0
    return capsys.readouterr().out


def test_a_freestyle_failure_has_no_exit_code(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(triage(capsys, FREESTYLE, "json"))
    assert report["failing_step"]["name"] == "python -m pytest test_cart.py"
    assert report["failing_step"]["evidence"] == "Build step 'Execute shell' marked build as failure"
    assert (report["exit_code"], report["failing_step"]["exit_code"]) == (None, None)
    assert report["category"] == "test failure"
    assert "exit code" not in triage(capsys, FREESTYLE, "markdown")


def test_a_pipeline_step_keeps_the_exit_code_it_printed(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(triage(capsys, PIPELINE, "json"))
    assert report["exit_code"] == 1
    assert report["failing_step"]["evidence"] == "ERROR: script returned exit code 1"
