"""A coverage threshold line is the coverage gate's verdict whichever coverage tool prints it
(trial 87 #7).

c8 prints nyc's (istanbul's) threshold line, ``ERROR: Coverage for lines (45.45%) does not meet
global threshold (90%)``; under c8, catalogued a test runner, the verdict was lowered as one the
step's tool disagreed with ("the step runs c8, a test failure tool (× 0.7)": 0.58), under nyc it was
not (0.82). The fixtures are the trial's real c8 12.0.0 and nyc 18.0.0 runs (see
``tests/fixtures/trial-87/README.md``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"


def test_c8_and_nyc_give_the_same_threshold_message_the_same_verdict(analyser: Analyser) -> None:
    c8 = triage_path(FIXTURES / "c8_threshold.log", analyser, 2000)[0].jobs[0]
    nyc = triage_path(FIXTURES / "nyc_threshold.log", analyser, 2000)[0].jobs[0]
    assert c8.classification.category == nyc.classification.category == "lint/format"
    assert c8.classification.confidence == nyc.classification.confidence
    assert all(step.reason != "step tool disagrees" for step in c8.classification.confidence_steps)
    assert c8.tool == "c8"
