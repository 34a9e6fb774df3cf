"""With ``--workflow`` the failing step has one name wherever the report names it: the file's
``name:`` (the job page's and the REST API's ``steps[].name``), in the summary, the text and
Markdown views' failing-step row, the JSON's ``failing_step.name`` and the excerpt's ``step``; the
runner's title line stays the excerpt's "step title". ``workflow_step.index`` is 0-based, as the
text's ``steps[1]`` is (trial 71 #6: summary “Run tests”, row ``Run python -m pytest tests``,
``index`` 1 beside "`steps:` entry 2").

Fixtures (tests/fixtures/s31-summary, README there): pytest 9.2.0's real output, and a workflow
file whose step ``Unit tests`` runs ``python -m pytest tests``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.evidence.workflow_step import step_position

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-summary"
LOG = FIXTURES / "pytest-misspelt-import.gha.log"
WORKFLOW = FIXTURES / "unit-tests.yml"


def _triage(capsys: pytest.CaptureFixture[str], view: str) -> str:
    assert main(["triage", str(LOG), "--workflow", str(WORKFLOW), "--format", view]) == 0
    return capsys.readouterr().out


def test_the_files_name_is_the_steps_one_name(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "json"))
    assert report["summary"].startswith("Dependency resolution in step “Unit tests”")  # `requestz`, no project name
    assert report["failing_step"]["name"] == report["jobs"][0]["failing_step"]["name"] == "Unit tests"
    assert {span["step"] for span in report["excerpt"]} == {"Unit tests"}
    assert report["workflow_step"]["step"] == "Unit tests"
    titled = next(span for span in report["excerpt"] if span["reason"] == "step title")
    assert titled["lines"][0].endswith("Run python -m pytest tests")  # the runner's title stays quoted
    assert "failing step  Unit tests  — lines" in _triage(capsys, "text")
    assert "**Failing step:** `Unit tests`" in _triage(capsys, "markdown")


def test_the_index_is_the_texts_number(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "json"))
    assert report["workflow_step"]["index"] == 1
    assert step_position(report["workflow_step"]["index"], "test") == "job `test`, `steps[1]`"
