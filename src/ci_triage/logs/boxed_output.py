"""The cause inside a box of a subprocess's output, as pip prints a failed build step.

pip (21.2 and later, its ``diagnostic`` errors) reports a subprocess that failed as
``× Getting requirements to build wheel did not run successfully.``, ``│ exit code: 1``,
``╰─> [21 lines of output]``, the subprocess's lines indented, then ``[end of output]``. The line
that says why is the last of that output: a traceback's exception, distutils' ``error: ...``.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_BOX_OPENS = LazyRE2(r"^\s*╰─> \[(?P<count>\d+) lines? of output\]\s*$")
_BOX_ENDS = LazyRE2(r"^\s*\[end of output\]\s*$")
MAX_BOX_HEADER = 3
"""Lines from the ``×`` line to the box's opening (``│ exit code: 1`` between)."""
MAX_BOX_LINES = 5_000
"""Output lines of one box read for its last line (pip prints all of them)."""


def boxed_output_cause(lines: dict[int, LogLine], head: int) -> int | None:
    """The number (1-based, a key of ``lines``) of the last non-blank line inside the box of
    output that opens within :data:`MAX_BOX_HEADER` lines below line ``head`` (pip's ``×`` line)
    and ends with ``[end of output]``; ``None`` when no such box follows, or a line of it was not
    read, or it holds no line."""
    for opening in range(head + 1, head + 1 + MAX_BOX_HEADER):
        if opening not in lines:
            return None
        if _BOX_OPENS.match(lines[opening].text):
            break
    else:
        return None
    last = None
    for number in range(opening + 1, opening + 1 + MAX_BOX_LINES):
        if number not in lines:
            return None
        text = lines[number].text
        if _BOX_ENDS.match(text):
            return last
        if text.strip():
            last = number
    return None
