"""A GitHub Actions job whose earlier step failed too and went on: without the workflow file the
log does not say whether that step had continue-on-error or the last one runs on failure, so the
last step's verdict is not confident (trial 38 #16: an ``if: always()`` ``kubectl get pods`` after a
failed ``terraform apply`` was configuration at 0.9). Real output: ``fixtures/trial-38/README.md``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import EARLIER_STEP_FACTOR, Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-38" / "apply_then_always_step.log"


def test_the_last_failed_steps_verdict_is_below_confident_when_an_earlier_step_failed_too() -> None:
    report, _ = triage_path(str(LOG), Analyser.load(), 2000)
    [job] = report.jobs
    classification = job.classification
    assert job.failing_step is not None
    assert job.failing_step.name == "Run kubectl get pods"
    assert classification.confidence < 0.7
    [step] = [s for s in classification.confidence_steps if s.reason == "earlier step failed"]
    assert step.after == round(step.before * EARLIER_STEP_FACTOR, 3)
    assert "An earlier step failed too" in report.summary
