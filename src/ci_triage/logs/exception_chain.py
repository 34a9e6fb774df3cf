"""The root cause of a JVM exception chain: its last ``Caused by:`` line.

The JVM's default handler (``Throwable.printStackTrace``) prints the exception that was thrown
last, ``Exception in thread "main" java.lang.IllegalStateException: config load failed``, its
frames (``\tat Boom.load(Boom.java:2)``), then each cause it wraps, outermost first:
``Caused by: java.lang.NumberFormatException: For input string: "x"``, its frames and
``\t... 2 more``. The wrapper says what the program was doing; the last cause says why
(the ``printStackTrace`` format in the ``java.lang.Throwable`` API documentation). A suppressed
exception's causes are indented (``\t\tCaused by:``) and are no part of the chain. Python prints its
chain the other way round (the cause first, then ``The above exception was the direct cause of the
following exception:``), so the first exception line is already its cause.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_TRACE_LINE = LazyRE2(r"^(?:\s+at \S|\s+\.\.\. \d+ (?:more|common frames omitted)\s*$|Caused by: \S|\s+Suppressed: \S)")
_CAUSE = LazyRE2(r"^Caused by: \S")
MAX_TRACE_LINES = 5_000
"""Lines of one stack trace followed for its causes."""


def root_cause(lines: dict[int, LogLine], head: int) -> int | None:
    """The number (1-based, a key of ``lines``) of the last ``Caused by:`` line of the stack trace
    right below line ``head`` (an exception's line), following the trace's lines as long as they
    were read; ``None`` when no trace follows or it names no cause."""
    cause = None
    for number in range(head + 1, head + 1 + MAX_TRACE_LINES):
        line = lines.get(number)
        if line is None or not _TRACE_LINE.match(line.text):
            break
        if _CAUSE.match(line.text):
            cause = number
    return cause
