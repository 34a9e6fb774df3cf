"""Failures named only in the JUnit file: the job's summary, locations and confidence come from it.

Real runs of trial 84 (``tests/fixtures/s32-junit/README.md``): vitest, mocha and jest JUnit
reporters whose logs name no test, cargo's libtest junit format and ctest's ``--output-junit``
whose logs name the tests by their verdict only.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-junit"


def test_the_summary_names_the_junit_test_and_its_message(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "vitest-junitonly.log", analyser, 2000, [str(FIXTURES / "vitest-only.xml")])
    assert "vitest math > multiplies [x2]" in report.summary
    assert "expected 4 to deeply equal 5" in report.summary
    assert "JUNIT report written" not in report.summary
    assert report.confidence >= 0.85
    assert [test.name for test in report.jobs[0].failed_tests] == ["vt/sum.test.mjs::vitest math > multiplies [x2]"]


@pytest.mark.parametrize(
    ("log", "junit", "places"),
    [
        ("vitest-junitonly.log", "vitest-only.xml", [("vt/sum.test.mjs", 7)]),
        ("mocha-junitonly.log", "mocha.xml", [("test/math.spec.js", 5), ("src/math.js", 2)]),
        ("cargo-junitonly.log", "cargo.junit.xml", [("src/lib.rs", 7)]),
        ("ctest.log", "ctest.xml", [("test_calc.c", 6), ("test_calc.c", 9)]),
    ],
)
def test_the_locations_come_from_the_junit_file(
    log: str, junit: str, places: list[tuple[str, int]], analyser: Analyser
) -> None:
    report, _ = triage_path(FIXTURES / log, analyser, 2000, [str(FIXTURES / junit)])
    found = [(Path(location.file).name, location.line) for location in report.locations]
    assert found == [(Path(file).name, line) for file, line in places]
    assert all(location.file.endswith(file) for location, (file, _) in zip(report.locations, places, strict=True))


def test_a_run_zips_junit_tests_go_to_the_job_of_their_runner(analyser: Analyser) -> None:
    junit = [str(FIXTURES / "jest-only.xml"), str(FIXTURES / "pytest-quiet.junit.xml")]
    report, _ = triage_path(FIXTURES / "run.zip", analyser, 2000, junit)
    jobs = {job.job: [test.name for test in job.failed_tests] for job in report.jobs}
    assert len(jobs["test (3.11)"]) == 4
    assert jobs["jstest"] == ["math adds floats", "math Größe ✓ divides €"]
    assert [job.failed_tests_total for job in report.jobs] == [4, 2]


def test_another_runners_junit_tests_stay_apart_with_a_note(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-quiet.log", analyser, 2000, [str(FIXTURES / "jest-only.xml")])
    assert report.jobs[0].failed_tests == []
    assert len(report.failed_tests) == 2
    assert any("JUnit failed tests of no job" in warning for warning in report.warnings)


def test_a_file_that_may_be_another_jobs_gives_the_job_none_of_its_tests(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-mixed.log", analyser, 2000, [str(FIXTURES / "go.junit.xml")])
    assert len(report.jobs[0].failed_tests) == 4  # pytest's own
    assert report.failed_tests_total == 4  # another job's file: not counted (trial 92 #13)
    assert any("TestTotal" in warning for warning in report.warnings)


def test_a_junit_setup_error_is_listed_after_the_failed_tests(analyser: Analyser) -> None:
    """As pytest's short summary and the log's tests are (trial 84 #8): pytest's ``--junitxml``
    writes ``test_uses_db`` (``failed on setup with``) between two failed tests."""
    junit = [str(FIXTURES / "pytest-quiet.junit.xml")]
    report, _ = triage_path(FIXTURES / "pytest-quiet.log", analyser, 2000, junit)
    assert [test.kind for test in report.jobs[0].failed_tests] == ["failed", "failed", "failed", "error"]
    assert "test_uses_db" not in report.summary  # the fourth: "… and 1 more"
