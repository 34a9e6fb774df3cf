"""A tool's own clock time opening a step's lines is a time stamp: the summary quotes what follows.

Real output: semantic-release 24.2.9 (``npx semantic-release --dry-run --no-ci`` without a
``repositoryUrl``, a user trial's ``semrel-dry.gha.log``): its logger opens every line of its own
with ``[4:16:52 AM] ``, the stack trace after the error has none, and no other step has it.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.stamps import step_stamp_cuts

LOG = Path(__file__).parents[1] / "fixtures" / "trial-w" / "semrel-dry.gha.log"


def test_semantic_release_summary_without_its_clock(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, 2000)
    assert report.summary.endswith("”: [semantic-release] › ✘  ENOREPOURL The `repositoryUrl` option is required.")
    assert report.summary.startswith("Infrastructure-as-code/deploy in step")


def test_a_clock_is_cut_only_where_a_step_repeats_it() -> None:
    texts = {
        1: "[4:16:52 AM] [semantic-release] › ℹ  Running semantic-release",
        2: "[4:16:52 AM] [semantic-release] › ✔  Loaded plugin",
        3: "[11:02:09 PM] [semantic-release] › ✘  ENOREPOURL",
        4: "AggregateError: ",
        5: "[4:16:52 AM] once, in another step",
        6: "[12:00:01] a 24-hour time is no tool's clock here",
    }
    sections = {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 1}
    assert step_stamp_cuts(texts, sections) == {1: 13, 2: 13, 3: 14}
