"""A block starts at the paragraph a blank line above it when that paragraph reads as an error
too weakly to head a block of its own: it introduces the message below (a matcher's name above
its expected and actual values, a test driver's ``[compilation failed]`` above the compiler's
error it quotes).

``tests/fixtures/jest/jest-failed-assertion.gha.log`` is real output of jest 29.7.0 (``npx jest
--ci``, Node.js 20) on two failed tests: ``expect(received).toBe(expected) // Object.is
equality``, a blank line, then ``Expected: 3`` and ``Received: -1``. The block of ``Expected: 3``
started at it, below the blank line, so an excerpt cut from it showed the values without the
matcher that compared them.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import Block, build_lines, find_blocks, score_lines
from ci_triage.logs.long_line import LongLine

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "jest" / "jest-failed-assertion.gha.log"
STAMP = len("2026-12-06T13:02:03.0000000Z ")
MATCHER = "    expect(received).toBe(expected) // Object.is equality"


def _step() -> list[str]:
    """The failing step's output lines, without the runner's timestamps and group lines."""
    texts = [line[STAMP:] for line in FIXTURE.read_text(encoding="utf-8").splitlines()]
    body = texts[texts.index("##[endgroup]") + 1 :]
    return body[:-1]  # the runner's exit line


def _blocks(texts: list[str]) -> list[Block]:
    raw: dict[int, bytes | LongLine] = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, Analyser.load().signals, dict.fromkeys(raw, 0))
    section = Section(index=0, name="Run npx jest --ci", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return find_blocks(lines, [section], {0})


def _number(texts: list[str], text: str) -> int:
    return texts.index(text) + 1


def test_the_expected_values_block_starts_at_the_matcher_above_it() -> None:
    texts = _step()
    expected = _number(texts, "    Expected: 3")
    assert texts[expected - 2] == ""  # a blank line between the matcher and the values
    block = next(block for block in _blocks(texts) if block.head == expected)
    assert block.start == _number(texts, MATCHER)


def test_a_paragraph_that_reads_as_no_error_stays_out() -> None:
    """A line above the blank line that scores nothing (the test's own progress output) is no
    introduction of the message: the block starts below the blank line, as before."""
    texts = [("    computing the sum" if text == MATCHER else text) for text in _step()]
    expected = _number(texts, "    Expected: 3")
    block = next(block for block in _blocks(texts) if block.head == expected)
    assert block.start == expected
