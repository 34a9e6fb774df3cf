"""A failed task's own lines in a long step where a runner interleaves the output of several tasks.

Turborepo (``@acme/web:test: …``, ``--log-order=stream``), pnpm (``packages/web test: …``), Nx's
and Lerna's ``--stream`` (``web: …``), Docker Compose (``web-1  | …``) and GNU parallel's ``--tag``
run tasks side by side and write each line as it comes, tagged with its task
(:mod:`ci_triage.logs.task_prefix`). A failed task's report is then spread over the step: in a real
``turbo run test`` of 61 packages (turbo 2.11.13, vitest 2.1.9) 81 lines of other packages' passing
tests stand between vitest's ``❯ src/money.test.js:9:32`` and its code frame, and in trial 49's log
the location itself is 150 lines below the ``FAIL`` line. A step too long to read whole is read in
windows around its candidate lines (:mod:`ci_triage.logs.second_pass`), measured in the log's lines,
so the windows hold mostly other tasks' lines and miss the failed task's own.

:func:`failed_task_lines` reads the failed task's lines as one stream: around each candidate line
the task's tag opens, the :data:`WINDOW_BEFORE` lines of that task before it and the
:data:`WINDOW_AFTER` after it, however many other tasks' lines lie between. The failed task is the
one whose tagged lines read hold failure evidence (a signal's match) and whose package no runner
names as passing (:meth:`ci_triage.logs.workspace_package.WorkspacePackages.other_packages_lines`:
the lines of a package whose task did not fail, in a step where the runner names the one that did).
One pass over the step's bytes: RE2 finds the lines a tag opens (:func:`ci_triage.logs.clean.line_start_pattern`
before it), Python counts them; memory is a block and, per tag, its last :data:`WINDOW_BEFORE`
lines, and what is kept is at most the window's lines per candidate line the first pass kept.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import BinaryIO

from ci_triage.logs.clean import line_start_pattern
from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.localise import LogLine
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm
from ci_triage.logs.workspace_package import WorkspacePackages

WINDOW_BEFORE = 8
"""Lines of the failed task read before each of its candidate lines (as the log's windows)."""
WINDOW_AFTER = 50
"""Lines of the failed task read after each of its candidate lines (as the log's windows)."""


@dataclass
class _Stream:
    """One task's lines as the pass meets them: its last lines (1-based number → raw bytes) and how
    many more to keep after the last candidate line."""

    recent: deque[tuple[int, bytes]] = field(default_factory=lambda: deque(maxlen=WINDOW_BEFORE))
    left: int = 0


def failed_task_lines(
    file: BinaryIO,
    failing: Iterable[Section],
    lines: Mapping[int, LogLine],
    total_lines: int,
    stamp: StampForm | None = None,
) -> dict[int, bytes]:
    """The raw lines (1-based number → bytes without ``\\n``) of the log ``file`` (binary, seekable,
    ``total_lines`` lines, opening with ``stamp``) that the failed tasks of the ``failing`` steps
    wrote near their candidate lines (:meth:`~ci_triage.logs.first_pass.Section.anchors`), counted
    in each task's own lines (see the module docstring), and that ``lines`` (the lines read, built)
    does not hold. A step read whole, or whose tagged lines read hold no failure evidence outside a
    passing package's, adds nothing; a line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES`
    is none. The file's position is left past what was read."""
    passing: set[int] | None = None  # found once, for the first step read in windows
    found: dict[int, bytes] = {}
    for section in failing:
        first, last = section.start.line, min(section.end_line, total_lines)
        inside = [number for number in lines if first <= number <= last]
        if len(inside) >= last - first + 1:
            continue
        if passing is None:
            passing = set(WorkspacePackages(lines).other_packages_lines(lines))
        tags = {
            lines[number].prefix.rstrip().encode()
            for number in inside
            if lines[number].prefix and lines[number].matches and number not in passing
        }
        if tags:
            candidates = {anchor.line for anchor in section.anchors()}
            found.update(_task_windows(file, section, last, tags, candidates, stamp))
    return {number: raw for number, raw in found.items() if number not in lines}


def _task_windows(
    file: BinaryIO,
    section: Section,
    last: int,
    tags: Collection[bytes],
    candidates: Collection[int],
    stamp: StampForm | None,
) -> dict[int, bytes]:
    """The lines of ``section`` (to line ``last``) that one of ``tags`` opens and that lie, counted in
    that tag's lines, within :data:`WINDOW_BEFORE` before or :data:`WINDOW_AFTER` after one of the
    ``candidates`` (1-based line numbers) it opens."""
    literals = b"(" + b"|".join(_literal(tag) for tag in tags) + b")"
    anywhere = LazyRE2(literals)  # RE2 finds a tag's bytes fast; the line's start is then checked
    own = LazyRE2(line_start_pattern(stamp) + literals + rb"(?:\x1b\[[0-?]*[ -/]*[@-~])*(?:[ \t\r\n]|$)")
    streams = {tag: _Stream() for tag in tags}
    kept: dict[int, bytes] = {}
    for number, chunk in whole_line_blocks(file, section.start.line, section.start.offset, last):
        counted, line, position = 0, number, 0
        while (found := anywhere.compiled.search(chunk, position)) is not None:
            start = chunk.rfind(b"\n", 0, found.start()) + 1
            end = chunk.find(b"\n", found.end())
            position = end + 1 if end >= 0 else len(chunk)
            match = own.compiled.match(chunk, start, position)
            if match is None or match.start(1) != found.start():
                continue  # a tag's words inside another line
            line += chunk.count(b"\n", counted, start)
            counted = start
            if line > last:
                return kept
            raw = chunk[start : end if end >= 0 else len(chunk)]
            if len(raw) > LINE_BYTES:
                continue
            stream = streams[chunk[match.start(1) : match.end(1)]]
            if line in candidates:
                kept.update(stream.recent)
                stream.recent.clear()
                kept[line] = raw
                stream.left = WINDOW_AFTER
            elif stream.left:
                kept[line] = raw
                stream.left -= 1
            else:
                stream.recent.append((line, raw))
    return kept


def _literal(text: bytes) -> bytes:
    """``text`` as an RE2 pattern matching it literally, each byte escaped (``\\xNN``)."""
    return b"".join(b"\\x%02x" % byte for byte in text)
