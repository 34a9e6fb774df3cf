"""The frame a runaway recursion repeats in its stack, named in the advice on its error.

A recursion that never reaches its base case ends in the runtime's own error, and the stack printed
with it repeats the frames of the recursion: CPython 3.11.7 prints ``RecursionError: maximum
recursion depth exceeded`` below about a thousand lines of ``  File "/…/menu.py", line 2, in render``
and ``  File "/…/menu.py", line 2, in <listcomp>`` (the traceback runs from the outermost call
down; two alternating frames are printed in full, a frame repeating itself alone is cut to three and
``[Previous line repeated 996 more times]``); node v20.20.2 prints ``RangeError: Maximum call stack
size exceeded`` above ten frames, nine of them ``    at walk (/…/walk.js:3:24)`` (V8's
``Error.stackTraceLimit``, 10 by default). The frame printed most often in the project's code is
the call that recursed: where to look for the missing stop (tests/fixtures/runtime-crashes/).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import Found, LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

STACK_LINES = 4000
"""Lines read at most above a Python exception's line for its traceback, or below a JavaScript
error's for its frames: CPython's default limit of 1,000 frames prints about three lines each."""
MIN_REPEATS = 3
"""Fewest times a frame is printed to be named as the recursion's: CPython prints a frame that
repeats itself three times before its ``[Previous line repeated N more times]``."""

_PYTHON_FRAME = LazyRE2(r'^\s+File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<function>\S+)\s*$')
"""A frame of a Python traceback: ``  File "/app/menu.py", line 2, in render``."""
_PYTHON_HEADING = LazyRE2(r"^Traceback \(most recent call last\):\s*$")
"""The heading of a Python traceback: the frames above it are another traceback's."""
_JS_FRAME = LazyRE2(
    r"^\s+at (?:async |new )?(?:(?P<function>[^\s()]+(?: \[as [^\s()]+\])?) \()?"
    r"(?P<file>[^\s()]+):(?P<line>\d+):\d+\)?$"
)
"""A frame of a V8 stack with a source place: ``    at walk (/app/walk.js:3:24)``, or without a
function name ``    at /app/walk.js:3:24`` (an ``async`` or ``new`` before the name left out of it);
``    at Array.push (<anonymous>)`` has no place."""
_V8_AT = LazyRE2(r"^\s+at \S")
"""A line of a V8 stack, with a source place or not."""


def repeating_frame(
    lines: Mapping[int, LogLine], number: int, not_own: Callable[[str, str], bool]
) -> tuple[str, str, int] | None:
    """The frame of the project's code printed most often in the stack of the error on line
    ``number`` of ``lines`` (1-based line number → line read): a Python traceback above it (up to
    its ``Traceback`` heading) or a V8 stack's ``at`` frames below it, each read at most
    :data:`STACK_LINES` lines and within the line's step (lines not read between frames are
    skipped). ``not_own`` (path, line text) tells a library's or the runtime's frame, left out.
    Returns the frame's function, its place (``path:line`` as printed) and how many times the lines
    read print it, of the frames printed :data:`MIN_REPEATS` times or more the one printed most often
    (the first read of a tie) whose function has a name: a comprehension's, a generator expression's
    or a lambda's frame (``<listcomp>``, ``<genexpr>``) runs inside the function that recursed, and
    is named only when no named frame repeats; ``None`` when no frame is printed that often (no
    recursion shown)."""
    if number not in lines:
        return None
    counts: Counter[tuple[str, str]] = Counter()
    for frame, text in _stack_frames(lines, number):
        if not_own(str(frame.group("file")), text):
            continue
        function = frame.group("function") or "<anonymous>"
        counts[(str(function), f"{frame.group('file')}:{frame.group('line')}")] += 1
    repeating = [(frame, count) for frame, count in counts.most_common() if count >= MIN_REPEATS]
    named = [(frame, count) for frame, count in repeating if not frame[0].startswith("<")] or repeating
    if not named:
        return None
    (function, place), count = named[0]
    return function, place, count


def _stack_frames(lines: Mapping[int, LogLine], number: int) -> Iterator[tuple[Found, str]]:
    """The frames with a source place of the stack of the error on line ``number`` of ``lines``,
    with their line texts: a Python traceback's above it (:data:`_PYTHON_FRAME`, up to its
    :data:`_PYTHON_HEADING`), then a V8 stack's right below it (:data:`_JS_FRAME`; an ``at`` line
    without a place goes on, any other line read ends it), each way within :data:`STACK_LINES`
    lines and ``number``'s step."""
    section = lines[number].section
    for above in range(number - 1, max(number - STACK_LINES, 0) - 1, -1):
        line = lines.get(above)
        if line is None:
            continue
        if line.section != section or _PYTHON_HEADING.match(line.text):
            break
        if (frame := _PYTHON_FRAME.match(line.text)) is not None:
            yield frame, line.text
    for below in range(number + 1, number + STACK_LINES + 1):
        line = lines.get(below)
        if line is None:
            continue
        if line.section != section or _V8_AT.match(line.text) is None:
            break
        if (frame := _JS_FRAME.match(line.text)) is not None:
            yield frame, line.text
