"""A stack trace's frames repeating a cycle (a runaway recursion): the excerpt shows a few and counts the rest.

The JVM prints a ``StackOverflowError``'s trace to its depth limit (``-XX:MaxJavaStackTraceDepth``,
1,024 frames by default), each of them one of the few methods of the recursion: ``at
Deep.helper(Deep.java:3)``, ``at Deep.depth(Deep.java:2)``, and again, a thousand lines that filled
the excerpt's budget twice over (its error block and the step's tail) and hid what ran below the
recursion. Node prints ``RangeError: Maximum call stack size exceeded`` over ten frames of the same
shape (``    at f (/app/x.js:1:15)``), which rarely repeat long enough to count. CPython says it
itself (``[Previous line repeated 996 more times]``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

MAX_PERIOD = 8
"""Most frames in one cycle of a recursion looked for (a method calling itself: 1; two calling
each other: 2; a visitor's accept/visit through a few layers: up to 8)."""
KEEP_CYCLES = 2
"""Cycles of a recursion shown before the rest is counted."""
MIN_LEFT_OUT = 64
"""Fewest repeating lines worth collapsing past the cycles shown: a runaway recursion's (the JVM's
1,024 frames), not a tree walk's few levels (Spoon's ``CtScanner.scan`` visiting a class through
its members, 16 lines past two cycles in a CiDiff ground truth that cites every frame), which are the
path to the failure."""

_FRAME = LazyRE2(r"^\s+at \S")
"""A stack frame as JVM languages and Node print them: ``\\tat Deep.depth(Deep.java:2)``,
``    at f (/app/x.js:1:15)``."""


@dataclass(frozen=True, slots=True)
class Repeat:
    """One recursion's repeating frames: ``shown`` is the last line (1-based) of the first
    :data:`KEEP_CYCLES` cycles of ``period`` frames, ``left_out`` the line numbers of the rest of
    the repeats below it."""

    shown: int
    left_out: range
    period: int

    @property
    def note(self) -> str:
        """The excerpt reason of :attr:`shown`: what was left out below it."""
        frames = "frame" if self.period == 1 else f"{self.period} frames"
        return f"the {frames} above repeat for {len(self.left_out):,} more lines, left out"


def repeated_frames(lines: dict[int, LogLine]) -> list[Repeat]:
    """The recursions among ``lines`` (line number → line read, 1-based): in a run of stack
    frames of one section (:data:`_FRAME`; lines not read may stand between two of them, as in the
    middle of a thousand frames, and are left out with the stretch around them), a stretch where
    each frame's text equals the one ``period`` lines above it (the smallest period up to
    :data:`MAX_PERIOD`) for at least :data:`KEEP_CYCLES` cycles and :data:`MIN_LEFT_OUT` lines
    more. The frames below the stretch (a test runner's, the thread's entry point) are not part of
    it. Linear in the number of lines: at each frame a stretch too short to count costs at most a
    constant number of comparisons."""
    repeats: list[Repeat] = []
    run: list[int] = []
    for number in sorted(lines):
        line = lines[number]
        if run and line.section != lines[run[-1]].section:
            repeats += _run_repeats(run, lines)
            run = []
        if _FRAME.match(line.text):
            run.append(number)
        elif run:
            repeats += _run_repeats(run, lines)
            run = []
    return repeats + _run_repeats(run, lines)


def _run_repeats(run: list[int], lines: dict[int, LogLine]) -> list[Repeat]:
    """The :class:`Repeat` stretches of ``run`` (the frame line numbers read of one run, in order)."""
    texts = [lines[number].text.strip() for number in run]
    repeats: list[Repeat] = []
    start = 0
    while start < len(texts):
        found = None
        for period in range(1, MAX_PERIOD + 1):
            least = period * KEEP_CYCLES + MIN_LEFT_OUT
            end = start + period
            while end < len(texts) and texts[end] == texts[end - period] and end - start < least:
                end += 1
            if end - start >= least:
                while end < len(texts) and texts[end] == texts[end - period]:
                    end += 1
                found = period, end
                break
        if found is None:
            start += 1
            continue
        period, end = found
        kept = start + period * KEEP_CYCLES
        repeats.append(Repeat(shown=run[kept - 1], left_out=range(run[kept], run[end - 1] + 1), period=period))
        start = end
    return repeats
