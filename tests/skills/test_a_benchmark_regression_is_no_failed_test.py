"""pytest-benchmark's comparison gate is read by its failed check, not by the traceback it stops
pytest with (trial 87 #3).

``tests/fixtures/trial-87/bench_regress.log`` (pytest-benchmark 5.3.1, see the folder's README): the
summary quoted ``Traceback (most recent call last):``, the advice was to run the failed tests (none
failed), and at a budget of 150 tokens the traceback's frames pushed the regression line out.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "bench_regress.log"
REGRESSION = "Field 'mean' has failed PercentageRegressionCheck: 253.372311420 > 25.000000000"


@pytest.mark.parametrize("budget", [2000, 150])
def test_the_failed_check_is_quoted_and_kept(budget: int, analyser: Analyser) -> None:
    report, _ = triage_path(LOG, analyser, budget)
    job = report.jobs[0]
    assert job.classification.category == "test failure"
    assert job.headline is not None
    assert REGRESSION in job.headline
    assert any(REGRESSION in line for span in job.excerpt for line in span.lines)
    assert not job.failed_tests
    assert "failed tests" not in (job.classification.next_step or "")
