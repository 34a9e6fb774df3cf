"""A failed test's line is the place of its file that its own message names, when it names one:
GoogleTest run directly prints a test's assertion (``strutil_test.cpp:3: Failure``) above the test's
``[  FAILED  ]`` line, so the first place below that line is the next test's; Catch2 prints the
test case's own place (``test_money.cpp:8``) above its failed assertion's (``test_money.cpp:9:
FAILED:``).

Trial 94, finding 3 and finding 12's last point (fixtures: ``tests/fixtures/trial-94/README.md``).
Before: ``Trim.RemovesSpaces`` at line 7 (``Trim.Tabs``'s assertion), ``Trim.Tabs`` at none; the
Catch2 tests at their ``TEST_CASE`` lines 8 and 11.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-94"


def test_a_gtest_binary_run_directly_places_each_test_at_its_own_assertion(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gtest-run-directly.gha.log")
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == [
        ("Trim.RemovesSpaces", "tests/strutil_test.cpp", 3),
        ("Trim.Tabs", "tests/strutil_test.cpp", 7),
    ]


def test_a_catch2_test_is_placed_at_its_failed_assertion_not_its_test_case(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-catch2-names-with-spaces.gha.log")
    assert [(test["name"], test["line"]) for test in report["failed_tests"]] == [
        ("parse single-digit fraction", 9),
        ("format pads cents", 12),
    ]
