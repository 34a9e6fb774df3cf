"""Short text for a line of a list or report: a shortened line, a noun with its article, a capped list's
"and N more"."""

from __future__ import annotations

ELLIPSIS = "…"


def shortened(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters, else its first ``limit - 1`` characters
    (trailing spaces dropped) and ``…``: at most ``limit`` characters either way."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + ELLIPSIS


def with_article(noun: str) -> str:
    """``noun`` after its indefinite article: ``an`` before a vowel letter (``an
    infrastructure-as-code/deploy tool``, ``an out-of-memory``), else ``a`` (``a test failure``).
    By the first letter, not the sound: right for the failure categories and tool names a report
    puts it before, not for every English word (``a unit``, ``an hour``)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' and noun else 'a'} {noun}"


def and_more(total: int, shown: int, at_least: bool = False) -> str:
    """What follows a list that shows ``shown`` of ``total`` items so that a capped list does not
    read as complete: `` and 2 more`` (with its leading space; `` and at least 2 more`` when
    ``at_least``, ``total`` being a count that may be short), ``""`` when ``total`` is at most
    ``shown``. The count has thousands separators (`` and 1,204 more``)."""
    left = total - shown
    return f" and {'at least ' if at_least else ''}{left:,} more" if left > 0 else ""
