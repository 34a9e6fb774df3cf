"""At a small `--budget` a long line that explains the failure was dropped whole: perl's `Can't locate
JSON/Tiny/Missing.pm in @INC (you may need to install the JSON::Tiny::Missing module) (@INC contains: …)`
(450 characters) at `--budget 300`, while the advice pointed at it (trial 126 #3). A line past its share
of the budget is shown shortened, as a line past 1,000 characters is when it is read.

Real output: prove 3.44, perl 5.36 (tests/fixtures/long-line-budget/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "long-line-budget"
LOG = FIXTURES / "prove-missing-module.gha.log"


def _line(report: dict, number: int) -> str | None:
    """Excerpt line ``number`` (1-based) of ``report``, as shown; None when the excerpt left it out."""
    span = next((s for s in report["excerpt"] if s["start_line"] <= number <= s["end_line"]), None)
    return span["lines"][number - span["start_line"]] if span else None


def test_a_small_budget_keeps_the_long_explaining_line_shortened(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--budget", "300")
    shown = _line(report, 37)
    assert shown is not None
    assert shown.startswith("Can't locate JSON/Tiny/Missing.pm in @INC (you may need to install the JSON::Tiny::")
    assert shown.endswith("more characters]")
    assert len(shown) < 250
    assert report["excerpt_tokens"] <= 300


def test_the_default_budget_shows_the_line_whole(triage_json: Callable[..., dict]) -> None:
    shown = _line(triage_json(LOG), 37)
    assert shown is not None
    assert shown.endswith("at t/json.t line 4.")
