"""A small `--budget` shortens the excerpt, not the facts: trial 100's ExUnit job lost its failed
tests' `file`/`line` and all its locations at `--budget 50`, since ExUnit names a test's place on
the line below its name (`test/shop_test.exs:13`), which only the excerpt's lines were read for.

Real output (tests/fixtures/s36-t100b/README.md): Elixir 1.14.0's `mix test`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


def test_a_small_budget_keeps_the_failed_tests_places(triage_json: Callable[..., dict]) -> None:
    log = FIXTURES / "exunit-two-failures.gha.log"
    small = triage_json(log, "--no-home-skills", "--budget", "50")
    places = [(test["file"], test["line"]) for test in small["failed_tests"]]
    assert places == [("test/shop_test.exs", 13), ("test/shop_test.exs", 9)]
    assert {("test/shop_test.exs", 13), ("test/shop_test.exs", 9)} <= {
        (location["file"], location["line"]) for location in small["locations"]
    }
    full = triage_json(log, "--no-home-skills")
    assert [(test["file"], test["line"]) for test in full["failed_tests"]] == places
