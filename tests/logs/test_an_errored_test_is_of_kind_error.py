"""A test whose runner tells an exception that escaped it from a failed assertion is listed with kind
``error``, one rule for every such runner: testthat's ``Error ('test-stats.R:14'): reads weights
file`` beside its ``Failure (…)`` was a ``failed`` test (trial 109 #11), as were HUnit's ``### Error
in:`` and a JUnit ``<error>`` other than pytest's set-up and collection errors. Where GHC names the
place in the exception (``CallStack (from HasCallStack):`` and its ``error, called at Tests.hs:11:9``
frame, or a source span ``Tests.hs:(5,15)-(6,12): Non-exhaustive patterns in case``), the errored
HUnit test has that file and the exception's own text as its message, not the call stack's frame.

Real output (tests/fixtures/s39-t109rest/README.md and tests/fixtures/trial-109/README.md): testthat
3.1.6 under R 4.2.2, HUnit 1.6.2 under GHC 9.0.2's runghc, the JUnit Platform console launcher 1.9.1
(Jupiter 5.9.2, OpenJDK 17), Debian 12 packages.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"
S39 = FIXTURES / "s39-t109rest"


def _tests(report: dict) -> list[tuple[str, str, str | None, int | None]]:
    return [(test["name"], test["kind"], test["file"], test["line"]) for test in report["failed_tests"]]


def test_testthats_error_heading_is_an_errored_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "trial-109" / "r-testthat-error.log", "--no-home-skills")
    assert _tests(report) == [("reads weights file", "error", "tests/testthat/test-stats.R", 14)]
    assert "reads weights file (error)" in report["summary"]


def test_testthats_failure_heading_stays_a_failed_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "trial-109" / "r-check-tests-fail.log", "--no-home-skills")
    assert {test["kind"] for test in report["failed_tests"]} == {"failed"}


def test_hunits_error_heading_is_an_errored_test_named_by_its_call_stack(triage_json: Callable[..., dict]) -> None:
    report = triage_json(S39 / "hs-hunit-error-callstack.log", "--no-home-skills")
    assert _tests(report) == [
        ("1:case-insensitive", "failed", "Tests.hs", 16),
        ("2:first of empty", "error", "Tests.hs", 11),
    ]
    assert report["failed_tests"][1]["message"] == "firstWord: no words"


def test_hunits_errored_test_is_placed_by_ghcs_source_span(triage_json: Callable[..., dict]) -> None:
    report = triage_json(S39 / "hs-hunit-error-span-plain.txt", "--no-home-skills")
    assert _tests(report) == [("1:first of empty", "error", "Tests.hs", 5)]
    assert ("Tests.hs", 5, 15) in [(place["file"], place["line"], place["column"]) for place in report["locations"]]


def test_hunits_error_without_a_place_has_no_file(triage_json: Callable[..., dict]) -> None:
    """GHC 9.0's ``Prelude.head: empty list`` names no place: the test's file stays unknown."""
    report = triage_json(FIXTURES / "s38-t109b" / "hs-hunit-plain.txt", "--no-home-skills")
    assert _tests(report) == [
        ("1:case-insensitive", "failed", "Tests.hs", 11),
        ("3:head of empty", "error", None, None),
    ]


def test_a_junit_error_element_is_an_errored_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(S39 / "junit5-error-and-failure.xml", "--no-home-skills")
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [
        ("PriceTest::roundsHalfUp()", "failed"),
        ("PriceTest::parsesEuros()", "error"),
    ]
