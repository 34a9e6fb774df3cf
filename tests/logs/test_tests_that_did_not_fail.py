"""A test that ran and did not fail the run is never listed as a failed test, though its report reads
like a failure: rspec's pending examples (``Pending:``, each with its ``Failure/Error:``), a TAP test
with a ``# TODO`` or ``# SKIP`` directive, PHPUnit's risky, incomplete and skipped tests.

The fixtures (``fixtures/not-failed/``) are real output made here on 2026-12-02 (RSpec 3.12, prove
3.44 with Perl 5.36.0, PHPUnit 9.6.7; ``tests/fixtures/passing/README.md``): each run has one real
failure beside the tests that did not fail, and exited 1. The same runs without the real failure are
passing fixtures (``tests/fixtures/passing/plain/``: rspec-pending, prove-v-todo-skip, phpunit-risky).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import not_failed_reports
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

NOT_FAILED = Path(__file__).parent / "fixtures" / "not-failed"


@pytest.mark.parametrize(
    ("name", "failed"),
    [
        ("rspec-pending-and-failure", ["Calc adds two numbers"]),
        ("prove-v-todo-and-failure", ["add works"]),
        ("phpunit-risky-and-failure", ["CalcTest::testAdd"]),
    ],
)
def test_only_the_failed_test_is_listed(name: str, failed: list[str], analyser: Analyser) -> None:
    with open_log_source(str(NOT_FAILED / f"{name}.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == failed


@pytest.mark.parametrize(
    ("name", "not_failed_file"),
    [
        ("rspec-pending-and-failure", "spec/pend_spec.rb"),
        ("phpunit-risky-and-failure", "RiskyTest.php"),
    ],
)
def test_no_location_of_a_test_that_did_not_fail(name: str, not_failed_file: str, analyser: Analyser) -> None:
    with open_log_source(str(NOT_FAILED / f"{name}.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert [location.file for location in report.locations if location.file.endswith(not_failed_file)] == []


def test_the_classification_cites_the_failure_not_the_pending_example(analyser: Analyser) -> None:
    with open_log_source(str(NOT_FAILED / "rspec-pending-and-failure.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    cited = {hit.line for hit in report.signals if (hit.skill, hit.signal) == ("rspec", "failure-error")}
    assert cited == {23}  # the failure's Failure/Error:, not the pending example's at line 8


def numbered(text: str) -> dict[int, str]:
    return dict(enumerate(text.splitlines(), start=1))


def test_a_tap_todo_test_and_its_comments_are_no_failure() -> None:
    texts = numbered(
        "not ok 1 - parses # TODO not written\n"
        "#   Failed (TODO) test 'parses'\n"
        "#   at t/p.t line 3.\n"
        "#   Failed test 'adds'\n"
        "not ok 2 - adds\n"
    )
    assert not_failed_reports(texts) == {1, 2, 3}


def test_a_not_ok_line_skipped_by_its_directive_is_no_failure() -> None:
    # The TAP specification's directives are case-insensitive: "# SKIP" or Test::More's "# skip".
    texts = numbered("not ok 1 - fetches # SKIP no network\nnot ok 2 - adds # skip\nnot ok 3 - subtracts\n")
    assert not_failed_reports(texts) == {1, 2}


def test_rspecs_pending_section_ends_at_the_next_line_at_the_margin() -> None:
    texts = numbered("Pending:\n  1) A waits\n     # later\nFailures:\n  1) B adds\n")
    assert not_failed_reports(texts) == {1, 2, 3}


def test_phpunits_risky_section_ends_at_the_next_section() -> None:
    texts = numbered(
        "There were 2 incomplete tests:\n1) T::testA\n--\n2) T::testB\nThere was 1 failure:\n1) T::testC\nFAILURES!\n"
    )
    assert not_failed_reports(texts) == {1, 2, 3, 4}


def test_a_gap_in_the_lines_read_ends_a_section() -> None:
    texts = {1: "There was 1 risky test:", 2: "1) T::testA", 9: "1) T::testB"}
    assert not_failed_reports(texts) == {1, 2}


def test_the_packages_an_auditor_skipped_are_no_failure() -> None:
    # pip-audit 2.10.1 without --strict: the verdict, then the table of packages it could not audit.
    texts = numbered(
        "No known vulnerabilities found\n"
        "Name     Skip Reason\n"
        "-------- -----------\n"
        "requests Dependency not found on PyPI and could not be audited: requests (2.31.0)\n"
        "\n"
        "ERROR: could not open requirements file\n"
    )
    assert not_failed_reports(texts) == {2, 3, 4}


TRIAL_97 = Path(__file__).parents[1] / "fixtures" / "s35-t97b"


@pytest.mark.parametrize(
    ("name", "failed"),
    [
        ("phpunit_risky_only", ["PriceTest::testNothing"]),
        ("phpunit_strict", ["PriceTest::testDeprecated", "PriceTest::testNothing"]),
    ],
)
def test_a_risky_test_fails_the_run_under_fail_on_risky(name: str, failed: list[str], analyser: Analyser) -> None:
    """``phpunit --fail-on-risky`` (PHPUnit 9.6.7, tests/fixtures/s35-t97b/README.md) exits 1 on a risky
    test alone: it is a failed test, beside an error when there is one."""
    with open_log_source(str(TRIAL_97 / f"{name}.gha.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == failed
