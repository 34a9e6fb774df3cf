"""The one statement a Python traceback's frame was running, on a source line that holds several.

A traceback quotes the frame's whole source line below its ``File "…", line 7, in test_x`` line, and a
line may hold several statements joined by ``;`` (``t1.start(); t2.start(); t1.join(); t2.join()``).
Which one ran is told by the line below the source: Python 3.11's caret line marks the expression
(``^^^^^^^^^`` under ``t1.join()``), and a stack dump without carets (pytest-timeout's thread method,
``faulthandler``) names the function the next frame is in (``File ".../threading.py", line 1119, in
join``), which the statement calls.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.code_frame import marker_column
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_CALLEE_FRAME = LazyRE2(r'^\s*File "[^"]+", line \d+, in (?P<function>[A-Za-z_]\w*)\s*$')
"""A traceback's frame line (``File ".../threading.py", line 1119, in join``), its function's name."""


def frame_statement(lines: Mapping[int, LogLine], frame: int) -> str:
    """The statement the traceback frame on line ``frame`` of ``lines`` (1-based line number → line
    read) was running: its source line (the next line) stripped, or, when that line holds several
    statements joined by ``;``, the one the caret line below it marks (its first caret or tilde's
    column), else the first that calls the function the next frame is in (``t1.join()`` above ``in
    join``), else the whole line; ``""`` when no source line follows."""
    source = lines.get(frame + 1)
    if source is None:
        return ""
    text = source.text
    pieces: list[tuple[int, str]] = []
    start = 0
    for piece in text.split(";"):
        pieces.append((start, piece))
        start += len(piece) + 1
    below = lines.get(frame + 2)
    if len(pieces) == 1 or below is None:
        return text.strip()
    column = marker_column(below.text)
    if column is not None:
        marked = (piece for start, piece in pieces if start <= column < start + len(piece) and piece.strip())
        return next(marked, text).strip()
    callee = _CALLEE_FRAME.match(below.text)
    function = callee.group("function") if callee is not None else ""
    calling = (piece for _, piece in pieces if function and _calls(piece, function))
    return next(calling, text).strip()


def _calls(statement: str, function: str) -> bool:
    """Whether ``statement`` calls ``function`` by that name: ``function(`` not preceded by a letter,
    digit or underscore (``t1.join()`` calls ``join``; ``rejoin()`` does not)."""
    at = statement.find(function + "(")
    while at >= 0:
        if at == 0 or not (statement[at - 1].isalnum() or statement[at - 1] == "_"):
            return True
        at = statement.find(function + "(", at + 1)
    return False
