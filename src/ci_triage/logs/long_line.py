"""Read one line longer than the second pass's window without holding it in memory.

The first pass sees a failure word anywhere in a line; a reader that kept only a line's first
:data:`LINE_BYTES` bytes would lose an ``error:`` printed after 70,000 characters of progress
dots or of a minified bundle, or a ``FAILED`` verdict a tool printed at the end of its progress
line. :func:`read_line` reads the line as a terminal shows it: past the line's head, a carriage
return starts a new record (a progress redraw), and what the terminal shows is the last record
holding more than white space, as :func:`ci_triage.logs.clean.clean_line` keeps the last redraw of a
short line. Of that record it keeps the start (the line's head, or the first
:data:`RECORD_HEAD_CHARS` characters of a record starting past it), the :data:`WINDOW_CHARS`
characters either side of the first and of the last strong failure word further on
(:data:`ci_triage.logs.vocabulary.STRONG`, outside the names it cites:
:func:`ci_triage.logs.passing.without_names`), and counts its characters, so the excerpt cut
(:func:`ci_triage.logs.clean.shorten_long_line`) says how many were left out.

Two windows at most, whatever the number of words: the first says what went wrong first, the last
is where a tool's verdict lands (``FAILED x.py::test_y`` after 100 KB of progress). The words
between are passed over: the excerpt cut keeps at most
:data:`ci_triage.logs.clean.MAX_LINE_CHARS` (1,000) characters of a line, room for the line's
start and the text around two words, so a third window would be read only to be dropped. Memory
stays below three times :data:`LINE_BYTES` whatever the line's length; time is one pass over the
line, each part searched at most twice (forwards for the first word, backwards for the last).
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
"""Characters kept either side of a strong failure word past a long line's head (the excerpt cut
keeps at most :data:`ci_triage.logs.clean.MAX_LINE_CHARS` of them)."""
RECORD_HEAD_CHARS = WINDOW_CHARS
"""Characters kept of the start of a record a carriage return opens past a line's head."""
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
LAST_BLOCK_CHARS = 4 * NAME_CONTEXT
"""Characters searched at a time, backwards, for the last strong failure word of a text."""
WORD_CHARS = 64
"""Characters past a block read with it, so a word that starts in the block is matched whole."""

_STRONG = LazyRE2(STRONG)


@dataclass(frozen=True, slots=True)
class LongLine:
    """The parts kept of a line longer than :data:`LINE_BYTES` (decoded as UTF-8, bad bytes
    replaced). Offsets count the characters read before, without those of records drawn over
    between two carriage returns of one 64 KiB piece (never counted); within the shown record,
    offsets less ``redrawn`` are exact:

    - ``head``: the line's first :data:`LINE_BYTES` bytes, as read (its prefixes: a wrapper's
      stamp, ``gh run view`` columns, the runner's time);
    - ``redrawn``: ``0``, or where the record a terminal shows starts when a carriage return past
      the head opens it (then the head is drawn over);
    - ``record_head``: ``""``, or that record's first :data:`RECORD_HEAD_CHARS` characters;
    - ``windows``: (start, text) of the windows around the first and the last strong failure word
      of the shown record past its start (none, one or two), in order, not overlapping;
    - ``length``: where the shown record ends.

    Past the head, the text is counted and kept without escape sequences and control characters
    (:func:`ci_triage.logs.controls.without_controls`), as the analysis will see it, for the first
    :data:`MAX_CLEANED_CHARS` that hold any."""

    head: str
    windows: tuple[tuple[int, str], ...]
    length: int
    redrawn: int = 0
    record_head: str = ""

    def kept(self) -> str:
        """What was kept of the record a terminal shows: its start, then its windows' texts."""
        return "".join([self.record_head if self.redrawn else self.head, *(text for _, text in self.windows)])


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


@dataclass(slots=True)
class _Window:
    """A window being read: its start in the line, its text, the characters it still lacks."""

    start: int
    text: str
    wanted: int


@dataclass(slots=True)
class _Record:
    """What is kept of one record while it is read (see :class:`LongLine`)."""

    start: int
    head: str = ""
    end: int = 0
    previous: str = ""
    """The record's last :data:`WINDOW_CHARS` characters before the piece being read."""
    found: bool = False
    """Whether a strong failure word was found in the record's head or past it."""
    searched_to: int = 0
    """Where the last window may start: past the record's head and its first window."""
    last_word: int = -1
    """Where the last strong failure word found starts."""
    first: _Window | None = None
    last: _Window | None = None
    shown: bool = False
    """Whether the record holds more than white space."""

    def windows(self) -> tuple[tuple[int, str], ...]:
        """(start, text) of the record's windows, in order."""
        return tuple((window.start, window.text) for window in (self.first, self.last) if window is not None)


def _read_long(file: BinaryIO, head_bytes: bytes, more: bytes) -> LongLine:
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
    head = decoder.decode(head_bytes)
    current = _Record(start=0, head=head, end=len(head), previous=head[-WINDOW_CHARS:], shown=True)
    current.found, current.searched_to = first_failure_word(head) is not None, len(head)
    shown = current  # the head is cleaned and redrawn as a short line is (clean.clean_read_line)
    piece = more
    carried = ""  # an escape sequence the previous piece ended in
    cleaned = 0  # characters that held escape sequences or controls, cleaned so far
    while piece:
        ended = piece.endswith(b"\n")
        text = carried + decoder.decode(piece[:-1] if ended else piece, final=ended)
        carried, text = ("", text) if ended else _split_escape(text)
        first = text.find("\r")
        for number, segment in enumerate([text] if first == -1 else _records(text, first)):
            if number:  # a carriage return ended the current record
                shown = current if current.shown else shown
                current = _Record(start=current.end, end=current.end)
            plain = "\x1b" not in segment and "^[" not in segment
            plain = plain and (segment.isprintable() or not CONTROL.search(segment))
            if not plain and cleaned < MAX_CLEANED_CHARS:
                cleaned += len(segment)
                segment, plain = without_controls(segment), True
            _read_record(current, segment, plain)
        if ended:
            break
        piece = file.readline(LINE_BYTES)
    shown = current if current.shown else shown
    if shown.start == 0:
        return LongLine(head=head, windows=shown.windows(), length=shown.end)
    return LongLine(head=head, windows=shown.windows(), length=shown.end, redrawn=shown.start, record_head=shown.head)


def _records(text: str, first: int) -> list[str]:
    """``text`` (holding a carriage return at ``first``) as the records that matter: the end of
    the current record, the last record ending in ``text`` that holds more than white space (if
    any), and the start of the record the last carriage return opens. Records between are drawn
    over; their characters are not counted (a terminal shows none of them)."""
    last = text.rfind("\r")
    if first == last:
        return [text[:first], text[last + 1 :]]
    between = text[first + 1 : last]
    shown_end = len(between.rstrip())  # past the last character that is not white space
    start = between.rfind("\r", 0, shown_end) + 1
    end = between.find("\r", shown_end)
    return [text[:first], between[start : end if end != -1 else len(between)] if shown_end else "", text[last + 1 :]]


def _read_record(record: _Record, text: str, plain: bool) -> None:
    """Add ``text`` (cleaned when ``plain``) to ``record``: its head, windows and end."""
    record.shown = record.shown or (bool(text) and not text.isspace())
    if record.start and len(record.head) < RECORD_HEAD_CHARS:
        taken = text[: RECORD_HEAD_CHARS - len(record.head)]
        record.head += taken
        record.end = record.searched_to = record.start + len(record.head)
        record.previous = record.head[-WINDOW_CHARS:]
        text = text[len(taken) :]
        if len(record.head) == RECORD_HEAD_CHARS:
            record.found = first_failure_word(record.head) is not None
    if not text:
        return
    offset = record.end
    for window in (record.first, record.last):
        if window is not None and window.wanted:  # its end lies in this piece
            taken = text[: window.wanted]
            window.text += taken
            window.wanted -= len(taken)
    if plain and (record.first is None or not record.first.wanted):
        _find_words(record, text, offset)
    record.end += len(text)
    record.previous = (record.previous + text)[-WINDOW_CHARS:]


def _find_words(record: _Record, text: str, offset: int) -> None:
    """Search ``text`` (starting at ``offset`` of the line, after ``record.previous``) for the
    record's first strong failure word, if none was found yet, and for its last one so far: a
    window around each (the last one replacing the previous last)."""
    overlap = record.previous[-OVERLAP_CHARS:]
    searched = overlap + text
    base = offset - len(overlap)
    if not record.found:
        hit = first_failure_word(searched)
        if hit is None:
            return
        record.found = True
        record.last_word = base + hit[0]
        record.first = _window(record, text, offset, base + hit[0], record.searched_to)
        record.searched_to = record.first.start + len(record.first.text) + record.first.wanted
    start = max(record.searched_to, record.last_word + 1, base) - base
    hit = last_failure_word(searched, start) if start < len(searched) else None
    if hit is not None:
        record.last_word = base + hit[0]
        record.last = _window(record, text, offset, base + hit[0], record.searched_to)


def _window(record: _Record, text: str, offset: int, at: int, floor: int) -> _Window:
    """The window around the word at ``at`` (a line offset in ``record.previous + text``, which
    starts ``len(record.previous)`` before ``offset``), starting no earlier than ``floor``."""
    before = record.previous + text
    base = offset - len(record.previous)
    begin = max(floor, at - WINDOW_CHARS, base)
    end = at + WINDOW_CHARS
    return _Window(start=begin, text=before[begin - base : end - base], wanted=max(0, end - (offset + len(text))))


def first_failure_word(text: str) -> tuple[int, int] | None:
    """The span (start, end) of the first strong failure word of ``text`` outside the names it
    cites, or ``None``. Words are judged a block of :data:`LAST_BLOCK_CHARS` at a time, from the
    first word not yet judged: one cleaning of the block and :data:`NAME_CONTEXT` characters either
    side (:func:`~ci_triage.logs.passing.without_names` masks a name with as many spaces), and a
    word is outside names when that leaves it whole (as :func:`last_failure_word` judges). Linear
    time, each character cleaned about once (a cleaning per word would cost a Python step per name
    on a line of paths that all hold a failure word)."""
    judged_to = 0
    context = 0
    judged = ""
    for candidate in _STRONG.finditer(text):
        start, end = candidate.span()
        if start >= judged_to:
            context = max(0, start - NAME_CONTEXT)
            judged_to = start + LAST_BLOCK_CHARS
            judged = without_names(text[context : judged_to + WORD_CHARS + NAME_CONTEXT])
        if judged[start - context : end - context] == text[start:end]:
            return start, end
    return None


def last_failure_word(text: str, start: int = 0) -> tuple[int, int] | None:
    """The span (start, end) of the last strong failure word of ``text`` starting at or after
    ``start``, outside the names it cites, or ``None``. The text is searched backwards in blocks of
    :data:`LAST_BLOCK_CHARS`, each block's words judged on one cleaning of the block and
    :data:`NAME_CONTEXT` characters either side (:func:`~ci_triage.logs.passing.without_names`
    masks a name with as many spaces): a word is outside names when that leaves it whole. Linear
    time; the search stops at the first block (from the end) that holds one."""
    end = len(text)
    while end > start:
        begin = max(start, end - LAST_BLOCK_CHARS)
        left = 1 if begin else 0  # one character before the block, for the word boundary
        block = text[begin - left : end + WORD_CHARS]
        candidates = [m.span() for m in _STRONG.finditer(block) if left <= m.start() < end - begin + left]
        if candidates:
            context = max(0, begin - NAME_CONTEXT)
            judged = without_names(text[context : end + WORD_CHARS + NAME_CONTEXT])
            for first, last in reversed(candidates):
                word_start, word_end = begin - left + first, begin - left + last
                if judged[word_start - context : word_end - context] == text[word_start:word_end]:
                    return word_start, word_end
        end = begin
    return None


def _split_escape(text: str) -> tuple[str, str]:
    """``text`` split before an escape sequence opening in its last :data:`ESCAPE_CHARS`
    characters (it may end in the next piece): (that opening, the text before it)."""
    cut = max(text.rfind("\x1b", -ESCAPE_CHARS), text.rfind("^[", -ESCAPE_CHARS))
    return (text[cut:], text[:cut]) if cut != -1 else ("", text)
