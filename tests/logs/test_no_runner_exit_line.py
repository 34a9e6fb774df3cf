"""A GitHub Actions job log cut short before the runner's post-job lines and with no exit line
(``##[error]Process completed with exit code N.``) for its suspect step (trial-z's ``nopost`` logs,
both of passing jobs): the runner never said the step failed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.analyse import NO_EXIT_MARKER
from ci_triage.logs.tolerated import cannot_fail

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-z"


def triage_json(capsys: pytest.CaptureFixture[str], log: Path) -> dict:
    code = main(["triage", str(log), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_a_step_that_cannot_fail_and_a_later_step_that_ran_mean_no_failure(capsys) -> None:
    report = triage_json(capsys, TRIAL / "p22-make-or-true.nopost.log")  # make lint || true; then echo 'tests ok'
    assert report["failure_found"] is False, report["summary"]


def test_annotations_without_the_runner_exit_line_decide_less_surely_and_say_so(capsys) -> None:
    report = triage_json(capsys, TRIAL / "p21-ruff-annot-runner.nopost.log")  # ##[error] annotations, last step
    assert report["category"] == "lint/format"
    assert report["confidence"] <= 0.75
    assert any(NO_EXIT_MARKER in warning for warning in report["warnings"])


@pytest.mark.parametrize(
    ("commands", "expected"),
    [
        (["Run make lint || true", "make lint || true"], True),
        (["Run ruff check --exit-zero .", "ruff check --exit-zero ."], True),
        (["Run set +e", "set +e", "grep -r TODO src", "echo 'Error: none found'"], True),
        (["Run set +e", "set +e", "echo start", "grep -r TODO src"], False),
        (["Run ruff check --exit-zero . && pytest", "ruff check --exit-zero . && pytest"], False),
        (["Run make lint || exit 1", "make lint || exit 1"], False),
        (["Run make lint", "make lint"], False),
        ([], False),
    ],
)
def test_cannot_fail(commands: list[str], expected: bool) -> None:
    assert cannot_fail(commands) is expected
