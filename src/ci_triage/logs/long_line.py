"""Read one line longer than the second pass's window without holding it in memory.

The first pass sees a failure word anywhere in a line; a reader that kept only a line's first
:data:`LINE_BYTES` bytes would lose an ``error:`` printed after 70,000 characters of progress
dots or of a minified bundle. :func:`read_line` keeps the line's head and, when the head holds no
strong failure word (:data:`ci_triage.logs.vocabulary.STRONG`, outside the names it cites:
:func:`ci_triage.logs.passing.without_names`), the :data:`WINDOW_CHARS` characters either side of
the first such word further on, and counts the characters of the whole line, so the excerpt cut
(:func:`ci_triage.logs.clean.shorten_long_line`) says how many were left out. Memory stays below
three times :data:`LINE_BYTES` whatever the line's length; time is one pass over the line, each
part searched once.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass
from typing import BinaryIO

from ci_triage.logs.controls import CONTROL, without_controls
from ci_triage.logs.passing import without_names
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.vocabulary import STRONG

LINE_BYTES = 64 * 1024
"""Bytes of a line read as one piece; a longer line becomes a :class:`LongLine`."""
WINDOW_CHARS = 4096
"""Characters kept either side of the first strong failure word past a long line's head (the
excerpt cut keeps at most :data:`ci_triage.logs.clean.MAX_LINE_CHARS` of them)."""
OVERLAP_CHARS = 256
"""Characters of the previous piece searched again with the next, so a failure word split between
two pieces (or a name that ends in one and masks a word in the next) is still judged whole."""

NAME_CONTEXT = 256
"""Characters either side of a failure word read to tell whether it is part of a name
(``node_modules/assert/x.js``)."""
MAX_CLEANED_CHARS = 256 * 1024
"""Characters past a long line's head holding escape sequences or control characters that are
cleaned (each sequence costs RE2's substitution a Python step: 16 MB of coloured dots took 19 s).
Past them, such a piece is counted as it is (escape sequences included) and not searched."""
ESCAPE_CHARS = 32
"""Characters at the end of a piece searched for the opening of an escape sequence, held back to
be removed whole with the next piece."""

_STRONG = LazyRE2(STRONG)


@dataclass(frozen=True, slots=True)
class LongLine:
    """The parts kept of a line longer than :data:`LINE_BYTES` (decoded as UTF-8, bad bytes
    replaced): ``head`` (the first :data:`LINE_BYTES` bytes, as read), ``window`` (``""`` or the
    text around the line's first strong failure word past the head), ``window_start`` (characters
    of the line before ``window``) and ``length`` (characters of the whole line, without its
    ``\\n``). Past the head, the text is counted and kept without escape sequences and control
    characters (:func:`ci_triage.logs.controls.without_controls`), as the analysis will see it,
    for the first :data:`MAX_CLEANED_CHARS` that hold any; carriage-return redraws there are not
    undone."""

    head: str
    window: str
    window_start: int
    length: int


def read_line(file: BinaryIO) -> bytes | LongLine | None:
    """The line starting at ``file``'s position, without its ``\\n``, leaving the position at the
    next line: raw bytes when it fits in :data:`LINE_BYTES`, a :class:`LongLine` when it does not,
    ``None`` at the end of the file."""
    piece = file.readline(LINE_BYTES)
    if not piece:
        return None
    if piece.endswith(b"\n"):
        return piece[:-1]
    more = file.readline(LINE_BYTES)
    if more in (b"", b"\n"):
        return piece
    return _read_long(file, piece, more)


def _read_long(file: BinaryIO, head_bytes: bytes, more: bytes) -> LongLine:
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
    head = decoder.decode(head_bytes)
    found = first_failure_word(head) is not None
    length = len(head)
    previous = head[-WINDOW_CHARS:]
    window, window_start, wanted = "", 0, 0
    piece = more
    carried = ""  # an escape sequence the previous piece ended in
    cleaned = 0  # characters that held escape sequences or controls, cleaned so far
    while piece:
        ended = piece.endswith(b"\n")
        text = carried + decoder.decode(piece[:-1] if ended else piece, final=ended)
        carried, text = ("", text) if ended else _split_escape(text)
        plain = "\x1b" not in text and "^[" not in text and (text.isprintable() or not CONTROL.search(text))
        if not plain and cleaned < MAX_CLEANED_CHARS:
            cleaned += len(text)
            text, plain = without_controls(text), True
        if wanted:  # the window's end lies in this piece
            window += text[:wanted]
            wanted -= len(text[:wanted])
        elif not found and plain:
            overlap = previous[-OVERLAP_CHARS:]
            hit = first_failure_word(overlap + text)
            if hit is not None:
                found = True
                at = hit[0] - len(overlap)  # negative when the word began in the overlap
                begin = max(-len(previous), at - WINDOW_CHARS)
                window = (previous + text)[len(previous) + begin : len(previous) + at + WINDOW_CHARS]
                window_start = length + begin
                wanted = max(0, at + WINDOW_CHARS - len(text))
            previous = text[-WINDOW_CHARS:]
        length += len(text)
        if ended:
            break
        piece = file.readline(LINE_BYTES)
    if not window:
        window_start = length
    return LongLine(head=head, window=window, window_start=window_start, length=length)


def first_failure_word(text: str) -> tuple[int, int] | None:
    """The span (start, end) of the first strong failure word of ``text`` outside the names it
    cites, or ``None``. Each word found is judged on the :data:`NAME_CONTEXT` characters either side of it
    (:func:`~ci_triage.logs.passing.without_names` over a whole long line would cost a Python step
    per word); the words that context clears are not judged again: linear time."""
    judged_to = 0
    for candidate in _STRONG.finditer(text):
        if candidate.start() < judged_to:
            continue
        begin = max(0, candidate.start() - NAME_CONTEXT)
        hit = _STRONG.search(without_names(text[begin : candidate.end() + NAME_CONTEXT]))
        if hit is not None and begin + hit.start() >= judged_to:
            return begin + hit.start(), begin + hit.end()
        judged_to = candidate.end() + NAME_CONTEXT // 2
    return None


def _split_escape(text: str) -> tuple[str, str]:
    """``text`` split before an escape sequence opening in its last :data:`ESCAPE_CHARS`
    characters (it may end in the next piece): (that opening, the text before it)."""
    cut = max(text.rfind("\x1b", -ESCAPE_CHARS), text.rfind("^[", -ESCAPE_CHARS))
    return (text[cut:], text[:cut]) if cut != -1 else ("", text)
