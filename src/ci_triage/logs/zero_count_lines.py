"""A line whose only failure words are zero counts is no candidate line of the first pass.

The first pass (:mod:`ci_triage.logs.first_pass`) keeps a block's *candidate* lines, those holding a
skill's literal or a failure word (:mod:`ci_triage.logs.vocabulary`), and counts them per step. A
word in a zero count says nothing failed (``INFO processed batch 7 rows=1000 errors=0 warnings=0
status=ok``, Surefire's ``Tests run: 3, Failures: 0, Errors: 0, Skipped: 0``, ``0 failures``,
prove's ``Failed: 0``), as :func:`ci_triage.logs.passing.failure_text` says of any line read: 400,000
such progress lines above a crash were 400,005 candidates, and the step's warning said a file's
first error among them may have been read only in part (trial t129 finding 8).

:func:`without_zero_counts` finds a block's zero counts in C
(:data:`~ci_triage.logs.passing.ZERO_COUNT_NUMBERS`, one scan), then reads again only the candidate
lines whose leftmost trigger lies in one, from the zero count's end: the line's next trigger is its
leftmost, and a line with none is no candidate. A line whose leftmost trigger is a skill's literal
(eslint's ``✖ 3 problems (0 errors, 3 warnings)`` is its skill's signal) stays as it is. Python work
is per zero count, never per line of the block.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable

from ci_triage.logs.passing import ZERO_COUNT_NUMBERS
from ci_triage.logs.trigger_lines import BlockTriggers, all_matches


def without_zero_counts(
    data: bytes,
    end: int,
    found: BlockTriggers,
    next_trigger: Callable[[bytes, int, int], int | None],
    is_signal: Callable[[bytes], bool],
) -> BlockTriggers:
    """``found`` (the triggers of the block ``data[:end]``, :class:`~ci_triage.logs.trigger_lines.BlockTriggers`)
    without the candidate lines whose only triggers are in zero counts, and with the leftmost
    trigger of a line whose first one is in a zero count moved to its next one (see the module
    docstring); ``found`` itself when no candidate line changes. ``next_trigger(data, start,
    line_end)`` is the offset of the leftmost candidate trigger in ``data[start:line_end]`` or
    ``None`` (:meth:`~ci_triage.logs.trigger_lines.Re2LineFinder.first_candidate`); ``is_signal(text)``
    whether a candidate match (a trigger and the rest of its line) starts with a skill's literal
    (:meth:`~ci_triage.logs.first_pass.Triggers.is_signal`). Offsets are into ``data``; structure
    matches and :attr:`~ci_triage.logs.trigger_lines.BlockTriggers.strong` are kept (the ends of
    lines that may be strong stay a superset)."""
    starts, ends = found.starts, found.ends
    moved: dict[int, int | None] = {}
    zero_counts = [spans[0] for spans in all_matches(ZERO_COUNT_NUMBERS, data, 0, end)]
    for position, (zero_start, zero_end) in enumerate(zero_counts):
        index = bisect.bisect_left(ends, zero_start)
        if index == len(ends) or index in moved or not zero_start <= starts[index] < zero_end:
            continue  # no candidate line, or its leftmost trigger comes before this zero count
        if is_signal(data[starts[index] : ends[index]]):
            continue
        moved[index] = _after_zero_counts(data, zero_counts, position, ends[index], next_trigger)
    if not moved:
        return found
    kept = BlockTriggers([], [], found.structure, found.strong)
    for index, line_end in enumerate(ends):
        start = moved[index] if index in moved else starts[index]
        if start is not None:
            kept.starts.append(start)
            kept.ends.append(line_end)
    return kept


def _after_zero_counts(
    data: bytes,
    zero_counts: list[tuple[int, int]],
    position: int,
    line_end: int,
    next_trigger: Callable[[bytes, int, int], int | None],
) -> int | None:
    """The offset of the first trigger of a line after its zero counts from ``zero_counts[position]``
    on (those that hold each next trigger found, up to ``line_end``), or ``None`` when none is left."""
    start = zero_counts[position][1]
    while (trigger := next_trigger(data, start, line_end)) is not None:
        while position < len(zero_counts) and zero_counts[position][1] <= trigger:
            position += 1
        if position == len(zero_counts) or not zero_counts[position][0] <= trigger:
            return trigger
        start = zero_counts[position][1]
    return None
