"""A step timeout the runner's times put too soon is kept when it is the job's only failure marker.

``step-timeout-restamped.gha.log`` (``tests/fixtures/trial-43/README.md``: real pytest 9.2.0 output
of a test that waits forever) ends its last step with the runner's ``##[error]The action has timed
out.`` 21 s after the step's first line, then the post-job lines: no ``timeout-minutes`` ends a
step that soon, yet nothing else failed. It had been read as a command's output and the job
answered "no failure found", which the action turns into no comment at all.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import EARLY_STEP_TIMEOUT_KEPT, Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43" / "step-timeout-restamped.gha.log"


def test_the_only_failure_marker_is_kept_in_doubt_with_its_warning(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, 2000)
    assert report.failure_found is True
    assert report.category == "timeout"
    assert 0 < report.confidence < CONFIDENT
    step = report.jobs[0].failing_step
    assert step is not None
    assert step.name == "Run python -m pytest -v -s tests"
    assert report.warnings == [EARLY_STEP_TIMEOUT_KEPT.format(line=61, seconds=21.0, start=40)]
