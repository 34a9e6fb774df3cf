"""A JUnit file that counts more failed tests than the log does is warned of: it may be another
run's (trial 97 #7). Real output (``tests/fixtures/s36-paths/README.md``): PHPUnit 9.6.7's log of one
failure, and a ``--log-junit`` file of the same suite run again later, with three."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures"
S36 = FIXTURES / "s36-paths"


def test_a_junit_file_counting_more_failures_than_the_logs_tally_is_warned_of(analyser: Analyser) -> None:
    junit = str(S36 / "phpunit-later-run.junit.xml")
    report, _ = triage_path(S36 / "phpunit-one-failure.log", analyser, 2000, [junit])

    assert report.failed_tests[0].name == "PriceTest::testTax"
    assert report.failed_tests_total == 3  # merged all the same
    assert [warning for warning in report.warnings if junit in warning] == [
        f"JUnit file {junit}: it counts 3 failed tests, the log 1, so it may be of another run of these tests "
        "(an earlier or later one); its tests the log does not name are merged all the same"
    ]


@pytest.mark.parametrize(
    ("log", "junit"),
    [
        ("junit-merge/jest.log", "junit-merge/jest-junit.xml"),
        ("junit-merge/pytest.log", "junit-merge/pytest-junit.xml"),
        ("junit-merge/surefire-junit5-one-run.log", "junit-merge/surefire-junit5-one-run-junit.xml"),
        ("s32-junit/pytest-quiet.log", "s32-junit/pytest-quiet.junit.xml"),  # the tally's 4, none named
    ],
)
def test_a_junit_file_of_the_same_run_is_not_warned_of(analyser: Analyser, log: str, junit: str) -> None:
    report, _ = triage_path(FIXTURES / log, analyser, 2000, [str(FIXTURES / junit)])

    assert not [warning for warning in report.warnings if "another run" in warning]
