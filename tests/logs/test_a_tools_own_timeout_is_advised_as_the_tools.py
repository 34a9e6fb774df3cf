"""A test runner's own timeout is advised as the runner's flag, not ``timeout-minutes`` (trial 36, finding 10).

``go test -timeout`` (10m by default) panics with ``panic: test timed out after 1s`` and CTest's
per-test timeout (``ctest --timeout``, a test's ``TIMEOUT`` property) marks a test ``***Timeout``:
the tool ended its own run, so the fix is in the test or that flag; the category's generic advice
(raise ``timeout-minutes``) sent a trial's user to the workflow file.

Fixtures, real output: ``tests/skills/fixtures/go-test-timeout.txt`` (go 1.19.8, ``go test -timeout
1s ./...`` on a test that sleeps 3 s, exit 1, made 2026-12-04) and ``ctest-timeout.txt`` (the ctest
skill's fixture).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize(
    ("name", "flag"), [("go-test-timeout.txt", "go test -timeout"), ("ctest-timeout.txt", "ctest --timeout")]
)
def test_a_runners_own_timeout_names_its_flag(name: str, flag: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), Analyser.load(), 2000)
    assert report.category == "timeout"
    advice = next_step(report)
    assert flag in advice
    assert "not the CI job's time limit" in advice
