"""A coverage gate that failed after every test passed is quoted by its own line, not by the npm
wrapper's ``npm error Lifecycle script `test` failed with error:`` below it (trial 31 #9). Jest
prints ``Jest: "global" coverage threshold ... not met`` right above its final summary, whose first
line, ``Test Suites: 1 passed, 1 total``, is the run's verdict and closes no passing test's output."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.passing import final_verdict

TRIAL = Path(__file__).parent / "fixtures" / "trial-31-jsconf"


def test_jests_threshold_line_is_the_summary_not_npms(triage_json) -> None:
    summary = triage_json(TRIAL / "jest-coverage-threshold.gha.log")["summary"]
    assert summary.endswith('Jest: "global" coverage threshold for branches (90%) not met: 20%')
    assert "npm error" not in summary


def test_jests_suites_line_is_its_final_verdict() -> None:
    assert final_verdict("Test Suites: 1 passed, 1 total")
    assert final_verdict("Test Suites: 1 skipped, 3 passed, 4 total")
    assert not final_verdict("Test Suites: 1 failed, 1 passed, 2 total")
