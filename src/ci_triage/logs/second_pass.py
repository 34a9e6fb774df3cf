"""The second pass: read only the windows of lines around what the first pass kept.

Each window is anchored at a line whose byte offset the scan recorded. Lines before the anchor
are found by reading back at most :data:`BACK_BYTES`; lines after it by reading forward line by
line. A line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES` comes back as a
:class:`~ci_triage.logs.long_line.LongLine`: its head, the text around its first strong failure
word further on and its true length (the rest is skipped, never held in memory).
Line numbers stay 1-based numbers of the file split on ``\\n``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO

from ci_triage.logs.first_pass import Anchor
from ci_triage.logs.long_line import LongLine, read_line

BACK_BYTES = 64 * 1024
MAX_BACK_SCAN = 16 * 1024 * 1024
"""Bytes searched backwards for the lines before an anchor."""


@dataclass(frozen=True, slots=True)
class WindowRequest:
    """Read ``before`` lines before ``anchor`` and ``after`` lines after it (never past ``last_line``)."""

    anchor: Anchor
    before: int
    after: int
    first_line: int = 1
    last_line: int = 2**62


def read_windows(file: BinaryIO, requests: list[WindowRequest]) -> dict[int, bytes | LongLine]:
    """Read the requested windows; returns line number → raw line bytes (without ``\\n``), or the
    :class:`~ci_triage.logs.long_line.LongLine` of a line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES`."""
    lines: dict[int, bytes | LongLine] = {}
    for request in sorted(requests, key=lambda r: r.anchor.line):
        anchor = request.anchor
        first = max(request.first_line, anchor.line - request.before)
        last = min(request.last_line, anchor.line + request.after)
        if any(number not in lines for number in range(first, anchor.line)):
            lines.update(_read_back(file, anchor, anchor.line - first))
        if any(number not in lines for number in range(anchor.line, last + 1)):
            file.seek(anchor.offset)
            lines.update(_read_forward(file, anchor.line, last))
    return lines


def read_tail(file: BinaryIO, total_lines: int, count: int) -> dict[int, bytes | LongLine]:
    """The last ``count`` of the file's ``total_lines`` lines (the empty piece after a final
    ``\\n`` is not a line), found as the lines before a point just past the last one."""
    size = file.seek(0, 2)
    file.seek(max(0, size - 1))
    final_newline = file.read(1) == b"\n"
    past_the_end = Anchor(line=total_lines + 1, offset=size if final_newline else size + 1, tier=0)
    return dict(_read_back(file, past_the_end, count))


def _read_back(file: BinaryIO, anchor: Anchor, count: int) -> list[tuple[int, bytes | LongLine]]:
    """The ``count`` lines before ``anchor`` (fewer at the start of the file or past
    :data:`MAX_BACK_SCAN` bytes of over-long lines), each read by
    :func:`~ci_triage.logs.long_line.read_line`.

    The search walks back :data:`BACK_BYTES` at a time keeping only line-start offsets, so a
    giant line before the anchor costs time, never memory, and does not hide the lines before it.
    """
    starts: list[int] = []
    search_end = anchor.offset - 1  # the newline that ends the previous line
    scanned = 0
    while count > len(starts) and search_end > 0 and scanned < MAX_BACK_SCAN:
        chunk_start = max(0, search_end - BACK_BYTES)
        file.seek(chunk_start)
        chunk = file.read(search_end - chunk_start)
        scanned += len(chunk)
        position = len(chunk)
        while count > len(starts):
            newline = chunk.rfind(b"\n", 0, position)
            if newline == -1:
                break
            starts.append(chunk_start + newline + 1)
            position = newline
        if chunk_start == 0 and count > len(starts):
            starts.append(0)
        search_end = chunk_start
    if anchor.offset > 0 and count > 0 and not starts and search_end == 0:
        starts.append(0)
    lines: list[tuple[int, bytes | LongLine]] = []
    for distance, line_start in enumerate(starts, start=1):
        file.seek(line_start)
        lines.append((anchor.line - distance, read_line(file) or b""))
    return lines[::-1]


def _read_forward(file: BinaryIO, first: int, last: int) -> list[tuple[int, bytes | LongLine]]:
    found: list[tuple[int, bytes | LongLine]] = []
    for number in range(first, last + 1):
        line = read_line(file)
        if line is None:
            break
        found.append((number, line))
    return found
