"""A plain paste whose last line is its tool's own verdict was not cut short (trial 87 #11).

``tests/fixtures/trial-87/coverage_report.txt`` is coverage.py's ``coverage report -m
--fail-under=90`` as printed (see the folder's README): it ends with ``Coverage failure: total of 44
is less than fail-under=90``, the line coverage prints last. It was warned of as "no exit marker
(cut short?)" and its verdict lowered × 0.75 (0.64); a signal that ``closes_run`` says the run
ended there, as a test runner's closing tally does.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

PASTE = Path(__file__).parents[1] / "fixtures" / "trial-87" / "coverage_report.txt"


def test_no_cut_short_warning_nor_discount(analyser: Analyser) -> None:
    report, _ = triage_path(PASTE, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "lint/format"
    assert not any("cut short" in warning for warning in report.warnings)
    assert all(step.reason != "no exit marker" for step in job.classification.confidence_steps)
