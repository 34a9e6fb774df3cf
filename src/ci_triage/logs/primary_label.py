"""A compiler diagnostic's primary label: what its code frame says at the place it marks.

rustc (and compilers that print its layout: the Rust-style ``-->`` frame of Gleam, Roc, Mojo)
prints a short title on the error's line (``error[E0308]: mismatched types``) and the specifics
under the code it quotes, after the ``^^^`` marking the primary span (``  |            ---   ^^^^^
expected `i32`, found `&str```). The title alone does not say which types differed, so a quoted
headline gets the label after it: ``error[E0308]: mismatched types: expected `i32`, found `&str```
(trial 50 #8). Every pattern is RE2 (linear time).
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
