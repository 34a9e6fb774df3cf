"""Trial t131: test runners and package checks of less common languages, as a fresh user found them.

Fixtures (tests/fixtures/s49-rlang/README.md says how each was made): R CMD check of R 4.2.2,
testthat 3.1.6, busted 2.1.1 (Lua 5.4), Nim 1.6.10, EUnit (OTP 25) and hspec 2.8.5 from Debian 12,
their real output, as printed and wrapped as GitHub Actions job logs.
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


def test_failed_tests_under_r_cmd_check_are_named_and_the_advice_names_the_suites_output_file(
    analyser: Analyser,
) -> None:
    report = triage("r-cmd-check-testthat.gha.log", analyser)
    assert report.category == "test failure"
    assert [(test.name, test.file, test.line) for test in report.failed_tests] == [
        ("trimmed mean of a constant", "tests/testthat/test-stats.R", 2),
        ("empty input errors", "tests/testthat/test-stats.R", 12),
    ]
    assert report.failed_tests_total == 2  # testthat's tally, printed twice by its check reporter, counts once
    advice = report.jobs[0].classification.also_next_step or ""
    assert "tests/testthat.Rout.fail" in advice


def test_a_failed_test_cut_out_of_r_cmd_checks_quote_is_counted_by_testthats_tally(analyser: Analyser) -> None:
    report = triage("r-cmd-check-testthat-cut.gha.log", analyser)
    assert [test.name for test in report.failed_tests] == ["empty input errors"]
    assert report.failed_tests_total == 2  # `[ FAIL 2 | …]`: the first one's heading is above the quoted lines
    assert "tests/testthat.Rout.fail" in (report.jobs[0].classification.also_next_step or "")


def test_a_busted_test_that_raised_is_an_errored_test_whichever_output_handler_printed_it(analyser: Analyser) -> None:
    report = triage("busted-utf-terminal.txt", analyser)  # `-o utfTerminal`: `Failure →`, `Error →`
    assert report.category == "test failure"
    assert [(test.name, test.kind, test.file, test.line) for test in report.failed_tests] == [
        ("math adds", "failed", "spec/math_spec.lua", 3),
        ("math reads config", "error", "spec/math_spec.lua", 7),
    ]


NIM_CHECKOUT = (
    "/home/runner/work/calc/calc"  # the runner's folder the fixture's paths print (the report shows them relative)
)


def test_a_nim_test_that_raised_is_an_errored_test_at_its_stack_traces_first_frame(analyser: Analyser) -> None:
    report = triage("nim-unittest-exception.txt", analyser)
    assert report.category == "test failure"
    assert [(test.name, test.kind, test.file, test.line) for test in report.failed_tests] == [
        ("parses port", "error", f"{NIM_CHECKOUT}/tests/tmath.nim", 11),
        ("compares", "failed", f"{NIM_CHECKOUT}/tests/tmath.nim", 15),
    ]
    assert "invalid integer: 80a" in (report.failed_tests[0].message or "")


def test_an_eunit_test_is_placed_in_its_test_module_by_the_frame_its_report_cites(analyser: Analyser) -> None:
    report = triage("eunit-test-module.txt", analyser)
    assert [(test.name, test.kind, test.file, test.line) for test in report.failed_tests] == [
        ("calc_tests: add_test", "failed", "calc_tests.erl", 5),  # `**error:{assertEqual,…}`: an assertion
        ("calc_tests: parse_test", "error", "calc_tests.erl", 11),  # `**error:badarg`: it raised
    ]  # parse_test is not at calc.erl:4, the code under test that raised


def test_an_eunit_test_whose_code_threw_or_exited_errored_and_a_failed_match_failed(analyser: Analyser) -> None:
    # EUnit of OTP 25, verbose (tests/fixtures/s49-eunit2/README.md): `**throw:…`, `**exit:…` under
    # the tests' stacks; `**error:{assertMatch,…}` is the assertion macro's
    report = triage_path(Path(__file__).parents[1] / "fixtures" / "s49-eunit2" / "eunit-verbose-throw-exit.txt",
                         analyser, DEFAULT_BUDGET)[0]  # fmt: skip
    assert [(test.name, test.kind, test.file, test.line) for test in report.failed_tests] == [
        ("shop_tests: price_test", "failed", "shop_tests.erl", 5),
        ("shop_tests: unknown_test", "error", "shop_tests.erl", 8),
        ("shop_tests: stock_test", "error", "shop_tests.erl", 11),
    ]


def test_the_advice_on_failed_hspec_examples_quotes_hspecs_own_rerun_option(analyser: Analyser) -> None:
    report = triage("hspec-two-failures.txt", analyser)
    assert [test.name for test in report.failed_tests] == ["Calc.add adds two numbers", "Calc.add handles zero"]
    advice = report.jobs[0].classification.next_step or ""
    assert '`--match "/Calc.add/adds two numbers/"`' in advice
