"""size-limit run with no plugin or preset installed prints which preset to install and measures
nothing: the report read lint/format quoting the runner's exit line, advising to fix the linter's
findings (trial 102 #4). An over-budget bundle stays lint/format (test_size_limit_over_budget.py).

Real output: size-limit 12.1.0 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_no_preset_installed_is_a_missing_plugin(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "size-limit.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert "Install Size Limit preset" in report["summary"]
    assert "@size-limit/preset-" in report["next_step"]
    assert "linter" not in report["next_step"]
