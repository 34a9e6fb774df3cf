"""Python projects' own suites as a new user ran them (user trial 30, ``fixtures/trial30/``, its
README says what each log is): what the triage reads in each."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

TRIAL = Path(__file__).resolve().parent / "fixtures" / "trial30"


def test_a_test_path_pytest_cannot_find_is_configuration_and_no_failed_test(analyser: Analyser) -> None:
    """pytest exit 4 (``ERROR: file or directory not found: tests/``, ``collected 0 items``): no
    test ran, so the advice is the step's working directory, not re-running failed tests."""
    report, _ = triage_path(str(TRIAL / "wrong-workdir.log"), analyser, DEFAULT_BUDGET)
    assert report.category == "configuration"
    assert report.confidence >= 0.7
    assert report.summary.endswith("ERROR: file or directory not found: tests/")
    assert not report.failed_tests
    advice = next_step(report)
    assert "working-directory" in advice
    assert "failed tests" not in advice


def test_a_mypy_pretty_message_wrapped_onto_the_next_line_is_joined(analyser: Analyser) -> None:
    """``mypy --pretty`` wraps ``error: Incompatible return value type (got "str",`` at the console's
    width; the rest, with the error code, is the next line's start."""
    report, _ = triage_path(str(TRIAL / "mypy-strict-fail.log"), analyser, DEFAULT_BUDGET)
    whole = 'Incompatible return value type (got "str", expected "int")  [return-value]'
    assert report.category == "type check"
    tally = " (Found 10 errors in 3 files (checked 13 source files))"
    assert report.summary.endswith(f"src/humanize/number.py:76: error: {whole}{tally}")
    assert [location.message for location in report.locations[:2]] == [whole, whole]


def test_a_coverage_gate_with_every_test_passing_advises_tests_for_the_missing_lines(analyser: Analyser) -> None:
    """``Ran 817 tests ... OK`` then ``Coverage failure: total of 98 is less than fail-under=99``:
    the advice is the gate's, not re-running failed tests, and unittest's progress dots glued to a
    warning's path (``.....…/more_itertools/more.py:1742: DeprecationWarning``) are no location."""
    report, _ = triage_path(str(TRIAL / "coverage-gate.log"), analyser, DEFAULT_BUDGET)
    assert report.summary.endswith("Coverage failure: total of 98 is less than fail-under=99")
    assert report.category == "lint/format"  # a gate on a measure of the code, no failed test
    assert not report.failed_tests
    assert not [location.file for location in report.locations if location.file.startswith("...")]
    advice = next_step(report)
    assert "Missing column" in advice
    assert "Run the failed tests" not in advice


def test_a_coverage_shortfall_of_failed_tests_is_no_rival_to_them(analyser: Analyser) -> None:
    """7 ``FAILED`` tests and pytest-cov's ``FAIL Required test coverage of 99% not reached``: the
    failed tests decide, confidently, and the threshold line makes no ``configuration`` rival."""
    report, _ = triage_path(str(TRIAL / "intcomma-plus-cov-fail-under.log"), analyser, DEFAULT_BUDGET)
    assert report.category == "test failure"
    assert report.confidence >= 0.85
    assert len(report.failed_tests) == 7
    assert "configuration" not in {other.category for other in report.competing}


def test_a_skipped_tests_place_in_the_short_summary_is_no_location(analyser: Analyser) -> None:
    """pytest's ``SKIPPED [1] tests/test_make.py:2563: Pre-3.10 only.`` names where a test was
    skipped, not where one failed; the failures' places stay."""
    report, _ = triage_path(str(TRIAL / "attrs-mypy-bumped.log"), analyser, DEFAULT_BUDGET)
    places = [(location.file, location.line) for location in report.locations]
    assert ("tests/test_converters.py", 267) in places
    assert not [file for file, _ in places if file.endswith(("test_make.py", "test_pyright.py"))]
