"""What passing tests printed under ``go test -v`` is no part of the failure (gopass11).

A user's ``go test -v`` step of 150 tests, one failing, got 66 excerpt spans labelled "end of the
failing step": each passing test's ``=== RUN`` line and its ``t.Logf`` line, its ``--- PASS`` line
left out. A passing test's output, from its ``=== RUN`` header to its ``--- PASS:`` line, is a
passing test's report (:func:`ci_triage.logs.passing.passing_go_tests`), as pytest's ``PASSES``
section and ``go test -json``'s events of a passing test are: it matches no signal and the excerpt
leaves it out.

Fixtures (``fixtures/go-test-v/``), real output of go 1.19.8 (``GOFLAGS=-mod=mod GOPROXY=off go test
-v ./...``), made 2026-12-02:

- ``many-tests.log``: 120 tests ``TestCaseNNN`` that each ``t.Logf("seed=%d", ...)``; every tenth
  from ``TestCase003`` also logs ``error: transient lookup failure for user-N, retried`` and passes;
  ``TestCase061`` fails with ``t.Errorf("Lookup(%q) = <nil>, want record with id %d", ...)``.
- ``subtests-and-parallel.log``: ``TestParent`` (a passing subtest ``sub one`` that logs an error
  word, a failing ``sub2``, the parent's log after them, printed under ``=== CONT``), two parallel
  tests (``TestPar1`` passes, ``TestPar2`` fails), ``TestOKParent`` with a passing subtest, and a
  skipped ``TestSkip``.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import passing_go_tests
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "go-test-v"
MANY = (FIXTURES / "many-tests.log").read_text(encoding="utf-8").splitlines()
NESTED = (FIXTURES / "subtests-and-parallel.log").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("budget", [2000, 300])
def test_a_failing_go_test_v_step_shows_the_failed_test_not_the_passing_ones(budget: int, actions_log) -> None:
    log = actions_log("go test -v ./...", MANY)
    report = Analyser.load().analyse(LogMember(name="", file=io.BytesIO(log)), budget=budget).report
    shown = [line for span in report.excerpt for line in span.lines]
    assert 'Lookup("user-61") = <nil>, want record with id 61' in "\n".join(shown)
    assert "--- FAIL: TestCase061 (0.00s)" in shown
    assert any(line.startswith("FAIL\texample.com/many\t") for line in shown)
    passing_runs = [line for line in shown if line.startswith("=== RUN") and "TestCase061" not in line]
    assert passing_runs == []
    assert not any("transient lookup failure" in line for line in shown)
    assert len(report.excerpt) <= 3
    assert [test.name for test in report.failed_tests] == ["TestCase061"]
    assert report.classification.category == "test failure"
    assert report.classification.confidence >= 0.9


def test_a_passing_subtests_error_word_is_not_shown_beside_its_failing_sibling(actions_log) -> None:
    log = actions_log("go test -v ./...", NESTED)
    report = Analyser.load().analyse(LogMember(name="", file=io.BytesIO(log)), budget=2000).report
    shown = "\n".join(line for span in report.excerpt for line in span.lines)
    assert "sub2 broke: 2" in shown
    assert "par2 failed" in shown
    assert "sub one logs an error word" not in shown
    assert "par1 log error" not in shown
    assert "--- PASS" not in shown
    assert [test.name for test in report.failed_tests] == ["TestParent/sub2", "TestPar2"]


def test_each_line_of_a_passing_test_and_only_those_is_passing_output() -> None:
    texts = dict(enumerate(NESTED, start=1))
    passing = {texts[number] for number in passing_go_tests(texts)}
    assert "    n_test.go:7: error: sub one logs an error word" in passing  # the passing subtest's
    assert "    --- PASS: TestParent/sub_one (0.00s)" in passing
    assert "    n_test.go:12: par1 log error" in passing  # a parallel test, resumed by === CONT
    assert "    n_test.go:17: okparent after" in passing  # a passing parent after its subtest
    assert "--- SKIP: TestSkip (0.00s)" in passing
    failed = [
        "=== RUN   TestParent",
        "    n_test.go:6: parent start",
        "    n_test.go:8: sub2 broke: 2",
        "    n_test.go:9: parent after subtests",
        "--- FAIL: TestParent (0.00s)",
        "    --- FAIL: TestParent/sub2 (0.00s)",
        "    n_test.go:13: par2 failed",
        "--- FAIL: TestPar2 (0.00s)",
        "FAIL",
    ]
    assert not passing & set(failed)


def test_a_window_that_starts_inside_a_test_reads_it_by_its_result_line() -> None:
    """The second pass may read a window that starts below a test's ``=== RUN`` line: the lines
    above the window's first header or result line are the test's whose result line that is."""
    whole = dict(enumerate(MANY, start=1))
    run = MANY.index("=== RUN   TestCase061") + 1
    failed = set(range(run, MANY.index("--- FAIL: TestCase061 (0.00s)") + 2))
    failed |= {number for number, text in whole.items() if text.startswith("FAIL")}
    for first in range(1, len(MANY) + 1):
        window = {number: text for number, text in whole.items() if number >= first}
        passing = passing_go_tests(window)
        assert passing == set(window) - failed, first
