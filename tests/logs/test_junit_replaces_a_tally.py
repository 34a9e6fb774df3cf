"""A runner's tally counts the tests its JUnit file names: they are counted once, not added.

Real runs of trial 84 (``tests/fixtures/s32-junit/README.md``): pytest ``-q --tb=no`` prints only
``3 failed, … 1 error`` while its ``--junitxml`` names the 4 tests; jest with jest-junit only prints
nothing, its file names 2; a run's zip holds both jobs.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-junit"


def test_the_junit_tests_a_tally_counts_are_counted_once(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-quiet.log", analyser, 2000, [str(FIXTURES / "pytest-quiet.junit.xml")])
    assert report.failed_tests_total == 4
    assert report.failed_tests_complete
    assert len(report.failed_tests) == 4


def test_a_run_zip_counts_each_jobs_junit_tests_once(analyser: Analyser) -> None:
    junit = [str(FIXTURES / "jest-only.xml"), str(FIXTURES / "pytest-quiet.junit.xml")]
    report, _ = triage_path(FIXTURES / "run.zip", analyser, 2000, junit)
    assert report.failed_tests_total == 6
    assert report.failed_tests_complete


def test_another_runners_junit_tests_are_not_added_to_the_tally_nor_complete_it(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-quiet.log", analyser, 2000, [str(FIXTURES / "jest-only.xml")])
    assert report.failed_tests_total == 4  # pytest's 4 unnamed; jest's 2 another job's file (trial 92 #13)
    assert not report.failed_tests_complete
