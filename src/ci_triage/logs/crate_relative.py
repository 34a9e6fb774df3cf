"""A backtrace frame's path relative to the directory its program ran in, rooted where the log says.

cargo runs each test binary in its package's directory, and Rust's backtrace prints a frame's file
under that directory as ``./src/lib.rs`` (std's ``output_filename``, ``library/std/src/sys/backtrace.rs``:
a path under the current directory is printed from ``./``). In a workspace the package is a folder of the repository
(``textkit/``), and the panic line above the backtrace names the same place from the workspace root
(``panicked at textkit/src/lib.rs:14:50``, the path rustc was given), so the frame at that line and
column says which folder ``./`` is: ``4: textkit::parse_pct at ./src/lib.rs:14:50`` is
``textkit/src/lib.rs``, and so are the frames below it (trial 36 #9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ci_triage.logs.model import Location

HERE = "./"
"""How a frame's file under the program's working directory starts."""


def rooted_frames(found: Sequence[Location]) -> list[Location]:
    """``found`` (locations in the log's order) with each ``./``-relative location rooted in the
    folder the run of such locations it belongs to was found to be in: a ``./tail`` at the line and
    column of an earlier location ``folder/tail`` (the panic's place) gives its run the prefix
    ``folder/``; a location not relative to ``./`` (the next panic's place) ends the run. A run with
    no such match is left as it is (a binary run from the repository's root: ``./src/main.rs`` is
    the root's ``src/main.rs``)."""
    rooted: list[Location] = []
    seen: dict[tuple[int, int | None], list[str]] = {}
    prefix = ""
    for location in found:
        if not location.file.startswith(HERE) or location.line is None:
            prefix = ""
            if location.line is not None:
                seen.setdefault((location.line, location.column), []).append(location.file)
            rooted.append(location)
            continue
        tail = location.file[len(HERE) :]
        if not prefix:
            same = seen.get((location.line, location.column), [])
            prefix = next((file[: -len(tail)] for file in same if file.endswith(f"/{tail}")), "")
        rooted.append(replace(location, file=prefix + tail) if prefix else location)
    return rooted
