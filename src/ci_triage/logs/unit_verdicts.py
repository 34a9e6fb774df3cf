"""Every failed unit's verdict in a failing step, found in one linear scan of its bytes.

The second pass reads windows around the lines the first pass kept, so of a ``make -k`` build whose
60 objects failed it reads the verdicts (``make: *** [Makefile:6: e03.o] Error 1``) of a few: the
headline's ``(also failed: …)`` named those and skipped the rest unannounced (trial 67 #6).
:func:`failed_unit_verdicts` finds them all in log order instead: RE2 finds the lines holding a
unit verdict's literal (the ``wrapper`` signals with a ``unit`` group:
:data:`~ci_triage.logs.step_units.UNIT_GROUP`), and only those are matched whole.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import BinaryIO

import re2

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.stamps import StampForm
from ci_triage.logs.step_units import UNIT_GROUP, over_deeper_run, unit_named, verdict_depth

MAX_VERDICTS = 1_000
"""Distinct failed units whose verdict line is kept; those past it are only counted."""


@dataclass(slots=True)
class UnitVerdicts:
    """The failed units' verdicts of a step: ``(line, unit name)`` of the first verdict of each unit
    (1-based line numbers, log order, at most :data:`MAX_VERDICTS`), and how many verdict lines of
    other units came past them (at least as many units)."""

    verdicts: list[tuple[int, str]] = field(default_factory=list)
    more: int = 0


def failed_unit_verdicts(
    file: BinaryIO, section: Section, stamp: StampForm | None, signals: SignalIndex
) -> UnitVerdicts:
    """The verdicts on failed units (:class:`UnitVerdicts`) among the lines of ``section`` of the log
        ``file`` (binary, seekable; its lines open with ``stamp``): the lines a ``wrapper`` signal of
        ``signals`` with a ``unit`` group matches, cleaned as the second pass cleans them; a unit named
        again (tox's summary) is left out, as is an outer verdict over a deeper one (an aggregate target:
    :func:`~ci_triage.logs.step_units.over_deeper_run`). Verdicts right below one another are each a unit's (``make -k
        -j2`` ends two objects at once). A line longer than
        :data:`~ci_triage.logs.long_line.LINE_BYTES` is none. Memory is bounded by
        :data:`~ci_triage.logs.first_pass.BLOCK_BYTES` and :data:`MAX_VERDICTS`; the file's position is
        left past what was read."""
    literals = sorted(
        {
            (signal.literal, signal.ignore_case)
            for signal in signals.signals
            if signal.role == "wrapper" and f"?P<{UNIT_GROUP}>" in signal.pattern and signal.literal
        }
    )
    found = UnitVerdicts()
    if not literals:
        return found
    candidate = _candidates(tuple(literals))
    seen: set[str] = set()
    depth: int | None = None
    for number, chunk in whole_line_blocks(file, section.start.line, section.start.offset, section.end_line):
        counted, line, position = 0, number, 0
        while (hit := candidate.search(chunk, position)) is not None:
            begin = chunk.rfind(b"\n", 0, hit.start()) + 1
            end = chunk.find(b"\n", begin)
            position = end + 1 if end >= 0 else len(chunk)
            line += chunk.count(b"\n", counted, begin)
            counted = begin
            if line > section.end_line:
                return found
            raw = chunk[begin:end] if end >= 0 else chunk[begin:]
            matches = signals.match(clean_read_line(raw, stamp).text) if len(raw) <= LINE_BYTES else []
            name = unit_named(matches)
            if name is None:
                continue
            depth, above = verdict_depth(matches), depth
            if name in seen or (seen and over_deeper_run(depth, above)):
                continue
            if len(seen) < MAX_VERDICTS:
                seen.add(name)
                found.verdicts.append((line, name))
            else:
                found.more += 1
    return found


@functools.lru_cache(maxsize=4)
def _candidates(literals: tuple[tuple[str, bool], ...]) -> re2._Regexp:
    """The RE2 pattern (bytes) of a line holding one of ``literals`` (``(literal, ignore_case)``)."""
    alternatives = (f"(?i:{re2.escape(text)})" if folded else re2.escape(text) for text, folded in literals)
    return re2.compile("|".join(alternatives).encode())
