"""A test failure in a run whose runner shuffled its tests names the seed and how to replay that
order (trial 74 #7: `Using --randomly-seed=2` was in the excerpt, the advice only "Run the failed
tests locally").

Fixtures ``tests/fixtures/s32-t74b`` (README there): real pytest-randomly 5.1 (trial 74's log), go 1.19
``-shuffle=on``, RSpec 3.12 ``--order random`` and jest 29.7 ``--randomize`` output of one
order-dependent pair of tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t74b"
GO_SEED = "1796487104409645995"


@pytest.mark.parametrize(
    ("log", "seed", "replay", "written"),
    [
        (
            "pytest-randomly-order.gha.log",
            "pytest-randomly's seed 2",
            "-p randomly --randomly-seed=2",
            "-p no:randomly",
        ),
        ("go-shuffle-order.gha.log", f"go test's seed {GO_SEED}", f"-shuffle={GO_SEED}", "-shuffle=off"),
        ("rspec-random-order.gha.log", "RSpec's seed 26101", "--seed 26101", "--order defined"),
        ("jest-randomize.gha.log", "jest's seed 407190850", "--randomize --seed=407190850", "--randomize"),
    ],
)
def test_a_failure_in_a_shuffled_run_says_how_to_replay_its_order(
    triage_json: Callable[..., dict], log: str, seed: str, replay: str, written: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert len(report["failed_tests"]) == 1
    advice = report["next_step"]
    assert f"The tests ran in a random order ({seed}, line " in advice
    assert "depends on state another test leaves behind" in advice
    assert f"`{replay}`" in advice
    assert f"`{written}` they run in their written order" in advice


def test_a_run_in_written_order_gets_no_order_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES.parent / "s31-t74" / "flaky-plugin.gha.log")
    assert report["category"] == "test failure"
    assert "random order" not in report["next_step"]


def test_exunits_seed_is_replayed_with_exunits_own_options(triage_json: Callable[..., dict]) -> None:
    """ExUnit prints RSpec's words, `Randomized with seed 539865`; its written order is `--seed 0`, and
    `mix test --order defined` is an unknown option (user trial 100, Elixir 1.14.0;
    tests/fixtures/s36-t100b/README.md)."""
    report = triage_json(FIXTURES.parent / "s36-t100b" / "exunit-two-failures.gha.log", "--no-home-skills")
    advice = report["next_step"]
    assert "(ExUnit's seed 539865, line 60)" in advice
    assert "`--seed 539865`" in advice
    assert "with `--seed 0` they run in their written order" in advice
    assert "RSpec" not in advice
    assert "--order" not in advice


def test_hspecs_seed_names_no_random_order(triage_json: Callable[..., dict]) -> None:
    """hspec prints `Randomized with seed 917680328` for QuickCheck's generator and runs its tests in
    their written order unless `--randomize` (tests/fixtures/s31-t73b/README.md)."""
    report = triage_json(FIXTURES.parent / "s31-t73b" / "hs-hspec.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert "random order" not in report["next_step"]
