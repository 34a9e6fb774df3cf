"""Frames of one stack trace on one line of a file: that line's place once, not one place a frame.

V8 prints a column in each frame of a JavaScript stack (``    at includes (src/users.js:5:38)``), so
a callback that threw inside a call on the same line, ``users.filter((u) => u.roles.includes(role))``,
gives two frames of one line, ``at includes (src/users.js:5:38)`` then, past the engine's own
``at Array.filter (<anonymous>)``, ``at filter (src/users.js:5:16)`` (jest 29.7.0 on node 20.20.2,
trial 121). They are one place where the code failed, not two: the first printed, the innermost
frame's, is kept (:func:`without_same_line_frames`). Two findings a tool reports on one line (ruff's
``lint_me.py:1:1`` and ``lint_me.py:1:8``) are no frames of a trace and stay two places. Every
pattern is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.re2_patterns import LazyRE2

_FRAME = LazyRE2(r"^\s+at \S")
"""A frame of a JavaScript stack trace as V8 prints it (``    at filter (src/users.js:5:16)``)."""


def without_same_line_frames(lines: Mapping[int, LogLine], locations: Sequence[Location]) -> list[Location]:
    """``locations`` (in their order) without each place read from a stack frame (:data:`_FRAME`,
    its :attr:`~Location.log_line` 1-based in ``lines``) whose file and line an earlier place read
    from a frame of the same trace has: the lines between the two all frames of it, none blank."""
    kept: list[Location] = []
    for location in locations:
        if not any(_one_trace(lines, earlier, location) for earlier in kept):
            kept.append(location)
    return kept


def _one_trace(lines: Mapping[int, LogLine], earlier: Location, later: Location) -> bool:
    """Whether ``earlier`` and ``later`` are frames of one trace on one file and line."""
    if (earlier.file, earlier.line, earlier.member) != (later.file, later.line, later.member) or earlier.line is None:
        return False
    first, last = sorted((earlier.log_line, later.log_line))
    if first == last:
        return False
    return all((line := lines.get(number)) is not None and _FRAME.match(line.text) for number in range(first, last + 1))
