"""A run-logs zip's job that passed only because a test passed on its rerun keeps the flaky warning
it gets alone, though only the failing jobs are analysed.

Fixture: ``tests/fixtures/trial-91/README.md`` (real unittest, Django 5.2 and pytest-rerunfailures
16.7 output as GitHub Actions job logs in a run-logs zip). Before: "**Passed:** `flaky`" and no
warning.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_the_passed_jobs_rerun_is_warned_of_once(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "run-with-a-flaky-pass.zip", analyser, 2000)
    assert report.jobs_passed == ["flaky"]
    flaky = [warning for warning in report.warnings if "passed only on a retry" in warning]
    assert len(flaky) == 1
    assert flaky[0].startswith("2_flaky.txt: step “Run python -m pytest --reruns 2")
    assert "test_flaky.py::test_sometimes failed first" in flaky[0]
