"""The signal index screens each line with the sets of literals and of the signals without one: it
finds what running every signal's regex (and ``unless``) on the line finds, with the same groups, in
the same order."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.skills.test_bundled_signals import EXAMPLES, PASSING_LINES

from ci_triage.logs.clean import clean_line
from ci_triage.logs.signals import SignalIndex, SignalMatch, _LiteralScreen
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


def _every_signal(index: SignalIndex, text: str) -> list[tuple[str, str, dict[str, str]]]:
    """What matching ``text`` with every signal of ``index``, unscreened, finds."""
    found = []
    for signal in index.signals:
        hit = signal.regex.search(text)
        if hit and not (signal.unless_regex is not None and signal.unless_regex.search(text)):
            found.append((signal.skill, signal.id, {name: value for name, value in hit.groupdict().items() if value}))
    return found


def test_screened_matches_are_every_signal_s_matches(lines: list[str]) -> None:
    index = SignalIndex(load_skills())
    screened = [_described(index.match(text)) for text in lines]
    assert sum(map(len, screened)) > len(EXAMPLES)  # the lines do hold signals
    assert screened == [_every_signal(index, text) for text in lines]


def test_the_literal_screen_holds_what_substring_tests_hold(lines: list[str]) -> None:
    index = SignalIndex(load_skills())
    literals = index._literals
    screen = _LiteralScreen(literals)
    for text in [*lines, *(line.title() for line in lines), "İstanbul ERROR: Straße ǅ K"]:
        lowered = text.lower()
        expected = [i for i, literal, folded in literals if literal in (lowered if folded else text)]
        assert screen.held(text) == expected, text
