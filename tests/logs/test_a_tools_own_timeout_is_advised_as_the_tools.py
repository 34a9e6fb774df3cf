"""A test runner's own timeout is advised as the runner's flag, not ``timeout-minutes`` (trial 36, finding 10).

``go test -timeout`` (10m by default) panics with ``panic: test timed out after 1s`` and CTest's
per-test timeout (``ctest --timeout``, a test's ``TIMEOUT`` property) marks a test ``***Timeout``:
the tool ended its own run, so the fix is in the test or that flag; the category's generic advice
(raise ``timeout-minutes``) sent a trial's user to the workflow file.

Fixtures, real output: ``tests/skills/fixtures/go-test-timeout.txt`` (go 1.19.8, ``go test -timeout
1s ./...`` on a test that sleeps 3 s, exit 1, made 2026-12-04) and ``ctest-timeout.txt`` (the ctest
skill's fixture). pytest-timeout's: trial 37's ``pytest-timeout.log`` (finding 13; pytest 9.2.0,
pytest-timeout 2.4.0, ``pytest -q --timeout=2`` on a test blocked in ``queue.get()``), copied to
``tests/fixtures/trial-37/pytest-timeout-long-report.gha.log``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "skills" / "fixtures"
TRIAL_37 = Path(__file__).resolve().parents[1] / "fixtures" / "trial-37"


@pytest.mark.parametrize(
    ("name", "flag"), [("go-test-timeout.txt", "go test -timeout"), ("ctest-timeout.txt", "ctest --timeout")]
)
def test_a_runners_own_timeout_names_its_flag(name: str, flag: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "timeout"
    advice = next_step(report)
    assert flag in advice
    assert "not the CI job's time limit" in advice


def test_pytest_timeouts_own_limit_is_advised_and_its_summary_line_is_no_rival() -> None:
    """pytest-timeout's ``--timeout`` stopped the test: the advice names pytest-timeout's limits, not
    ``timeout-minutes``. The test's report runs 55 lines (the stdlib's ``Condition.wait`` source
    below ``queue.get()``) before its ``E   Failed: Timeout``, and its ``FAILED … - Failed: Timeout
    (>2.0s) from ...`` summary line (cut by pytest) is the same test's verdict, no rival: 0.6 before."""
    report, _ = triage_path(str(TRIAL_37 / "pytest-timeout-long-report.gha.log"), Analyser.load(), 2000)
    assert report.category == "timeout"
    assert report.confidence >= 0.7
    advice = next_step(report)
    assert "@pytest.mark.timeout" in advice
    assert "timeout-minutes" not in advice
