"""A timestamped log whose long lines a terminal or a browser wrapped at a fixed width, rejoined.

Copied out of a terminal or a narrow page (or passed through ``fold -w 80``), a log's line longer
than the width comes out cut into pieces of exactly that width, the last one shorter, each on a line
of its own: ``2019-09-17T23:02:09.5908268Z ##[error]Tightening/TighteningMessages.cs(17,19): e`` then
``rror CS0103: The name 'Mid0064' does not exist …``. In a log whose lines open with the GitHub
runner's time (or another ISO 8601 time), a piece is told from a line by having no time and following
a line exactly that wide. :class:`FoldedLines` finds the width from the log's first bytes and puts
each line's pieces back together on its first line, the pieces' own lines left blank, so line
numbers still count the file's lines and a cited line is where its text starts.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ci_triage.logs.re2_patterns import LazyRE2

FOLD_HEAD_BYTES = 65536
"""Bytes from a log's start read to find the width its lines were wrapped at (:meth:`FoldedLines.find`)."""
_MIN_WIDTH = 40
"""Narrowest width read as a wrap: a terminal or page is wider, a short line is no piece."""
_MIN_FOLDS = 2
"""Timed lines followed by a piece, all of one width, that the first bytes must show."""
_TIMED = LazyRE2(rb"^(?:\xef\xbb\xbf)?\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d")
"""An ISO 8601 time opening a line (the GitHub runner's ``2019-09-17T23:02:09.5908268Z``)."""


@dataclass(frozen=True, slots=True)
class FoldedLines:
    """The width, in bytes, a timestamped log's lines were wrapped at (see the module docstring)."""

    width: int

    @classmethod
    def find(cls, head: bytes) -> FoldedLines | None:
        """The wrap of the log whose first bytes are ``head`` (:data:`FOLD_HEAD_BYTES` are enough), or
        ``None``: at least :data:`_MIN_FOLDS` lines that open with a time (:data:`_TIMED`) are
        followed by a line without one, all of them as long (the width, :data:`_MIN_WIDTH` at
        least), no line is longer, and every non-blank line after the first without a time follows
        a line that wide. Linear in the length of ``head``."""
        lines = [line.removesuffix(b"\r") for line in head.split(b"\n")]
        if len(head) >= FOLD_HEAD_BYTES:
            lines.pop()  # cut short
        timed = [_TIMED.match(line) is not None for line in lines]
        folded = [
            len(line)
            for line, stamped, following in zip(lines, timed, lines[1:], strict=False)
            if stamped and following.strip() and _TIMED.match(following) is None
        ]
        if len(folded) < _MIN_FOLDS or len(set(folded)) != 1:
            return None
        width = folded[0]
        if width < _MIN_WIDTH or max(map(len, lines)) > width:
            return None
        pieces = zip(lines, timed, lines[1:], timed[1:], strict=False)
        if any(following.strip() and not stamped and len(line) != width for line, _, following, stamped in pieces):
            return None  # a line without a time that no full-width line comes before: no piece
        return cls(width)

    def rejoined(self, lines: Iterable[bytes]) -> Iterator[bytes]:
        """``lines`` (the log's lines in order, each with its line end) with each line's pieces
        appended to it and their own lines left blank (their line ends kept)."""
        held: list[bytes] = []  # a line and the pieces joined to it so far, without line ends
        ends: list[bytes] = []  # the line ends of the held lines
        for line in lines:
            text = line.rstrip(b"\r\n")
            if held and len(held[-1]) == self.width and text.strip() and _TIMED.match(text) is None:
                held.append(text)
                ends.append(line[len(text) :])
                continue
            yield from _joined(held, ends)
            held, ends = [text], [line[len(text) :]]
        yield from _joined(held, ends)


def _joined(held: list[bytes], ends: list[bytes]) -> Iterator[bytes]:
    """The line ``held[0]`` with its pieces ``held[1:]`` joined to it, then a blank line for each piece;
    ``ends`` are their line ends, in order."""
    if held:
        yield b"".join(held) + ends[0]
        yield from ends[1:]
