"""Trial 34's hangs: a test runner's own per-test timeout, coreutils' `timeout`, a terminal's
pytest-timeout dump and the runner's shutdown, each named for what stopped the step.

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
    # the test go test -v started and printed no verdict for is named as the one running (trial 110 #3)
    assert report.summary.endswith(
        "failed tests TestWaitEmpty — was running when the test run stopped without a verdict."
    )
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


@pytest.mark.parametrize("cancel_line", [False, True], ids=["shutdown", "shutdown-then-canceled"])
def test_the_runners_shutdown_is_no_cancellation(cancel_line: bool, analyser: Analyser, tmp_path: Path) -> None:
    """The runner's `The runner has received a shutdown signal.` says its machine went away mid-step
    (trial 34 #11: `cancelled 0.48` before); the `The operation was canceled.` the runner prints
    after it (actions/runner issue 2427's log) is that same end, not a user's cancel."""
    log = TRIAL / "py_runner_shutdown.log"
    if cancel_line:
        lines = log.read_text(encoding="utf-8").splitlines(keepends=True)
        exit_at = next(n for n, line in enumerate(lines) if "Process completed with exit code 143." in line)
        stamp = lines[exit_at].split(" ", 1)[0]
        lines.insert(exit_at + 1, f"{stamp} ##[error]The operation was canceled.\n")
        log = tmp_path / "shutdown-canceled.log"
        log.write_text("".join(lines), encoding="utf-8")
    report, _ = triage_path(log, analyser, 2000)
    assert report.category == "infrastructure/network/flaky"
    assert "The runner has received a shutdown signal." in report.summary
    next_step = report.jobs[0].classification.next_step
    assert next_step is not None
    assert "re-run" in next_step
