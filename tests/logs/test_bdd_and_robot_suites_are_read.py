"""behave, Cucumber.js and Robot Framework have skills of their own: behave's and Robot's runs
were ``unknown`` (0.00) with no failed test, Robot's summary kept its column padding, Cucumber.js
was a test failure by a mocha signal with no failed scenario (trial 88, #4, #5, #6). Their failed
scenarios and tests are listed with the failing step's error as the message; undefined and
ambiguous steps are configuration (a failed assertion beside them leads); a Robot library that
did not import is a missing dependency when the tests fail for its keywords.

Real output: behave 1.3.3, cucumber-js, Robot Framework 7.5 run by trial 88,
tests/fixtures/s33-t88/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t88"


@pytest.mark.parametrize(
    ("log", "tool", "tests"),
    [
        (
            "behave_fail.log",
            "behave",
            [("Apply discount code", "expected 18.0, got 19.8"), ("Remove an item", None)],
        ),
        (
            "cucumber.log",
            "cucumber-js",
            [
                (
                    "Free shipping over 50",
                    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 4.5 !== 0",
                ),
                ("Express shipping", None),
                ("Gift wrap", None),
            ],
        ),
        (
            "robot.log",
            "robot",
            [
                ("Token Expiry Is One Hour", "token TTL is wrong: 3540 != 3600"),
                ("Locked Account Shows Message", "'Your account is locked' does not contain 'contact support'"),
            ],
        ),
    ],
)
def test_the_failed_scenarios_and_their_errors(
    triage_json: Callable[..., dict], log: str, tool: str, tests: list[tuple[str, str | None]]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", tool)
    named = {test["name"]: test["message"] for test in report["failed_tests"]}
    for name, message in tests:
        assert name in named
        assert message is None or named[name] == message
    assert tests[0][1] in report["summary"]
    assert "| FAIL |" not in report["summary"]


def test_an_ambiguous_step_at_load_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "behave_ambig.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert "AmbiguousStep: @given('an empty cart')" in report["summary"]


def test_cucumbers_undefined_and_ambiguous_steps_are_rivals(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "cucumber.log", "--no-home-skills")
    assert {rival["category"] for rival in report["competing"]} >= {"configuration"}


def test_a_robot_library_not_installed_is_a_missing_dependency(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "robot_missing.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("dependency resolution", "robot")
    assert "Importing library 'RequestsLibrary' failed" in report["summary"]
    assert "robotframework-requests" in report["next_step"]
