"""A bundle-size budget is a gate on a measure (lint/format, as a coverage gate); a licence gate a
policy on a dependency (security audit, as an auditor's finding): each with its own advice.

size-limit was catalogued as a test runner whose category is test failure, so ``npx size-limit``
(the tool named by the step, not an npm script) cut its own skill's lint/format verdict to 0.59 as
"the step runs a test failure tool" (trial 83 #9). cargo-deny's ``error[rejected]: failed to satisfy
license requirements`` was read as a vulnerability, advised to update the crate to a patched version
(trial 80's licence gates). Real output: tests/fixtures/s33-gates2/README.md.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-gates2"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_size_limit_run_by_npx_is_a_confident_budget_gate() -> None:
    report = _triage("size-limit-npx.gha.log")
    assert report.category == "lint/format"
    assert report.tool == "size-limit"
    assert report.confidence >= 0.8
    assert "raise the limit" in next_step(report)


def test_cargo_denys_rejected_license_is_advised_as_a_licence_not_a_vulnerability() -> None:
    report = _triage("cargo-deny-licenses.gha.log")
    assert report.category == "security audit"
    assert report.tool == "cargo-deny"
    advice = next_step(report)
    assert "license" in advice
    assert "`allow`" in advice
    assert "patched version" not in advice
