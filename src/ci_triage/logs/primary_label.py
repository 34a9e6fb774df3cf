"""A compiler diagnostic's primary label: what its code frame says at the place it marks.

rustc (and compilers that print its layout: the Rust-style ``-->`` frame of Gleam, Roc, Mojo)
prints a short title on the error's line (``error[E0308]: mismatched types``) and the specifics
under the code it quotes, after the ``^^^`` marking the primary span (``  |            ---   ^^^^^
expected `i32`, found `&str```). The title alone does not say which types differed, so a quoted
headline gets the label after it: ``error[E0308]: mismatched types: expected `i32`, found `&str```
(trial 50 #8). javac prints the same way: a title (``Cart.java:7: error: cannot find symbol``),
the code it quotes, then the specifics as labelled details (``  symbol:   variable Discounts``,
``  required: int`` and ``  found:    String``): a quoted headline gets them after it in brackets,
``Cart.java:7: error: cannot find symbol (symbol: variable Discounts)`` (trial t118 #12). Every
pattern is RE2 (linear time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

_PRIMARY_LABEL = LazyRE2(r"^\s*\d*\s*\|[\s|\-_]*\^+ (?P<label>\S.*)$")
"""A code frame's line marking the primary span with ``^`` and its label after it (a secondary
span's ``---`` before it on the same line)."""
_DIAGNOSTIC_START = LazyRE2(r"^(?:error|warning)(?:\[\w+\])?: ")
"""The next diagnostic's first line: the frame of the quoted one ends above it."""
_JAVAC_DIAGNOSTIC = LazyRE2(r"^(?:\[(?:ERROR|WARNING)\] )?(?:\S+:\d+: (?:error|warning): |\S+\.java:\[\d+,\d+\] )")
"""javac's diagnostic title: ``src/shop/Cart.java:7: error: cannot find symbol``, or as Maven's
compiler plugin prints it (maven-compiler-plugin 3.13.0, Maven 3.8.7):
``[ERROR] /w/src/main/java/shop/Cart.java:[6,33] cannot find symbol``."""
_JAVAC_DETAIL = LazyRE2(r"^(?:\[(?:ERROR|WARNING)\])?\s+(?P<label>symbol|required|found|reason):\s+(?P<value>\S.*)$")
"""A labelled detail javac prints below a diagnostic's code: what it could not find (``symbol:``),
the types or arguments it wanted and got (``required:``, ``found:``) and why (``reason:``); its
``location:``, the class it looked in, names no more than the title's file. Maven repeats them under
its ``Failed to execute goal`` with its level before each (``[ERROR]   symbol:   variable Discounts``)."""
MAX_FRAME_LINES = 12
"""Lines below a diagnostic's title read for its primary label at most."""


def with_primary_label(headline: str, lines: dict[int, LogLine], head: int) -> str:
    """``headline`` (the quoted text of line ``head``, a diagnostic's title; ``lines`` are the read
    lines by 1-based number) with the first primary label of its code frame below
    (:data:`_PRIMARY_LABEL`) after a colon, when that label is not in it already; read to a blank
    line, the next diagnostic (:data:`_DIAGNOSTIC_START`) or :data:`MAX_FRAME_LINES` lines;
    ``headline`` as it is without a label."""
    if not _DIAGNOSTIC_START.search(lines[head].text.strip()):
        return headline
    for number in range(head + 1, head + MAX_FRAME_LINES):
        line = lines.get(number)
        text = line.text.strip() if line is not None else ""
        if not text or _DIAGNOSTIC_START.match(text):
            return headline
        label = _PRIMARY_LABEL.match(line.text) if line is not None else None
        if label is not None:
            said = str(label.group("label")).strip()
            return headline if said in headline else f"{headline.rstrip(':')}: {said}"
    return headline


def with_javac_details(headline: str, lines: dict[int, LogLine], head: int) -> str:
    """``headline`` (the quoted text of line ``head``, javac's diagnostic title, :data:`_JAVAC_DIAGNOSTIC`;
    ``lines`` are the read lines by 1-based number) with its labelled details below its code
    (:data:`_JAVAC_DETAIL`, blanks between label and value counted as one) in brackets, joined by
    ``; ``, when they are not in it already; read to a blank line, the next diagnostic or
    :data:`MAX_FRAME_LINES` lines; ``headline`` as it is without them."""
    if not _JAVAC_DIAGNOSTIC.search(lines[head].text.strip()):
        return headline
    details: list[str] = []
    for number in range(head + 1, head + MAX_FRAME_LINES):
        line = lines.get(number)
        text = line.text.strip() if line is not None else ""
        if not text or _JAVAC_DIAGNOSTIC.match(text):
            break
        detail = _JAVAC_DETAIL.match(line.text) if line is not None else None
        if detail is not None:
            details.append(f"{detail.group('label')}: {str(detail.group('value')).strip()}")
    said = [detail for detail in details if detail.split(": ", 1)[1] not in headline]
    return f"{headline} ({'; '.join(said)})" if said else headline
