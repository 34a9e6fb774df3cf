"""A Catch2 binary run directly (not through ctest) is a test failure naming its failed test cases,
each with its failed assertion, its expression and values, at the assertion's place.

Trial 94, finding 2 (fixtures: ``tests/fixtures/trial-94/README.md``; a Catch2 2.13.10 binary built
here: ``tests/skills/fixtures/catch2.txt``). Before: ``unknown``, no failed test.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-94"
SKILL_FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def test_the_failed_test_cases_are_named_with_their_assertions(triage_json: Callable[..., dict]) -> None:
    report = triage_json(TRIAL / "catch2-run-directly.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "catch2")
    assert [(test["name"], test["file"], test["line"], test["message"]) for test in report["failed_tests"]] == [
        (
            "parse single-digit fraction",
            "tests/test_money.cpp",
            9,
            'tests/test_money.cpp:9: FAILED: CHECK( parse_money("1.5").cents == 150 ) with expansion: 105 == 150',
        ),
        (
            "format pads cents",
            "tests/test_money.cpp",
            12,
            'tests/test_money.cpp:12: FAILED: CHECK( format_money(Money{105}) == "1.05" ) '
            'with expansion: "1.5" == "1.05"',
        ),
    ]
    assert (report["failed_tests_total"], report["failed_tests_complete"]) == (2, True)


def test_a_test_case_is_named_above_its_sections_and_once_for_two_failed_assertions(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(SKILL_FIXTURES / "catch2.txt")
    assert [(test["name"], test["line"]) for test in report["failed_tests"]] == [
        ("queue keeps order", 10),
        ("parse rejects empty input", 15),
    ]
    assert report["failed_tests"][1]["message"].endswith("due to unexpected exception with message: empty input")


def test_under_ctest_the_catch2_report_gives_each_tests_message(triage_json: Callable[..., dict]) -> None:
    report = triage_json(TRIAL / "ctest-catch2-names-with-spaces.gha.log")
    assert report["tool"] == "ctest"
    assert report["failed_tests"][0]["message"].endswith("with expansion: 105 == 150")
