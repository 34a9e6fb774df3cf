"""jest's `  ● suite › test` heading opens one failed test's report, as pytest's banner and mocha's
`1) …` do: a small budget keeps its heading and the assertion line below it first. jest's block was
read as a plain error block, offered after the step's end and left out when fewer than
MIN_PARTIAL_TOKENS were left; at `--budget 60` the excerpt showed `FAIL src/users.test.js` and
`Snapshots: / Time: / Ran all test suites.` only (trial 121, finding 4).

Real output: jest 29.7.0 (node 20.20.2), tests/fixtures/s44-t121b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t121b"


def _excerpt_text(report: dict) -> list[str]:
    return [line.strip() for span in report["excerpt"] for line in span["lines"]]


def test_a_60_token_budget_keeps_the_heading_and_the_assertion(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-two-failed-tests.gha.log", "--budget", "60", "--no-home-skills")
    shown = _excerpt_text(report)
    assert "● normalize › lowercases email and trims name" in shown
    assert "expect(received).toEqual(expected) // deep equality" in shown
    assert report["excerpt_tokens"] <= 60


def test_the_matcher_line_is_jests_assertion(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-two-failed-tests.gha.log", "--no-home-skills")
    hints = [signal for signal in report["signals"] if signal["signal"] == "matcher-hint"]
    assert [(signal["skill"], signal["line"]) for signal in hints] == [("jest", 56)]
