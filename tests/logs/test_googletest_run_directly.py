"""A GoogleTest binary run directly (not through ctest) is a test failure naming its failed tests,
each with its assertion (trial 36, finding 12: it was ``unknown``; fixtures:
tests/fixtures/trial-36/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-36"


def test_the_failed_test_is_named_with_its_assertion_and_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha_gtest_direct.log")
    assert report["category"] == "test failure"
    assert report["tool"] == "googletest"
    [test] = report["failed_tests"]
    assert test["name"] == "Median.EvenCount"
    assert test["message"].endswith("Which is: 3 2.5 even-sized input must average the middle pair")
    assert [(where["file"].rsplit("/", 2)[-2:], where["line"]) for where in report["locations"]] == [
        (["tests", "vec_tests.cpp"], 20)
    ]


def test_a_run_that_crashes_later_names_the_failed_test_and_shows_the_crash(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "gha_gtest_direct_crash.log")
    assert report["category"] == "test failure"
    # the test it crashed in is named too: its [ RUN ] line is the last, with no verdict after it
    assert [test["name"] for test in report["failed_tests"]] == ["Median.EvenCount", "Median.Empty"]
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert any("Segmentation fault" in line for line in shown)
