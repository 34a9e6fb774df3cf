"""A BDD run whose only failures are steps without a definition is the suite's wiring
(``configuration``), as the README says of behave's and Cucumber.js's undefined steps: behave's
run of undefined steps alone was a test failure (0.6) and pytest-bdd's
``StepDefinitionNotFoundError`` a confident one (0.9) with generic advice and no place (trial
114, #4 and #5). A scenario that failed or raised beside them keeps the run a test failure.

Real output: behave 1.3.3 and pytest 9.2.0 with pytest-bdd 9.0.1, run by trial 114 and here
(tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


def test_behave_with_only_undefined_steps_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "bh_undef.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert "behave --dry-run" in report["next_step"]
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == [
        ("good login", "features/a.feature", 2)
    ]


@pytest.mark.parametrize(
    ("log", "tests"),
    [
        ("bh_fail.log", ["Add item", "Remove item"]),  # an assertion beside the undefined steps
        ("behave_error_undefined.log", ["undefined only", "boom"]),  # a step that raised beside them
    ],
)
def test_a_scenario_that_failed_otherwise_keeps_a_test_failure(
    triage_json: Callable[..., dict], log: str, tests: list[str]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == tests
    assert "behave --dry-run" in report["next_step"]  # the undefined steps' advice after the tests'


def test_a_pytest_bdd_step_without_definition_is_configuration_at_its_feature_line(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "pb_fail.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    [test] = report["failed_tests"]
    assert test["name"] == "tests/test_login.py::test_good_login"
    assert 'in scenario "good login"' in test["message"]
    assert ("tests/login.feature", 4) in {(place["file"], place["line"]) for place in report["locations"]}
    assert "`@given`/`@when`/`@then` definition" in report["next_step"]
    assert 'When "he logs in with "secret""' in report["summary"]
