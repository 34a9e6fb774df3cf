"""The signal index screens a log's first lines without the set of all signals (cheaper for a small
log) and later lines with it: both ways find the same matches, with the same groups, in the same order."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.skills.test_bundled_signals import EXAMPLES, PASSING_LINES

from ci_triage.logs.clean import clean_line
from ci_triage.logs.signals import SignalIndex, SignalMatch
from ci_triage.logs.skills import load_skills

EXAMPLE_LOGS = Path(__file__).resolve().parents[2] / "examples" / "logs"


def _lines() -> list[str]:
    """Cleaned lines that hold signals and near misses: the example logs, each bundled signal's
    documented example and passing lines, and each literal alone, in a sentence and upper-cased
    (the literal is there, the regex around it mostly is not)."""
    raw = [line for log in sorted(EXAMPLE_LOGS.glob("*.log")) for line in log.read_text(encoding="utf-8").splitlines()]
    raw += [line for _, line in EXAMPLES] + list(PASSING_LINES)
    literals = sorted({signal.literal for signal in SignalIndex(load_skills()).signals if signal.literal})
    for literal in literals:
        raw += [literal, f"error: {literal} in src/app.py:12", literal.upper()]
    return [text for text in (clean_line(line).text for line in raw) if text.strip()]


def _described(matches: list[SignalMatch]) -> list[tuple[str, str, dict[str, str]]]:
    return [(match.signal.skill, match.signal.id, match.groups) for match in matches]


@pytest.fixture(scope="module")
def lines() -> list[str]:
    return _lines()


def test_screening_with_and_without_the_full_set_finds_the_same_matches(lines: list[str]) -> None:
    small = SignalIndex(load_skills(), small_lines=len(lines))
    full = SignalIndex(load_skills(), small_lines=0)
    found_small = [_described(small.match(text)) for text in lines]
    found_full = [_described(full.match(text)) for text in lines]
    assert sum(map(len, found_full)) > len(EXAMPLES)  # the lines do hold signals
    assert found_small == found_full


def test_an_index_told_of_many_lines_finds_the_same_matches(lines: list[str]) -> None:
    told = SignalIndex(load_skills(), small_lines=len(lines) // 2)
    told.expect(len(lines))
    full = SignalIndex(load_skills(), small_lines=0)
    assert [_described(told.match(text)) for text in lines] == [_described(full.match(text)) for text in lines]
