"""A panel rich draws around a message, read as the message it frames.

Programs that print their errors with rich (rich-click, typer, bump-my-version and many newer Python
command-line tools) draw click's ``Error: MESSAGE`` as a panel: a top border carrying the title,
the message's rows between two sides, a bottom border (bump-my-version 1.8.1 under rich-click 1.9.9,
rich 15.0.0)::

    ╭─ Error ──────────────────────────────────────────────────────────────────────╮
    │ Did not find '1.3.2' in file: 'src/shipit/__init__.py'                       │
    ╰──────────────────────────────────────────────────────────────────────────────╯

The borders are layout: no signal reads them and no summary quotes them. The rows are the message,
its frame and padding left out; rich wraps a message wider than the panel at a word's boundary
(``Box``/``Text.wrap``: greedy, a row ends where its next word no longer fits), so a row that the
next row's first word would have overflowed goes on in that row and the two are one message (typer
0.29.2 at ``COLUMNS=60``: ``│ Invalid value: region 'ap-south-9' is not one of the     │`` then
``│ regions this service is deployed to; add it to           │``). A title that names an error
(``Error``, ``Usage error``) labels the message as click's plain form does, so the skills read
``Error: Did not find …`` as they read click's ``Error: No such option '--frob'.``. A panel whose title
names no error is left as it is: typer's help panels (``Options``), and the untitled boxes other
tools frame a heading or a verdict with, whose skills read the framed line (semgrep's ``│ 3 Code
Findings │``, alcotest's ``│ [FAIL]        discount          0   percent. │``).

Rich draws the panel with the box its caller chose (``rich.box``: ``ROUNDED`` for these tools'
errors, ``SQUARE``, ``HEAVY``, ``DOUBLE``) and with ``ASCII`` instead when the console's encoding is
not UTF (``Box.substitute`` when ``ConsoleOptions.ascii_only``: ``PYTHONIOENCODING=ascii`` or
``latin-1`` gives ``+- Error ---+``, ``| … |``, ``+-----+``); a legacy Windows console gets
``SQUARE`` for ``ROUNDED`` and ``HEAVY``. Each box's corners, horizontal and side are
:data:`BOXES`. One RE2 match per border line, linear time.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ci_triage.logs.re2_patterns import LazyRE2

BOXES = {
    "╭": ("─", "╮", "│", "╰", "╯"),
    "┌": ("─", "┐", "│", "└", "┘"),
    "┏": ("━", "┓", "┃", "┗", "┛"),
    "╔": ("═", "╗", "║", "╚", "╝"),
    "+": ("-", "+", "|", "+", "+"),
}
"""rich's panel boxes by their top left corner: the horizontal, the top right corner, the side, the
bottom left and bottom right corners (``rich/box.py``: ``ROUNDED``, ``SQUARE``, ``HEAVY``, ``DOUBLE``,
``ASCII``)."""
MAX_PANEL_ROWS = 200
"""Rows of one panel read at most between its borders."""
ERROR_TITLE = LazyRE2(r"(?i)\berrors?\b")
"""A title that says the panel holds an error: rich-click's and typer's ``Error``, ``Usage error``."""


def _border(corner: str, horizontal: str, end: str) -> LazyRE2:
    """A border line of a box: indent, ``corner``, a run of ``horizontal`` with a title in it or not
    (rich pads the title with a space each side, anywhere along the run: left, centre, right), ``end``."""
    corner, rule, end = (_literal(character) for character in (corner, horizontal, end))
    title = rf"[^{rule} ](?:[^{rule}]*[^{rule} ])?"
    return LazyRE2(rf"^(?P<indent> *){corner}{rule}*(?: (?P<title>{title}) {rule}*)?{end} *$")


def _literal(character: str) -> str:
    """``character`` as a pattern matching itself, in a character class too (ASCII's ``+``, ``-``, ``|``)."""
    return "\\" + character if character in "+-|" else character


_TOPS = {corner: _border(corner, horizontal, top_end) for corner, (horizontal, top_end, *_) in BOXES.items()}
"""Each box's top border (:data:`BOXES`), its title in the ``title`` group."""
_BOTTOMS = {corner: _border(bottom, horizontal, end) for corner, (horizontal, _, _, bottom, end) in BOXES.items()}
"""Each box's bottom border (a subtitle in it or not), by the box's top left corner."""


@dataclass(frozen=True, slots=True)
class PanelText:
    """What one line of an error's panel says: ``title`` is the panel's title (``Error``); ``message``
    the message the line opens, its frame and padding left out and the rows rich wrapped it over joined
    with a space (``""`` for a border and for a row that goes on a message opened above)."""

    title: str
    message: str

    @property
    def read(self) -> str:
        """What the skills read of the line: ``TITLE: MESSAGE`` (click's plain ``Error: …``), ``""`` for
        a border and a row that goes on a message opened above."""
        return f"{self.title}: {self.message}" if self.message else ""


def panel_texts(texts: Mapping[int, str]) -> dict[int, PanelText]:
    """Every line of a rich panel whose title names an error (:data:`ERROR_TITLE`) among ``texts`` (line
    number, 1-based → cleaned text, the lines read): its number → :class:`PanelText`. A panel is a top
    border (:data:`BOXES`), then consecutive lines read that open with its side at the border's indent
    and end with it, at most :data:`MAX_PANEL_ROWS`, then its bottom border; a panel whose lines were
    not all read, or that does not close, is none. Empty when no such panel is read."""
    found: dict[int, PanelText] = {}
    numbers = sorted(texts)
    index = 0
    while index < len(numbers):
        number = numbers[index]
        panel = _panel_at(texts, number)
        if panel is None:
            index += 1
            continue
        found.update(panel)
        index += len(panel)
    return found


def _panel_at(texts: Mapping[int, str], top: int) -> dict[int, PanelText] | None:
    """The lines of the panel whose top border is line ``top`` (see :func:`panel_texts`), or ``None``."""
    text = texts[top]
    corner = text.lstrip(" ")[:1]
    if corner not in BOXES:
        return None
    border = _TOPS[corner].match(text)
    if border is None:
        return None
    indent, title = str(border.group("indent")), str(border.group("title") or "")
    if ERROR_TITLE.search(title) is None:
        return None
    width = len(text.rstrip())
    side = BOXES[corner][2]
    rows: list[str] = []
    for number in range(top + 1, top + 2 + MAX_PANEL_ROWS):
        line = texts.get(number)
        if line is None:
            return None
        line = line.rstrip()
        if line.startswith(indent) and _BOTTOMS[corner].match(line) is not None:
            break
        if not (line.startswith(indent + side) and line.endswith(side) and len(line) > len(indent) + 1):
            return None
        rows.append(line[len(indent) + 1 : -1])
    else:
        return None
    messages = _messages(rows, width - len(indent) - 2)
    panel = {top: PanelText(title, ""), top + len(rows) + 1: PanelText(title, "")}
    panel.update({top + 1 + offset: PanelText(title, message) for offset, message in enumerate(messages)})
    return panel


def _messages(rows: list[str], inner: int) -> list[str]:
    """The message each of ``rows`` (a panel's rows inside its sides, ``inner`` characters wide)
    opens, rows rich wrapped one message over joined (:func:`_wrapped`); ``""`` for a row that goes
    on the message above it and for a row of padding alone."""
    pad = min((len(row) - len(row.lstrip(" ")) for row in rows if row.strip()), default=0)
    contents = [row[pad:].rstrip() for row in rows]
    width = inner - 2 * pad
    messages = [""] * len(rows)
    opened: int | None = None
    for offset, content in enumerate(contents):
        if opened is not None and _wrapped(contents[offset - 1], content, width):
            messages[opened] += " " + content
            continue
        opened = offset if content.strip() else None
        messages[offset] = content.strip()
    return messages


def _wrapped(row: str, following: str, width: int) -> bool:
    """Whether rich wrapped one message from ``row`` onto ``following`` (both a panel's row content,
    ``width`` characters wide): ``following`` opens with a word at the content's left edge, and that
    word, a space before it, would not have fitted on ``row``. Widths are counted in characters, where
    rich counts a wide character (CJK, most emoji) as two cells: a row holding one may be read as
    ending its message."""
    if not following or following[0] == " " or not row.strip():
        return False
    return len(row) + 1 + len(following.split(" ", 1)[0]) > width
