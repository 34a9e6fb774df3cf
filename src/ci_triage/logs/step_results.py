"""The lines that count a failing step's failed tests, found in the whole of a step too long to read
whole: its test runner's tally (pytest's ``=== 115 failed, 2 passed in 213.12s ===``) and the result
lines naming a failed test (``test_x.py::test_a FAILED``, ``--- FAIL: TestA``, ``not ok 3 - adds``).

The second pass reads a long step in windows around the lines the first pass kept
(:mod:`ci_triage.logs.second_pass`), and the first pass keeps a bounded number of a step's trigger
lines (its first and last ones, the first of each kind: :data:`~ci_triage.logs.first_pass.LAST_KEPT`,
:data:`~ci_triage.logs.first_pass.KINDS_KEPT`). Which result lines and whether the tally were read
then moved with every trigger word added to the first pass, and with them the count of failed
tests (a tuning log's 115 read as 92). This module finds them in the step's bytes in one linear
pass (RE2 finds the candidate lines; Python reads only those), so the count is the same however
the windows fall.
"""

from __future__ import annotations

from collections import deque
from functools import cache
from typing import BinaryIO

import re2

from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.re2_patterns import re2_options
from ci_triage.logs.runner_tally import TALLY_WORDS

RESULT_LINES_KEPT = 2000
"""Candidate result lines kept from a step's start, as many as a failing step read whole has
(:data:`ci_triage.logs.analyse.COMPLETENESS_LINES`): each costs the signals' matching (≈ 1 ms of
CPU with the failed-test extraction), so a step naming 10^5 failed tests costs no more than this;
it is counted by its runner's tally, and its first result lines name the tests listed."""
TALLIES_KEPT = 64
"""Candidate tally lines kept from a step's end, where a runner prints its tally (a step may run
several runners, or one per package)."""


_COLOURS = rb"(?:\x1b\[[0-9;]*m)*"
"""A run of SGR escape sequences (colours), which a terminal-minded tool prints around a word: pytest's
``::test_a \x1b[31mFAILED\x1b[0m``, whose cleaned text holds the literal `` FAILED`` its raw bytes do not."""


def _literal_pattern(text: str, ignore_case: bool) -> bytes:
    """The RE2 pattern of a signal's literal on a raw line: its bytes escaped, with colours allowed
    on either side of each space (:data:`_COLOURS`)."""
    words = [re2.escape(word.encode("utf-8")) for word in text.split(" ")]
    pattern = (_COLOURS + b" " + _COLOURS).join(words)
    return b"(?i:%s)" % pattern if ignore_case else pattern


@cache
def _candidates(literals: tuple[tuple[str, bool], ...]) -> re2._Regexp:
    """The automaton of a candidate line's trigger: a tally's words (the first group) or one of
    ``literals`` (``(text, ignore_case)``, the literals every match of a signal naming a test
    holds, :func:`_literal_pattern`); compiled once for each set of literals."""
    escaped = [_literal_pattern(text, ignore_case) for text, ignore_case in literals]
    results = b"|".join(escaped) or b"[^\\s\\S]"
    return re2.compile(b"(%s)|%s" % (TALLY_WORDS, results), re2_options())


def step_result_lines(
    file: BinaryIO,
    section: Section,
    total_lines: int,
    literals: tuple[tuple[str, bool], ...],
) -> tuple[dict[int, bytes], bool]:
    """The candidate lines of ``section`` of the log ``file`` (binary, seekable) that may count its
    failed tests, read from its first line to its last (at most ``total_lines``): 1-based line number
    → the line's bytes as read (its stamp and colours kept, for
    :func:`ci_triage.logs.localise.build_lines`), and whether every candidate was kept. A candidate
    holds a tally's words (:data:`ci_triage.logs.runner_tally.TALLY_WORDS`; the last
    :data:`TALLIES_KEPT` kept) or one of ``literals`` (``(text, ignore_case)``: those of the signals
    that name a failed test, :meth:`ci_triage.logs.signals.SignalIndex.test_literals`; the first
    :data:`RESULT_LINES_KEPT` kept); which of them is a tally or names a failed test is for the
    caller to judge. A line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES` is none. One
    pass over the step's bytes; the file's position is left past what was read."""
    finder = _candidates(literals)  # once RESULT_LINES_KEPT are kept: tallies only
    last = min(section.end_line, total_lines)
    results: dict[int, bytes] = {}
    tallies: deque[tuple[int, bytes]] = deque(maxlen=TALLIES_KEPT)
    whole = True
    for number, chunk in whole_line_blocks(file, section.start.line, section.start.offset, last):
        counted, line, position = 0, number, 0
        while (candidate := finder.search(chunk, position)) is not None:
            start = chunk.rfind(b"\n", 0, candidate.start()) + 1
            end = chunk.find(b"\n", start)
            position = end + 1 if end >= 0 else len(chunk)
            line += chunk.count(b"\n", counted, start)
            counted = start
            if line > last:
                return results | dict(tallies), whole
            raw = chunk[start : position - 1 if end >= 0 else position]
            if len(raw) > LINE_BYTES:
                continue
            if candidate.group(1) is not None:
                tallies.append((line, raw))
            elif len(results) < RESULT_LINES_KEPT:
                results[line] = raw
            else:
                whole, finder = False, _candidates(())
    return results | dict(tallies), whole
