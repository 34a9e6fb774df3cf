"""What a package check found, printed below the line of the check that found it.

R CMD check prints one bulleted line per check, its verdict at the end (``* checking for missing
documentation entries ... WARNING``), and what the check found on the lines below it, up to the next
check's bullet (``Undocumented code objects:`` then ``  ‘trimmed_mean’``); rcmdcheck repeats each
finding in its results under a ``❯`` bullet, its details indented under it. The verdict line alone
names the check, not what to fix: its details do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

CHECK_VERDICT = LazyRE2(r"^(?P<bullet>\s*[*❯>] )\S.* \.\.\. (?:WARNING|NOTE|ERROR)\s*$")
"""A check's bulleted line that ends in a verdict with a finding (R CMD check's ``* checking Rd
\\usage sections ... WARNING``, rcmdcheck's ``❯ checking … ... NOTE``, its ``>`` without UTF-8);
``bullet``: the bullet with its indent."""
_BULLETS = ("* ", "❯ ", "> ")
"""The bullets that open a check's line (:data:`CHECK_VERDICT`)."""


def check_details(lines: dict[int, LogLine], head: int, limit: int) -> str | None:
    """The details of line ``head``'s finding (``head`` a key of ``lines``, 1-based) when it is a
    check's verdict line (:data:`CHECK_VERDICT`): the lines right after it up to a blank line, the
    next line opening with a bullet at its indent (the next check), or a line indented less than it,
    stripped and joined by single spaces, up to ``limit`` characters with the head's text (the line
    that goes over is the last one taken). ``None`` when it is no such line or nothing follows it."""
    verdict = CHECK_VERDICT.match(lines[head].text)
    if verdict is None:
        return None
    indent = len(verdict.group("bullet")) - 2
    parts: list[str] = []
    length = len(lines[head].text.strip())
    number = head + 1
    while number in lines and length < limit:
        text = lines[number].text
        depth = len(text) - len(text.lstrip())
        if not text.strip() or depth < indent or (depth == indent and text.lstrip().startswith(_BULLETS)):
            break
        parts.append(text.strip())
        length += len(parts[-1]) + 1
        number += 1
    return " ".join(parts) or None
