"""Check's (libcheck's) report of failed tests: a test runner's, with each test's place and name.

Fixture made here (``tests/fixtures/trial-132/README.md``): Check 0.15.2 (Debian's ``check``), a suite
with a failed ``ck_assert_int_eq`` (``check_money.c:4:F:Core:test_add:0: …``) and a test killed by
signal 11 (``…:E:Core:test_null:0: …``), built and run in one step whose command runs ``pkg-config``
(trial 132's finding 3: read as a dependency resolution from that command).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-132" / "libcheck.gha.log"


def test_check_s_failed_and_errored_tests_are_a_test_failure_with_their_places(analyser: Analyser) -> None:
    report = triage_path(FIXTURE, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert report.tool == "libcheck"
    assert [(test.name, test.file, test.line) for test in report.failed_tests] == [
        ("test_add", "check_money.c", 4),
        ("test_null", "check_money.c", 8),
    ]
    assert report.summary.endswith("the first: Assertion 'add(2, 3) == 5' failed: add(2, 3) == 6, 5 == 5.")
