"""Rule lines: a line drawn of dashes, equals signs or box-drawing characters (``-----``, ``=====``,
``│``, ``├──┼──┤``, a table's ``|-----|-----|``), and the runs of them a tool frames its verdict
with (interrogate 1.7's ``---------- RESULT: FAILED (minimum: 80.0%, actual: 0.0%) ----------``,
pytest's ``===== 1 failed in 0.12s =====``). A rule says nothing: a line of one is never what a
summary quotes, and a quoted line's frame is left out.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_RULE_CHARS = "\\-=_~*#+|:\u2500-\u257f\u2580-\u259f\u2015"
"""Characters rules are drawn with: ASCII's ``- = _ ~ * # + | :`` (a Markdown table's ``|:---|``),
Unicode's box drawing (``─ │ ┼ ═ ╭``, U+2500–U+257F), block elements (U+2580–U+259F) and the
horizontal bar meson draws with (``―``, U+2015)."""
RULE_LINE = LazyRE2(rf"^\s*(?:[{_RULE_CHARS}]\s*)+$")
"""A line of nothing but rule characters (:data:`_RULE_CHARS`), one at least, and spaces."""
_FRAME_CHARS = "\\-=\u2500-\u257f\u2015"
"""Characters a verdict's frame is drawn with: dashes, equals signs and box drawing (not ``*`` nor
``#``, which a message may open and close with, glibc's ``*** stack smashing detected ***``)."""
_FRAMED = LazyRE2(rf"^\s*[{_FRAME_CHARS}]{{3,}} +(?P<text>\S.*?\S) +[{_FRAME_CHARS}]{{3,}}\s*$")
"""A text framed by a run of three frame characters or more on each side (:data:`_FRAME_CHARS`), a
space between."""


def rule_line(text: str) -> bool:
    """Whether ``text`` (one line) is a rule: rule characters only (:data:`RULE_LINE`)."""
    return RULE_LINE.match(text) is not None


def without_rule_frame(text: str) -> str:
    """``text`` without the runs of rule characters framing it on both sides (interrogate's
    ``----- RESULT: FAILED (…) -----`` is ``RESULT: FAILED (…)``); ``text`` as it is otherwise."""
    framed = _FRAMED.match(text)
    return str(framed.group("text")) if framed is not None else text
