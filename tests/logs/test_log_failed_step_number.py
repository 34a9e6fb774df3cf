"""A step's number is stated only when the log shows the whole job: ``gh run view --log-failed``
prints the failed steps alone, so the failed step printed first is not step 1 or 2 of its job
(trial 57 finding 7). Fixtures: tests/fixtures/s29-t57 (mypy's real output; README there)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


def triage(capsys: pytest.CaptureFixture[str], name: str, form: str) -> str:
    assert main(["triage", str(FIXTURES / name), "--format", form]) == 0
    return capsys.readouterr().out


def test_log_failed_output_names_the_step_without_a_number(capsys) -> None:
    markdown = triage(capsys, "gh-log-failed.txt", "markdown")
    assert "**Failing step:** `Run mypy src` — lines" in markdown
    assert json.loads(triage(capsys, "gh-log-failed.txt", "json"))["failing_step"]["number"] is None


@pytest.mark.parametrize("name", ["gh-log.txt", "mypy.ubuntu.log"])
def test_a_whole_jobs_log_numbers_its_step(capsys, name: str) -> None:
    assert "**Failing step:** `Run mypy src` (step 5)" in triage(capsys, name, "markdown")
