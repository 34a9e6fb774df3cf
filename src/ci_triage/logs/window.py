"""The second pass: read only the windows of lines around what the first pass kept.

Each window is anchored at a line whose byte offset the scan recorded. Lines before the anchor
are found by reading back at most :data:`BACK_BYTES`; lines after it by reading forward line by
line. A line longer than :data:`LINE_BYTES` is cut there (the rest is skipped, never held in
memory). Line numbers stay 1-based numbers of the file split on ``\\n``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import BinaryIO

from ci_triage.logs.scan import Anchor

BACK_BYTES = 64 * 1024
LINE_BYTES = 64 * 1024


@dataclass(frozen=True, slots=True)
class WindowRequest:
    """Read ``before`` lines before ``anchor`` and ``after`` lines after it (never past ``last_line``)."""

    anchor: Anchor
    before: int
    after: int
    first_line: int = 1
    last_line: int = 2**62


def read_windows(file: BinaryIO, requests: list[WindowRequest]) -> dict[int, bytes]:
    """Read the requested windows; returns line number → raw line bytes (without ``\\n``)."""
    lines: dict[int, bytes] = {}
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


def read_tail(file: BinaryIO, total_lines: int, count: int) -> dict[int, bytes]:
    """The last ``count`` lines of the file (fewer if they hold more than :data:`BACK_BYTES`)."""
    file.seek(0, 2)
    size = file.tell()
    start = max(0, size - BACK_BYTES)
    file.seek(start)
    chunk = file.read(size - start)
    pieces = chunk.split(b"\n")
    if start > 0:
        pieces = pieces[1:]  # the first piece is the end of a line that began earlier
    pieces = pieces[-count:]
    first_number = total_lines - len(pieces) + 1
    return {first_number + index: piece[:LINE_BYTES] for index, piece in enumerate(pieces)}


def _read_back(file: BinaryIO, anchor: Anchor, count: int) -> list[tuple[int, bytes]]:
    if count <= 0 or anchor.offset == 0:
        return []
    start = max(0, anchor.offset - BACK_BYTES)
    file.seek(start)
    chunk = file.read(anchor.offset - start)
    pieces = chunk.split(b"\n")
    if chunk.endswith(b"\n"):
        pieces.pop()  # the empty piece after the newline that ends the previous line
    if start > 0:
        pieces = pieces[1:]
    pieces = pieces[-count:]
    first_number = anchor.line - len(pieces)
    return [(first_number + index, piece[:LINE_BYTES]) for index, piece in enumerate(pieces)]


def _read_forward(file: BinaryIO, first: int, last: int) -> list[tuple[int, bytes]]:
    found = []
    number = first
    while number <= last:
        piece = file.readline(LINE_BYTES)
        if not piece:
            break
        if not piece.endswith(b"\n"):
            rest = piece
            while rest and not rest.endswith(b"\n"):  # skip the remainder of an over-long line
                rest = file.readline(LINE_BYTES)
        found.append((number, piece.rstrip(b"\n")))
        number += 1
    return found
