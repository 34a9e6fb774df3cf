"""A verdict that refines the step tool's category is no disagreement (``taxonomy.REFINES``).

biome is catalogued ``lint/format`` (``biome check`` lints and checks the layout); its formatter's
finding (``× Formatter would have printed the following content:``) is ``formatting``, which refines
``lint/format``: the tool's own finding read more finely, so the confidence is not cut by
``DISAGREE_FACTOR`` as for a step tool of another category. Fixture
``tests/fixtures/trial-v/biome.gha.log``: a user trial's real ``npx biome check src`` output (biome
2, one lint warning and one file to format), wrapped as a GitHub Actions step by the trial's
``mk.py``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.taxonomy import REFINES

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-v" / "biome.gha.log"


def test_formatting_under_a_lint_format_tool_is_not_cut(analyser: Analyser) -> None:
    assert "lint/format" in REFINES["formatting"]
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "formatting"
    assert report.jobs[0].classification.step_tool == "biome"
    assert [step.reason for step in report.confidence_steps if step.reason == "step tool disagrees"] == []
    calibrated = next(step.after for step in report.confidence_steps if step.reason == "calibrated")
    assert report.confidence == round(calibrated, 2)
