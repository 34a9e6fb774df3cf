"""A test failure's advice names at most three failed tests and says how many more failed
(``Run the failed tests locally (A, B, C and 1 more)``), as the summary does: a capped list read as
complete (trial 53 FINDINGS #10a: rspec's four failures named as three).

Fixture (tests/fixtures/s28-misc, README there): rspec 3.12 (Debian 12's ruby-rspec, ruby 3.1.2),
four failed examples of five.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"


def test_the_advice_says_how_many_failed_tests_it_leaves_out(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "rspec-four-failures.gha.log")
    assert report["category"] == "test failure"
    assert len(report["failed_tests"]) == 4
    assert report["next_step"].startswith(
        "Run the failed tests locally (Cart sums prices, Cart counts items, Cart applies a discount and 1 more);"
    )
