"""Trial 60: R package checks, lintr, DejaGnu, and testthat's and tcltest's failed tests.

Fixtures (tests/fixtures/trial-60/README.md says how each was made): rcmdcheck 1.4.0 and R CMD check
under R 4.2.2, testthat 3.1.6, lintr 3.0.2, DejaGnu 1.6.3 and Tcl 8.6.13 from Debian 12, their real
output wrapped as GitHub Actions job logs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-60"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


# fixture: the check's line and the first words of its details, which the summary quotes
CHECK_FINDINGS = {
    "r-rcmdcheck-warning.gha.log": (
        "checking for missing documentation entries ... WARNING Undocumented code objects: ‘trimmed_mean’"
    ),
    "rcmdcheck-usage-warning.gha.log": (
        "checking Rd \\usage sections ... WARNING Undocumented arguments in documentation object 'trimmed_mean' ‘trim’"
    ),
    "rcmdcheck-note.gha.log": (
        "checking R code for possible problems ... NOTE spread: no visible binding for global variable ‘offset’"
    ),
}


@pytest.mark.parametrize("name", sorted(CHECK_FINDINGS))
def test_a_package_check_that_failed_on_its_findings_is_lint_quoting_the_finding(name: str, analyser: Analyser) -> None:
    report = triage(name, analyser)
    assert report.category == "lint/format", report.jobs[0].classification.scores
    assert report.tool == "r-cmd-check"
    assert not report.failed_tests
    assert CHECK_FINDINGS[name] in report.summary
    assert "found WARNINGs" not in report.summary
    assert "found NOTEs" not in report.summary


def test_failed_tests_in_a_package_check_stay_the_verdict_beside_its_warning(analyser: Analyser) -> None:
    report = triage("r-cmd-check.gha.log", analyser)
    assert report.category == "test failure"
    assert report.confidence >= 0.85  # the WARNING, which did not fail the check, is no rival
    assert [(test.name, test.file, test.message) for test in report.failed_tests] == [
        (
            "empty input errors",
            "tests/testthat/test-stats.R",
            "`trimmed_mean(numeric(0))` did not throw the expected error.",
        )
    ]
    assert [(place.file, place.line) for place in report.locations] == [("tests/testthat/test-stats.R", 8)]


def test_a_testthat_failure_is_named_with_its_assertion_in_the_test_folder(analyser: Analyser) -> None:
    report = triage("testthat-expect-equal.gha.log", analyser)
    assert report.category == "test failure"
    assert [(test.name, test.file, test.message) for test in report.failed_tests] == [
        ("mean works", "tests/testthat/test-stats.R", "mean(x) (`actual`) not equal to 3 (`expected`).")
    ]


def test_lintr_findings_are_lint_quoting_the_first(analyser: Analyser) -> None:
    report = triage("r-lintr.gha.log", analyser)
    assert report.category == "lint/format"
    assert report.tool == "lintr"
    assert "R/util.R:1:15: style: [assignment_linter] Use <-, not =, for assignment." in report.summary
    assert [(place.file, place.line, place.column) for place in report.locations][:2] == [
        ("R/util.R", 1, 15),
        ("R/util.R", 1, 28),
    ]


def test_dejagnu_fail_lines_are_failed_tests(analyser: Analyser) -> None:
    report = triage("dejagnu.gha.log", analyser)
    assert report.category == "test failure"
    assert report.tool == "dejagnu"
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("calc 3 x 4", "got 7, expected 12"),
        ("calc 1 / 0", "got calc: bad operator /, expected 0"),
    ]


def test_a_tcltest_failure_says_the_result_and_the_expected_one(analyser: Analyser) -> None:
    report = triage("tcltest.gha.log", analyser)
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("clamp-1.2", "---- Result was: 0; ---- Result should have been (exact matching): 10"),
        ("clamp-1.3", "---- Test generated error; Return code was: 1"),
    ]


def test_a_dejagnu_unexpected_pass_is_a_failed_test(analyser: Analyser) -> None:
    report = triage("dejagnu-xpass.gha.log", analyser)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["calc 3 x 4", "calc 1 / 0", "calc 2 x 2 is known to fail"]
