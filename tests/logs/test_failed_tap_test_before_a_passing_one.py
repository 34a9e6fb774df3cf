"""A plain TAP log whose last test passed still shows the tests that failed before it.

``bats-tap-last-passes.plain.log`` is real bats 1.8.2 TAP output (``tests/fixtures/trial-19/README.md``):
three ``not ok`` tests, each with bats' ``# (in test file cli.bats, line N)`` diagnostic, then ``ok 4
passes``. Output right before a passing test's result line is that test's own (go's ``t.Logf`` lines
above ``--- PASS``), but a failed test's result line (``not ok 3``) is no passing test's output: once
bats' diagnostics were failure evidence too, the whole log read as the passing test's output and the
run as "no failure found".
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import failing_test
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-19" / "bats-tap-last-passes.plain.log"


def test_the_failed_tests_before_a_last_passing_one_are_the_failure() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert report.failure_found
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["prints version", "exit code on bad flag", "missing helper"]


def test_a_failed_tests_result_line_is_told_from_a_passing_ones() -> None:
    assert failing_test("not ok 3 missing helper")
    assert failing_test("--- FAIL: TestDiv (0.00s)")
    assert failing_test("FAILED tests/test_a.py::test_x - assert 1 == 2")
    assert failing_test("tests/test_a.py::test_x FAILED [ 50%]")
    assert not failing_test("ok 4 passes")
    assert not failing_test("tests/test_a.py::test_y PASSED [100%]")
