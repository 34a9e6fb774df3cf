"""Oxlint under its own step: the catalogue names the tool, the skill reads its miette diagnostics."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_19 = Path(__file__).parents[1] / "fixtures" / "trial-19"


def test_oxlint_step_is_lint_quoting_its_first_error() -> None:
    """``Run npx oxlint -D correctness -D suspicious bsrc`` (oxlint 1.95.0, exit code 1): was unknown
    0.00, no tool, quoting ``Found 0 warnings and 5 errors.``; now the catalogue's oxlint and the
    first ``x`` line, the parse error at bsrc/bad.js:1:17."""
    with open_log_source(str(TRIAL_19 / "oxlint.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == "oxlint"
    assert report.jobs[0].classification.confidence >= CONFIDENT
    assert report.summary.endswith(": x Unexpected token (Found 0 warnings and 5 errors.)")
    assert report.jobs[0].locations[0].file == "bsrc/bad.js"
