"""Trial t131: test runners and package checks of less common languages, as a fresh user found them.

Fixtures (tests/fixtures/s49-rlang/README.md says how each was made): R CMD check of R 4.2.2 and
testthat 3.1.6 from Debian 12, their real output, as printed and wrapped as GitHub Actions job logs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-rlang"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize("name", ["r-cmd-check-warning.gha.log", "r-cmd-check-warning.txt"])
def test_a_package_check_failing_on_its_warning_alone_is_lint_quoting_the_check(name: str, analyser: Analyser) -> None:
    report = triage(name, analyser)
    assert report.category == "lint/format", report.jobs[0].classification.scores
    assert report.tool == "r-cmd-check"
    assert not report.failed_tests
    assert "checking for missing documentation entries ... WARNING Undocumented code objects: ‘trimmed_mean’" in (
        report.summary
    )
    quoted = [line for span in report.excerpt for line in span.lines]
    assert "Undocumented code objects:" in quoted  # the check's details, under its line
    assert "R CMD check found the problem quoted above" in (report.jobs[0].classification.next_step or "")
