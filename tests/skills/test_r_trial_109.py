"""Trial 109: R's testthat reports, under R CMD check and with its JUnit file.

Fixtures (tests/fixtures/trial-109/README.md says how each was made): testthat 3.1.6, R CMD check
and rcmdcheck 1.4.0 under R 4.2.2, lintr 3.0.2 (Debian 12 packages), their real output wrapped as
GitHub Actions job logs.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-109"
JUNIT = str(FIXTURES / "r-testthat-junit.xml")


def triage(name: str, analyser: Analyser, junit: tuple[str, ...] = ()) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET, junit)[0]


def test_the_last_failed_test_under_r_cmd_check_keeps_its_own_message_not_the_tally(analyser: Analyser) -> None:
    report = triage("r-check-tests-fail.log", analyser)
    assert [(test.name, test.line, test.message) for test in report.failed_tests] == [
        ("cv is a fraction", 6, "cv(c(2, 4, 4, 4, 5, 5, 7, 9)) (`actual`) not equal to 0.4276 (`expected`)."),
        ("cv rejects character input", 14, '`cv(c("a", "b"))` did not throw the expected error.'),
        ("trimmed_mean keeps names", 19, "trimmed_mean(x) does not have names."),
    ]


def test_a_skipped_testthat_test_is_no_location(analyser: Analyser) -> None:
    report = triage("r-testthat-error.log", analyser)
    assert [test.name for test in report.failed_tests] == ["reads weights file"]
    assert ("tests/testthat/test-stats.R", 14) in [(place.file, place.line) for place in report.locations]
    assert 19 not in [place.line for place in report.locations]  # ``Skip ('test-stats.R:19'): uses the network``


def test_testthat_junit_names_with_underscores_are_the_logs_tests(analyser: Analyser) -> None:
    report = triage("r-check-tests-fail.log", analyser, (JUNIT,))
    assert report.failed_tests_total == 3
    assert [test.name for test in report.failed_tests] == [
        "cv is a fraction",
        "cv rejects character input",
        "trimmed_mean keeps names",
    ]
    one = triage("r-testthat-fail.log", analyser, (JUNIT,))  # the log names one of the file's three
    assert one.failed_tests_total == 3
    names = [test.name for test in one.failed_tests]
    assert names[:1] == ["cv is a fraction"]
    assert "stats::cv_is_a_fraction" not in names


def test_an_example_that_failed_under_r_cmd_check_is_named_by_its_rd_file(analyser: Analyser) -> None:
    report = triage("r-cmdcheck-error.log", analyser)
    assert report.tool == "r-cmd-check"
    assert [(test.name, test.file, test.message) for test in report.failed_tests] == [
        ("cv", "man/cv.Rd", "Error in is.data.frame(x) : object 'sample_weights' not found")
    ]
    assert "man/cv.Rd" in [place.file for place in report.locations]
    advice = report.jobs[0].classification.next_step or ""
    assert "examples" in advice
    assert "crashed" not in advice


def test_a_check_finding_that_failed_rcmdcheck_gets_the_checks_advice_not_a_linters(analyser: Analyser) -> None:
    report = triage("r-rcmdcheck-warning.log", analyser)
    assert report.category == "lint/format"
    advice = report.jobs[0].classification.next_step or ""
    assert "error_on" in advice
    assert "fix option" not in advice


def test_lintr_output_pasted_alone_is_its_lints(analyser: Analyser) -> None:
    report = triage("r-lintr.log.plain", analyser)
    assert report.category == "lint/format"
    assert report.tool == "lintr"
    assert [(place.file, place.line, place.column) for place in report.locations][:1] == [("R/stats.R", 14, 10)]


def test_rs_missing_package_is_the_tool_the_step_ran(analyser: Analyser) -> None:
    assert triage("r-missing-pkg.log", analyser).tool == "rscript"  # ``Rscript report.R``
    for name in ("r-cmd-check-missing-dep.gha.log", "r-cmd-check-missing-dep-script.gha.log"):
        checked = triage(name, analyser)  # R CMD check's own line, whatever script ran the check
        assert (checked.category, checked.tool) == ("dependency resolution", "r-cmd-check")
