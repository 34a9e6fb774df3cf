"""Installed packages' inner frames in a JavaScript stack trace: the excerpt leaves them out.

V8 prints a stack as one ``    at fn (file:///…/x.js:7:10)`` line per frame. A tool that fails
inside its own code prints frames of its packages alone: semantic-release's ``AggregateError``
lists each ``SemanticReleaseError`` with six to eight frames under
``node_modules/@semantic-release/npm/lib/…`` and ``node_modules/semantic-release/lib/plugins/…``,
then all of them again inside ``errors: [ … ]``: 56 lines of a 2,000-token excerpt (trial 68), while
the lines that said which token to set, above them, did not fit. Those frames are an installed
package's code (``node_modules/``) or Node's and V8's own (``node:internal/…``, ``Promise.all (index
0)``, ``<anonymous>``), never the project's. Of each run of three or more such frames the first
(where the package was entered or raised) and the last are kept, the frames between them left out;
a frame of any other file (the project's) ends a run and is always kept.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_FRAME = LazyRE2(r"^\s+at \S")
"""A V8 stack frame's line (``    at async Promise.all (index 0)``, ``    at file:///…/x.js:3:7``)."""
_PLACE = LazyRE2(r"(?:\(|at )(?:file://)?(?P<path>[^\s()]+):\d+:\d+\)?$")
"""The file of a frame, before its ``:line:column`` (a path, a ``file://`` URL, ``node:internal/…``)."""
_NO_FILE = LazyRE2(r"(?:\(index \d+\)|\(<anonymous>\)|<anonymous>|\(native\))$")
"""A frame V8 prints without a file: a promise combinator's (``Promise.all (index 0)``), an eval's,
a builtin's."""
INSTALLED = ("node_modules/", "node_modules\\")
"""Where npm, yarn and pnpm install packages (``node_modules/.pnpm/…`` too)."""


def node_module_frames(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are the inner frames of a
    run of three or more JavaScript stack frames none of which is the project's: a frame in an
    installed package (:data:`INSTALLED`), in Node itself (``node:internal/…``) or without a file
    (V8's ``Promise.all (index 0)``, ``<anonymous>``). The run's first and last frame are kept. A
    run ends at a frame of another file or a line that is no frame. Linear in the number of lines."""
    left_out: set[int] = set()
    run: list[int] = []
    for number, line in lines.items():
        if _FRAME.match(line.text) is not None and _not_the_projects(line.text):
            run.append(number)
            continue
        left_out.update(run[1:-1])
        run = []
    left_out.update(run[1:-1])
    return frozenset(left_out)


def _not_the_projects(frame: str) -> bool:
    """Whether the frame line ``frame`` is in an installed package, Node's own code or V8's
    (:data:`_NO_FILE`); a line of another shape (a JVM frame, ``at Calc.add(Calc.java:6)``) is not."""
    place = _PLACE.search(frame)
    if place is None:
        return _NO_FILE.search(frame) is not None
    path = place.group("path")
    return path.startswith("node:") or any(part in path for part in INSTALLED)
