"""Trial 34's hangs: a test runner's own per-test timeout, coreutils' `timeout` and a terminal's
pytest-timeout dump, each named for what stopped the step.

Real output of the tools (tests/fixtures/trial-34/README.md says which and how each was wrapped).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parent.parent / "fixtures" / "trial-34"


@pytest.mark.parametrize(
    ("name", "test", "quoted", "limit"),
    [
        (
            "node_test_timeout.log",
            "/home/runner/work/app/app/test/warm.test.js",
            "error: 'test timed out after 3000ms'",
            "--test-timeout",
        ),
        ("mocha_timeout.log", "cache waits for warmup", "Error: Timeout of 2000ms exceeded.", "this.timeout(ms)"),
    ],
    ids=["node-test", "mocha"],
)
def test_a_runners_own_per_test_timeout_is_a_timeout(
    name: str, test: str, quoted: str, limit: str, analyser: Analyser
) -> None:
    """node --test's `failureType: 'testTimeoutFailure'` and mocha's `Error: Timeout of 2000ms
    exceeded.` are the runner's verdict that the only failed test ran out of time, as go's `panic:
    test timed out` is (trial 34 #16: `test failure 0.84` and `0.25` before)."""
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    assert report.category == "timeout"
    assert report.confidence >= 0.7
    assert [failed.name for failed in report.failed_tests] == [test]
    assert quoted in report.summary
    next_step = report.jobs[0].classification.next_step  # the test's own limit, not the job's timeout-minutes
    assert next_step is not None
    assert limit in next_step


def test_coreutils_timeout_ending_the_step_is_a_timeout(analyser: Analyser) -> None:
    """`timeout 8 go test` in the step's script and the step's exit 124: `timeout` stopped the
    hung test (trial 34 #14: `test failure 0.24` before)."""
    report, _ = triage_path(TRIAL / "go_coreutils_timeout.log", analyser, 2000)
    assert report.category == "timeout"
    assert report.summary.endswith("=== RUN   TestWaitEmpty")
    next_step = report.jobs[0].classification.next_step
    assert next_step is not None
    assert "own `timeout` command" in next_step


def test_a_pytest_timeout_dump_saved_from_a_terminal_is_found(analyser: Analyser) -> None:
    """The thread method's closing `+++++ Timeout +++++` is pytest-timeout's banner, not a
    command bash traced (trial 34 #3: "No failure found" before)."""
    report, _ = triage_path(TRIAL / "py_timeout_thread_terminal.log", analyser, 2000)
    assert report.failure_found
    assert report.category == "timeout"
    assert [failed.name for failed in report.failed_tests] == ["tests/test_parser.py::test_ready"]
