"""A failed test gets the file and line its runner prints below the line naming it: Bats' TAP
``not ok 1 prints version`` over ``# (in test file cli.bats, line 4)``, and a behave scenario
named above its ``ASSERT FAILED:`` whose file and line only its ``Failing scenarios:`` entry gives
(``features/cart.feature:2  Add item``) had neither, though both were among the locations (trial
114, #9).

Real output: Debian's bats 1.8.2 and behave 1.3.3, run by trial 114
(tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("bt_fail.log", [("prints version", "cli.bats", 4), ("config file exists", "cli.bats", 11)]),
        (
            "bh_fail.log",
            [("Add item", "features/cart.feature", 2), ("Remove item", "features/cart.feature", 7)],
        ),
    ],
)
def test_each_failed_test_has_its_file_and_line(
    triage_json: Callable[..., dict], log: str, places: list[tuple[str, str, int]]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == places
