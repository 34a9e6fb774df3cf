"""The file heading above a problem row the windows read without it: a linter that groups its
problems under a heading line of their file (ESLint's default ``stylish`` format, stylelint's, yamllint's:
``/…/lib/m17.js``, then indented ``  24:10  error  'formatCurrency' is not defined  no-undef`` rows,
then a blank line before the next file's heading). A row belongs to the heading *above* it; in a long
listing (600 warnings, one error) that heading may be hundreds of lines above the error row, out of the
window read around it, while the next file's heading sits two lines below it. The lines from the heading
down to the row are read here, so that the row's file is its own heading's
(:func:`~ci_triage.logs.extract.locations`) and the heading can go with it into the excerpt."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, BinaryIO

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.second_pass import WindowRequest, read_windows

if TYPE_CHECKING:
    from ci_triage.logs.first_pass import Section
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.long_line import LongLine
    from ci_triage.logs.stamps import StampForm

HEADING_LOOKBACK = 500
"""Lines read back from a problem row for its file's heading (as far as
:data:`ci_triage.logs.extract.HEADING_LOOKBACK` looks)."""
MAX_ROWS = 10
"""Problem rows, the first in the log's order, whose heading is looked for: enough for the first errors
the excerpt and the summary show."""


def problem_rows(lines: dict[int, LogLine], failing: Iterable[Section]) -> list[int]:
    """The 1-based numbers of the read lines of the ``failing`` steps that an ``error`` signal matches
    as a problem row: indented, naming a line and no file (``  24:10  error  …  no-undef``), whose
    heading the read lines above it do not reach (:func:`_heading_above` meets an unread line); the
    first :data:`MAX_ROWS`, in the log's order."""
    indexes = {section.index for section in failing}
    rows = [
        number
        for number in sorted(lines)
        if lines[number].section in indexes
        and _problem_row(lines[number])
        and _heading_above(lambda n: lines[n].text if n in lines else None, number, number - HEADING_LOOKBACK) == UNREAD
    ]
    return rows[:MAX_ROWS]


def heading_lines(
    file: BinaryIO,
    rows: Sequence[int],
    read: dict[int, bytes | LongLine],
    requests: Sequence[WindowRequest],
    stamp: StampForm | None = None,
) -> dict[int, bytes | LongLine]:
    """The raw lines (1-based number → bytes) of the log ``file`` (binary, seekable, opening with
    ``stamp``) from the heading above each of ``rows`` (:func:`problem_rows`) down to the row, those
    ``read`` lacks: read back through indented lines and blank lines between indented ones to the
    first unindented line, at most :data:`HEADING_LOOKBACK` lines, inside the window (of
    ``requests``, the second pass's) that read the row. ``{}`` for a row with no such line above
    (a blank line under an unindented one ends the look: another listing's end). The file's
    position is left past what was read."""
    found: dict[int, bytes | LongLine] = {}
    for row in rows:
        window = next((r for r in requests if r.anchor.line - r.before <= row <= r.anchor.line + r.after), None)
        if window is None:
            continue
        first = max(window.first_line, row - HEADING_LOOKBACK)
        back = WindowRequest(window.anchor, window.anchor.line - first, 0, first, window.anchor.line)
        above = {**read_windows(file, [back]), **read, **found}
        start = _heading_above(cleaned_text_of(above, stamp), row, first)
        if start > 0:
            found.update({number: above[number] for number in range(start, row) if number not in read})
    return found


def cleaned_text_of(raw: dict[int, bytes | LongLine], stamp: StampForm | None) -> Callable[[int], str | None]:
    """A line's cleaned text by 1-based number, of the ``raw`` lines read; ``None`` for one not read."""
    return lambda number: clean_read_line(raw[number], stamp).text if number in raw else None


UNREAD = -1
"""What :func:`_heading_above` gives when it meets a line not read before the heading."""


def _heading_above(text_of: Callable[[int], str | None], row: int, first: int) -> int:
    """The number of the first unindented, non-blank line above ``row`` (``text_of``: a line's
    cleaned text by 1-based number, ``None`` for a line not read), from ``first`` on, read back
    through indented lines and blank lines below an indented one; :data:`UNREAD` at a line not read
    first; ``0`` past ``first`` or at a blank line below an unindented or blank one (no heading)."""
    for number in range(row - 1, max(first, 1) - 1, -1):
        text = text_of(number)
        if text is None:
            return UNREAD
        if text.strip() and not text[:1].isspace():
            return number
        if not text.strip():
            upper = text_of(number - 1)
            if upper is None:
                return UNREAD
            if not upper.strip() or not upper[:1].isspace():
                return 0
    return 0


def row_heading(lines: dict[int, LogLine], number: int) -> int | None:
    """The 1-based number of the file heading above line ``number`` (``lines``: the read lines by
    number) when that line is a problem row (:func:`problem_rows`' kind: indented, an ``error``
    signal naming its line and no file) under a heading that is one path (no blank in it): ESLint's
    ``/…/lib/m17.js`` above ``  24:10  error  …``; ``None`` otherwise, or when a line between is not
    read."""
    line = lines.get(number)
    if line is None or not _problem_row(line):
        return None
    heading = _heading_above(lambda n: lines[n].text if n in lines else None, number, number - HEADING_LOOKBACK)
    return heading if heading > 0 and len(lines[heading].text.split()) == 1 else None


def _problem_row(line: LogLine) -> bool:
    """Whether ``line`` is a problem row: indented, an ``error`` signal naming its line and no file."""
    return line.text[:1].isspace() and any(
        match.signal.role == "error" and match.groups.get("line") and not match.groups.get("file")
        for match in line.matches
    )
