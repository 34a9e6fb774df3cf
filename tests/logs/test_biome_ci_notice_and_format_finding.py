"""``biome ci`` checks lint and format in one run: its format finding is no rival of its lint
findings, and its ``ℹ`` notice (``biome.json:1:11 deserialize DEPRECATED ━━━``) is no place of the
failure (trial 102 #10: confidence 0.70 for "competing evidence: formatting 0.85", and
``biome.json:1`` among the locations).

Real output: Biome 2.6.9, ``tests/fixtures/s37-node/README.md``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "s37-node" / "biome_ci_info_notice.log"


def test_an_info_notice_is_no_place(analyser: Analyser) -> None:
    job = triage_path(LOG, analyser, 2000)[0].jobs[0]
    assert [(location.file, location.line) for location in job.locations] == [("src/util.js", 4), ("src/util.js", 5)]


def test_the_tools_format_finding_lowers_nothing_of_its_lint_verdict(analyser: Analyser) -> None:
    job = triage_path(LOG, analyser, 2000)[0].jobs[0]
    assert (job.classification.category, job.tool) == ("lint/format", "biome")
    assert all(step.reason != "competing evidence" for step in job.classification.confidence_steps)
    assert [other.category for other in job.classification.competing] == []
