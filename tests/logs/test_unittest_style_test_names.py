"""unittest-style test names (unittest, nose2): one test however the log and its JUnit XML name it,
each failing subTest and each failed run of a nose2 generator a failed test of its own, a class whose
set-up raised the class, not a test.

Fixtures: ``tests/fixtures/trial-91/README.md`` (real nose2 0.16.0 and Python 3.11.7 unittest
output as GitHub Actions job logs, nose2's JUnit XML). Before: the log's ``test_none
(tests.test_slug.SlugTest.test_none)`` and the XML's ``tests.test_slug.SlugTest::test_none`` were
two failed tests (5 for ``failures=2, errors=1``), the generator's ``FAIL:
tests.test_slug.test_generator_style:2`` was not read from the log, and two failing subTests were
one test named without their parameters; a ``setUpClass`` error was a failed test named
``setUpClass (tests.test_db.DbTest)``, advised to be run.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_a_test_named_by_the_log_and_the_junit_file_counts_once(analyser: Analyser) -> None:
    log = FIXTURES / "nose2-generator.gha.log"
    for junit in ([], [FIXTURES / "nose2-generator.junit.xml"]):
        report, _ = triage_path(log, analyser, 2000, junit_paths=[str(path) for path in junit])
        names = [(test.name, test.kind) for test in report.failed_tests]
        assert names == [  # the errored test (ERROR:) after the failed ones, as pytest's are
            ("tests.test_slug.test_generator_style:2", "failed"),
            ("test_punctuation (tests.test_slug.SlugTest.test_punctuation)", "failed"),
            ("test_none (tests.test_slug.SlugTest.test_none)", "error"),
        ], junit
        assert (report.failed_tests_total, report.failed_tests_complete) == (3, True)  # FAILED (failures=2, errors=1)
        generator = report.failed_tests[0]
        assert generator.message == "AssertionError: 2 != 3"


def test_each_failing_subtest_is_a_failed_test_with_its_parameters(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "unittest-subtests.gha.log", analyser, 2000)
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("test_even (tests.test_multi.MultiSub.test_even) (n=3)", "AssertionError: 1 != 0 : 3 is odd"),
        ("test_even (tests.test_multi.MultiSub.test_even) (n=5)", "AssertionError: 1 != 0 : 5 is odd"),
    ]
    assert report.failed_tests_total == 2


def test_a_class_setup_error_lists_the_class_not_a_test_named_setupclass(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "unittest-setupclass.gha.log", analyser, 2000)
    assert [(test.name, test.kind, test.message) for test in report.failed_tests] == [
        ("tests.test_db.DbTest", "error", "at setUpClass: sqlite3.OperationalError: unable to open database file")
    ]
    advice = next_step(report)
    assert "none of its tests ran" in advice
    assert "setUpClass (" not in advice
