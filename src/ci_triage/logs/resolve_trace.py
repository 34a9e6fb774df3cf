"""The resolver's trace below webpack's "Module not found": the excerpt keeps its first lines only.

webpack 5 (its resolver, enhanced-resolve) follows ``Module not found: Error: Can't resolve
'left-pad' in '/app/src'`` with ``resolve 'left-pad' in '/app/src'`` and, indented two spaces a
level, every step it tried: ``Parsed request is a module``, ``using description file:
/app/package.json (relative path: ./src)``, ``no extension``, one ``/app/node_modules/left-pad.ts
doesn't exist`` per extension, one ``/node_modules doesn't exist or is not a directory`` per folder
up to the root (webpack 4 adds ``Field 'browser' doesn't contain a valid alias configuration``).
A bare name tried in a deep checkout takes dozens of lines, an error's whole share of the budget;
the error line and the first steps say what was missing and how it was read (a module or a path),
and the rest repeats it per extension and folder.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

TRACE_LINES_KEPT = 3
"""Lines of a trace kept, its ``resolve 'x' in '/dir'`` head included: the head and the first
two steps (``Parsed request is a module``, ``using description file: …``)."""

_CANNOT_RESOLVE = LazyRE2(r"Module not found: Error: Can't resolve '")
"""webpack's error line (searched: ``ERROR in`` or a loader's prefix may stand before it)."""
_TRACE_HEAD = LazyRE2(r"resolve '[^']*' in '")
"""The trace's first line, below the error line: ``resolve './x' in '/app/src'``."""
_TRACE_STEP = LazyRE2(r" {2,}\S")
"""A step of the trace: indented two spaces or more (a level a step), never blank."""


def resolve_trace(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are resolver steps of a
    ``Module not found`` trace past its first :data:`TRACE_LINES_KEPT` lines.

    A trace is the line just below a line holding ``Module not found: Error: Can't resolve '``
    when it reads ``resolve '<request>' in '<dir>'``, and the lines after it in the same section
    that begin with two spaces or more, up to the first that does not (a blank line, webpack's
    next ``ERROR in``, the importers' `` @ ./src/index.js 1:0-26``), carries a marker, or is not
    read. Linear in the number of lines."""
    left_out: set[int] = set()
    for number, line in lines.items():
        if "Can't resolve" not in line.text or _CANNOT_RESOLVE.search(line.text) is None:
            continue
        head = lines.get(number + 1)
        if head is None or head.section != line.section or _TRACE_HEAD.match(head.text.lstrip()) is None:
            continue
        step = number + 2
        while (below := lines.get(step)) is not None and below.section == line.section and not below.marker:
            if _TRACE_STEP.match(below.text) is None:
                break
            if step - head.number >= TRACE_LINES_KEPT:
                left_out.add(step)
            step += 1
    return frozenset(left_out)
