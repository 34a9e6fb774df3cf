"""Failed tests belong to the failed step that names them: with two failed steps (a lint step, then
pytest) that the workflow file says both failed the job (no ``continue-on-error``), the lint
diagnosis's summary names no test, and each test is listed with its own step. Without the file the
later step is triaged (the earlier may have gone on) and its tests are the summary's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"
TWO_STEPS = FIXTURES / "continue-on-error" / "gha-ruff-goes-on-pytest-fails.log"
ONE_STEP = FIXTURES / "failing-tools" / "gha-pytest-9.2.0.log"


def triage(capsys: pytest.CaptureFixture[str], log: Path, output: str = "json", *more: str) -> str:
    assert main(["triage", str(log), "--format", output, "--no-home-skills", *more]) == 0
    return capsys.readouterr().out


@pytest.fixture
def no_continue(tmp_path: Path) -> str:
    """The fixture's workflow with the lint step's ``continue-on-error`` false: both steps failed the job."""
    text = (FIXTURES / "continue-on-error" / "ci.yml").read_text(encoding="utf-8")
    workflow = tmp_path / "ci.yml"
    workflow.write_text(text.replace("continue-on-error: true", "continue-on-error: false"), encoding="utf-8")
    return str(workflow)


def test_without_the_workflow_the_later_failed_step_is_triaged_with_its_tests(capsys) -> None:
    report = json.loads(triage(capsys, TWO_STEPS))
    assert report["failing_step"]["name"] == "Run pytest"
    assert "test_bad.py::test_one" in report["summary"]
    assert report["summary"].endswith("An earlier step failed too: “Run ruff check .” (exit code 1).")


def test_the_diagnosed_steps_summary_names_no_test_of_another_step(capsys, no_continue) -> None:
    report = json.loads(triage(capsys, TWO_STEPS, "json", "--workflow", no_continue))
    assert report["failing_step"]["name"] == "Lint"  # the step's `name:`, its one name (title `Run ruff check .`)
    assert report["summary"] == (
        "Lint/format in step “Lint”: bad.py:1:1: I001 [*] Import block is un-sorted or un-formatted (Found 2 errors.)"
        " A later step failed too: “Run pytest” (exit code 1)."
    )
    assert [(test["name"], test["step"]) for test in report["failed_tests"]] == [
        ("test_bad.py::test_one", "Run pytest"),
        ("test_bad.py::test_three", "Run pytest"),
    ]


def test_the_markdown_lists_each_failed_test_under_its_own_step(capsys, no_continue) -> None:
    markdown = triage(capsys, TWO_STEPS, "markdown", "--workflow", no_continue)
    assert "- `test_bad.py::test_one` at `test_bad.py:1` — log line 81: `assert 1 == 2` · step `Run pytest`" in markdown
    assert "failed tests test_bad.py" not in markdown


def test_with_one_failed_step_its_tests_are_in_the_summary_and_carry_no_step(capsys) -> None:
    report = json.loads(triage(capsys, ONE_STEP))
    assert report["failed_tests"]
    assert all(test["step"] is None for test in report["failed_tests"])
    assert report["failed_tests"][0]["name"] in report["summary"]
