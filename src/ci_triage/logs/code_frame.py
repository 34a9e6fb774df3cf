"""The source lines a tool quotes in a code frame: the program's text, not what the tool says.

A compiler, a type checker or a linter shows the source line it reports on, and marks the place
under it. What that line says is the program's own text: ``let url = "…/ConnectionError";`` or
``printf("Out of memory: Killed process 4242\\n", pid);`` is a string literal, no network error
and no killed process. The shapes, each a run of adjacent lines:

- a line-number gutter, ``N |`` (or ``│``), and a marker line under a source line, its gutter empty
  and the place marked by carets or tildes, with or without a label: rustc's and ruff's
  (``10 |     let count: u32 = "…";`` over ``   |                ---   ^^^ expected `u32`…``,
  ``annotate-snippets``), gcc's (``    5 |   printf("…", host);`` over ``      |           ^~~~``;
  clang's from 17 on, which took up gcc's gutter), @babel/code-frame's (jest, vitest, eslint's
  ``codeframe`` formatter: ``  > 9 |   expect(x)`` over ``    |   ^``), biome's (``  > 1 │ …`` over
  ``      │ ^^^^``);
- the same gutter around a suggested fix's diff (ruff's ``help:`` block: ``9  | def retry():``,
  ``   -     note = "…"``, ``10 +     pass``; biome's ``    2   │ - ··const·note·=·"…";``): the
  removed and added lines are source too, as is a suggestion's line over its ``+++`` marker;
- a source line without a gutter over a bare marker line, nothing but carets or tildes
  (``^~~~~``): mypy ``--pretty`` (which may end the marker with ``...``), tsc ``--pretty`` (its
  line number in reverse video, the marker of tildes), clang before 17, Python's traceback
  (3.11+).

A gutter's numbered line counts only in a run of frame lines that also holds a marker or diff line, so a
Dockerfile that BuildKit quotes (``   2 | >>> RUN pip install …``, no marker: the line is the
failed instruction, which the docker skill reads) is no code frame.

Every pattern is RE2 (linear time); :func:`code_frame_source_lines` reads each line once.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.clean import MAX_LINE_CHARS, uncut_text
from ci_triage.logs.long_line import LongLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_NUMBERED = LazyRE2(r"^\s*(?:>\s*)?\d+(?:\s+\d+)?\s*[|│](?:\s|$)")
"""A gutter's numbered source line (``10 |     let …``, ``  > 9 |   expect(…)``, ``5|   x``, biome's
diff ``    1 1 │``: the old and the new line's numbers)."""
_DIFF = LazyRE2(r"^\s*\d*\s+[-+]\s|^\s*\d+(?:\s+\d+)?\s*[|│] [-+] ")
"""A suggested fix's removed or added source line in a gutter (ruff's ``   -     x``, ``10 +     y``;
biome's ``    2   │ - x``, ``      2 │ + y``)."""
_GUTTER_MARKER = LazyRE2(r"^\s*[|│][\s|/\\_-]*[~^+]")
"""A marker line in an empty gutter: carets or tildes, or the plus signs under a suggestion's
inserted text, after rustc's span connectors (``| |_^``) and secondary marks (``---``), a label
after them or not."""
_BARE_MARKER = LazyRE2(r"^\s*[~^][~^\s]*(?:\.\.\.)?$")
"""A marker line without a gutter: nothing but carets and tildes (mypy's ``...`` after them)."""
_FRAME_STARTS = frozenset("0123456789>|│~^+-")
"""The characters a code frame's line starts with after its indent (the patterns' first); any
other line is none, without running them."""
_EMPTY_GUTTER = LazyRE2(r"^\s*[|│](?:\s|$)")
"""A gutter with no number before it (``   |``, ``   | |``): the frame goes on."""


def is_numbered_source(text: str) -> bool:
    """Whether the log line ``text`` (without its stamp) has a code frame's line-number gutter,
    ``N |`` (the module's first shape), marked by ``>`` or not."""
    return _NUMBERED.search(text) is not None


def code_frame_source_lines(texts: Mapping[int, str]) -> set[int]:
    """The numbers of the lines of ``texts`` (1-based line number → a line's text without its stamp,
    in ascending order) that are source a code frame quotes (the module's shapes): a gutter's
    numbered and diff lines in a run of adjacent frame lines that holds a numbered line and a marker
    or diff line, and the non-blank line right above a bare marker line that no frame line precedes.
    Empty when no line is a marker or diff line. Linear in the number of lines."""
    quoted: set[int] = set()
    run: list[int] = []  # the current run's numbered and diff lines
    marked = numbered_run = False  # whether the run holds a marker or diff line; a numbered line
    last = -2  # the number of the last frame line
    for number, text in [*texts.items(), (0, "")]:  # a last non-frame line ends the last run
        kind = _frame_kind(text)
        if kind is None or number != last + 1:  # the run ends
            if marked and numbered_run:
                quoted.update(run)
            run, marked, numbered_run = [], False, False
            if kind == "bare marker" and texts.get(number - 1, "").strip():
                quoted.add(number - 1)  # a frame without a gutter: the source line over its marker
        if kind is None:
            continue
        if kind in ("numbered", "diff"):
            run.append(number)
        marked = marked or kind in ("diff", "marker", "bare marker")
        numbered_run = numbered_run or kind == "numbered"
        last = number
    return quoted


def far_marks(raw: Mapping[int, bytes | LongLine], stamp: StampForm | None = None) -> dict[int, int]:
    """The long lines of ``raw`` (line number → a line as the second pass read it, opening with
    ``stamp``) to cut around a code frame's mark rather than at their start: a marker line longer than
    :data:`~ci_triage.logs.clean.MAX_LINE_CHARS` whose first caret or tilde lies past them (tsc
    ``--pretty`` under a minified line: ``~~~`` at column 35,967), and the source line right above
    it, as long; each → the mark's 0-based offset in its cleaned text (:func:`marker_column`), for
    :func:`~ci_triage.logs.clean.clean_line`'s ``around``. Lines read whole only (at most
    :data:`~ci_triage.logs.long_line.LINE_BYTES`); only lines longer than the limit are decoded."""
    long = {n: line for n, line in raw.items() if isinstance(line, bytes) and len(line) > MAX_LINE_CHARS}
    marks: dict[int, int] = {}
    for number, line in long.items():
        if number - 1 not in long:
            continue
        column = marker_column(uncut_text(line, stamp))
        if column is not None and column >= MAX_LINE_CHARS - MAX_LINE_CHARS // 4:
            marks[number] = marks[number - 1] = column
    return marks


def marker_column(text: str) -> int | None:
    """The 0-based offset in ``text`` (a log line without its stamp) of the first caret or tilde of
    a code frame's marker line (the module's marker shapes: in an empty gutter, or bare); ``None``
    when ``text`` is no marker line. The source line above it holds the marked place at the same
    offset (the gutters are as wide)."""
    kind = _frame_kind(text)
    if kind not in ("marker", "bare marker"):
        return None
    start = len(text) - len(text.lstrip())
    if kind == "marker":  # past the gutter's bar and rustc's connectors
        start = text.index("|" if "|" in text else "│", start) + 1
    return next((start + at for at, char in enumerate(text[start:]) if char in "^~"), None)


def _frame_kind(text: str) -> str | None:
    """Which line of a code frame ``text`` is (``numbered``, ``diff``, ``bare marker``, ``marker``,
    ``empty gutter``); ``None`` for any other line. A line without a gutter's bar can only be a
    bare marker or ruff's diff line, and most log lines are told from both without a pattern."""
    first = text.lstrip()[:1]
    if not first or first not in _FRAME_STARTS:
        return None
    if "|" not in text and "│" not in text:
        if first in "~^":
            return "bare marker" if _BARE_MARKER.search(text) is not None else None
        return "diff" if (" - " in text or " + " in text) and _DIFF.search(text) is not None else None
    if _DIFF.search(text) is not None:
        return "diff"
    if _NUMBERED.search(text) is not None:
        return "numbered"
    if _GUTTER_MARKER.search(text) is not None:
        return "marker"
    return "empty gutter" if _EMPTY_GUTTER.search(text) is not None else None
