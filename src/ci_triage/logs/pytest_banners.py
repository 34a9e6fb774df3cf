"""pytest's section banners in a failing step too long to read whole (``=== PASSES ===``, ``===
short test summary info ===``).

The second pass reads a long step in windows (:mod:`ci_triage.logs.second_pass`). A window that
opens inside pytest's ``PASSES`` section (``-rA``, ``-rP``: each passing test's captured output under a
``____ test_name ____`` header, like a failure's report; over a thousand lines for a few hundred
tests that print) holds headers without the banner above them that says they passed. This module
finds the step's ``PASSES`` banners and the banners that end their sections in one linear pass over
its bytes (RE2 finds the candidate lines; Python reads only those), so
:func:`ci_triage.logs.passing.passing_reports` judges every line read against them, however long
the section.
"""

from __future__ import annotations

from typing import BinaryIO

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.passing import pytest_banner
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_CANDIDATE = LazyRE2(rb"== [^\n]* ==")
"""A line that may be a banner: pytest fills its 80 columns with ``=`` around a title, so a section's
banner has at least two on each side (a long tally's may have one; it ends no ``PASSES`` section, as
the short test summary's banner comes before it). Each candidate's cleaned text is then judged whole
(:func:`ci_triage.logs.passing.pytest_banner`): a timestamp or colour codes may wrap it."""
_PASSES = LazyRE2(rb"== PASSES ==")
"""A line that may be the ``PASSES`` section's banner (judged whole as :data:`_CANDIDATE`'s are)."""


def step_banners(file: BinaryIO, section: Section, total_lines: int, stamp: StampForm | None) -> dict[int, str]:
    """pytest's ``PASSES`` banners in ``section`` of the log ``file`` (binary, seekable; whose lines
    open with ``stamp``), each with the banner that ends its section (the next one, when the step has
    it): 1-based line number → cleaned text, read from the section's first line to its last (at most
    ``total_lines``). These are all :func:`ci_triage.logs.passing.passing_reports` needs to tell
    which lines are in a ``PASSES`` section: other banners only end a section that is not one. ``{}``
    when the step has no ``PASSES`` banner. A line longer than
    :data:`~ci_triage.logs.long_line.LINE_BYTES` is no banner. Outside a ``PASSES`` section RE2
    looks for that banner alone and inside it for the next banner, so Python judges a few lines per
    section, however many banner-like lines the step prints (a million cost 19 s when each was
    judged). The file's position is left past what was read."""
    last = min(section.end_line, total_lines)
    found: dict[int, str] = {}
    in_passes = False  # a PASSES banner was found and the banner that ends its section not yet
    for number, chunk in whole_line_blocks(file, section.start.line, section.start.offset, last):
        counted, line, position = 0, number, 0
        while (candidate := (_CANDIDATE if in_passes else _PASSES).compiled.search(chunk, position)) is not None:
            start = chunk.rfind(b"\n", 0, candidate.start()) + 1
            end = chunk.find(b"\n", start)
            position = end if end >= 0 else len(chunk)
            line += chunk.count(b"\n", counted, start)
            counted = start
            if line > last:
                break
            raw = chunk[start:position]
            text = clean_read_line(raw, stamp).text if len(raw) <= LINE_BYTES else ""
            title = pytest_banner(text)
            if title is not None:
                found[line] = text
                in_passes = title == "PASSES"
    return found
