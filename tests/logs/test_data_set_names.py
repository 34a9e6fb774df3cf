"""A data provider's failed case is one test, named with its data set in the log and the JUnit
file alike (trial 84 #7: PHPUnit's ``CartTest::testPrice with data set "différent" (2, 3)`` was
``CartTest::testPrice`` in the log and a second test in its ``--log-junit`` file).

Real run of trial 84 (``tests/fixtures/s33-junit2/README.md``): PHPUnit 9.6 (Debian).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-junit2"
TRUTH = ["CartTest::testBoom", "CartTest::testTotal", 'CartTest::testPrice with data set "différent"']


@pytest.mark.parametrize("junit", [[], [str(FIXTURES / "phpunit.junit.xml")]])
def test_a_phpunit_data_set_is_one_test_in_the_log_and_the_junit_file(junit: list[str], analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "phpunit.log", analyser, 2000, junit)
    assert [test.name for test in report.failed_tests] == TRUTH
    assert report.failed_tests_total == 3
    assert report.failed_tests[2].message == "Failed asserting that 3 matches expected 2."
