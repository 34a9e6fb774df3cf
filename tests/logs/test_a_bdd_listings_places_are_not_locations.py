"""behave's formatter prints every feature, scenario and step with the place of its source as a
comment (``# features/cart.feature:1``, ``# features/steps/cart_steps.py:3``): the locations listed
the feature's line and the passing steps' definitions before the failed step's (trial 90, #4;
trial 88, #4). Only the failed step's definition (its error indented right below it) and the
failed scenario's line (behave's ``Failing scenarios:`` list) are locations. An undefined step's
message names the step and says it is undefined, with behave's snippet as the way to implement it
(trial 90, #6).

Real output: behave 1.3.3 run by trial 90 (tests/fixtures/s33-t90/README.md) and trial 88
(tests/fixtures/s33-t88/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("s33-t90/behave.log", [("features/cart.feature", 2), ("features/steps/cart_steps.py", 15)]),
        (
            "s33-t88/behave_fail.log",
            [("features/cart.feature", 10), ("features/steps/cart_steps.py", 16), ("features/cart.feature", 16)],
        ),
    ],
)
def test_only_the_failed_steps_and_scenarios_places(
    triage_json: Callable[..., dict], log: str, places: list[tuple[str, int]]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert [(location["file"], location["line"]) for location in report["locations"]] == places


def test_an_undefined_step_is_named_and_said_undefined(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s33-t90" / "behave_undef.log", "--no-home-skills")
    message = report["failed_tests"][0]["message"]
    assert message.startswith('undefined step “When he logs in with "pw"”')
    assert "snippet" in message
    assert "undefined step “When he logs in" in report["summary"]
