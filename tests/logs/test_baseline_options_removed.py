"""A step whose every line the passing log has too, where only an option that let it pass was
removed since (``--exit-zero``), gets the verdict those lines give × 0.9 (README, ``--baseline``), as
an ``|| true`` removed does: the step's new ``Run`` header is the changed option, not a new line of
output.

Real output (tests/fixtures/trial-113/README.md): ruff 0.17.6 ``--output-format=github``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-113"


def test_only_known_lines_after_an_option_removed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(
        FIXTURES / "ruff-0.17.6-github.log",
        "--no-home-skills",
        "--baseline",
        str(FIXTURES / "ruff-0.17.6-github-exit-zero-pass.log"),
    )
    assert report["category"] == "lint/format"
    steps = [(step["reason"], step["after"] / step["before"]) for step in report["confidence_steps"]]
    assert [reason for reason, _factor in steps if reason != "calibrated"] == ["only known lines"]
    assert round(steps[-1][1], 2) == 0.9
