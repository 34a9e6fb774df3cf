"""GitLab's stages after the job's script (``after_script``, the failed job's artifact upload) are shown,
never blamed: ``ERROR: Job failed`` reports the script's last command unless a stage that runs after a
passing script (``upload_artifacts_on_success``) failed. Fixtures: tests/fixtures/trial-22/README.md."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-22"


def report_of(analyser: Analyser, name: str):
    with (FIXTURES / name).open("rb") as file:
        return analyser.analyse(LogMember(name=name, file=file), budget=DEFAULT_BUDGET).report


def cited(report) -> set[int]:
    return {n for span in report.excerpt for n in range(span.start_line, span.end_line + 1)}


def test_failed_test_not_the_after_script_or_artifact_upload(analyser: Analyser) -> None:
    report = report_of(analyser, "pytest.gitlab.log")
    step = report.failing_step
    assert (step.name, step.start_line, step.exit_code) == ("pytest -q", 14, 1)
    assert report.classification.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["test_calc.py::test_dict"]
    assert {23, 33, 34} <= cited(report)  # the assertion's diff and the tally
    assert 37 in cited(report)  # the after_script's output is shown


def test_failed_after_script_does_not_take_the_compiler_error(analyser: Analyser) -> None:
    report = report_of(analyser, "gcc.after-script-failed.gitlab.log")
    assert report.failing_step.name == "gcc -Wall -c main.c -o main.o"
    assert report.classification.category == "compile/build error"
    assert "no member named" in (report.headline or "")


def test_upload_failed_after_passing_script(analyser: Analyser) -> None:
    report = report_of(analyser, "pytest.upload-failed.gitlab.log")
    assert report.failing_step.name == "upload_artifacts_on_success"
    assert 25 in cited(report)  # ERROR: Uploading artifacts … too large archive
