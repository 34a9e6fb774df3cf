"""A tool's annotation below error (``::warning``, ``::notice``) is read, never as failure evidence.

yamllint 1.38.0 ``-f github`` prints each problem as a workflow command whose level is the
problem's: ``::warning file=config.yml,line=1,col=1::1:1 [document-start] ...`` and ``::error
file=config.yml,line=7,col=21::7:21 [trailing-spaces] trailing spaces``, the same text after the
level. The yamllint skill reads both forms; the warning's level, kept as the line's marker, says it
failed nothing, so the summary quotes the first error and the locations start there. The fixture is
trial-16's real run wrapped in the GitHub Actions layout (tests/fixtures/trial-16/README.md).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-16" / "yamllint-github.gha.log"


def test_a_tools_error_annotations_are_its_findings_and_its_warnings_are_not(analyser: Analyser) -> None:
    report = triage_path(LOG, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("lint/format", "yamllint")
    assert "7:21 [trailing-spaces] trailing spaces" in report.summary
    job = report.jobs[0]
    places = [f"{place.file}:{place.line}" for place in job.locations]
    assert places == ["config.yml:7", "config.yml:8", "config.yml:11"]
    assert {hit.line for hit in job.classification.signals if hit.skill == "yamllint"} <= {32, 33, 34}
    assert report.confidence > 0.8  # the tool catalogue's 0.45 alone before the skill read the annotations
