"""Playwright Test's tally and retries: one failed test however many attempts, no element list as tests.

Real runs of @playwright/test 1.65.2 on Debian's chromium (trial 107, ``fixtures/s38-t107a``): a
strict-mode violation lists the elements its locator matched (``1) <button id="add">… aka
locator('#add')``), which mocha's and rspec's numbered failures read as tests; Playwright's own tally
(``  1 failed``) says one failed, and its own lines name one. A test run again under ``retries``
prints ``(retry #1)`` after its title: an attempt, not another test. A test whose retry passed is
flaky: a warning names it, the job passing.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.flaky_tests import flaky_test_notes
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.logs.runner_tally import reported_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t107a"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


def test_a_strict_mode_violations_element_list_names_no_failed_test(analyser: Analyser) -> None:
    report = triage("pw-strict.log", analyser)
    assert [(test.name, test.file) for test in report.failed_tests] == [
        ("add button increments count", "t_strict/cart.spec.js")
    ]
    assert report.failed_tests_total == 1
    assert report.failed_tests_complete
    assert "<button" not in report.summary
    assert "<button" not in (report.next_step or "")


def test_a_plain_outputs_element_list_names_no_failed_test(analyser: Analyser) -> None:
    """Without the step's command, the runner is the one whose own line names a test most surely
    (Playwright's ``✘`` line, beside mocha's numbered-failure shape on the element list)."""
    report = triage("plain-pw-strict.txt", analyser)
    assert [test.name for test in report.failed_tests] == ["add button increments count"]
    assert report.failed_tests_total == 1


def test_a_retried_test_is_one_failed_test(analyser: Analyser) -> None:
    report = triage("pw-test-timeout-retried.log", analyser)
    assert [test.name for test in report.failed_tests] == ["waits for order confirmation"]
    assert report.failed_tests_total == 1
    assert "retry #" not in report.summary


def test_playwrights_tally_counts_its_failed_tests() -> None:
    assert reported_failures(["Running 3 tests using 1 worker", "  2 failed", "  1 passed (4.1s)"]) == 2
    assert reported_failures(["  1 flaky", "  2 passed (9.0s)"]) is None


def test_a_test_that_passed_on_its_retry_is_a_flaky_warning(analyser: Analyser) -> None:
    report = triage("pw-flaky-retry-pass.log", analyser)
    assert not report.failure_found
    assert len(report.warnings) == 1
    assert "passed only on a retry" in report.warnings[0]
    assert "count updates after slow render" in report.warnings[0]


def test_a_passing_retry_beside_a_failed_test_names_the_flaky_test() -> None:
    retried = "  ✓  4 [chromium] › t_flaky/flaky.spec.js:2:1 › count updates after slow render (retry #1) (1.0s)"
    lines = {1: LogLine(number=1, text=retried, marker="", matches=[], section=0)}
    (note,) = flaky_test_notes(lines, {"add button increments count"})
    assert note.startswith("count updates after slow render failed and then passed on a rerun")
    assert "Playwright's passing retry" in note
