"""Short text for a line of a list or report: a shortened line (cut at a word or not), a noun with
its article, a capped list's "and N more", a cut quote's brackets and quotes closed."""

from __future__ import annotations

ELLIPSIS = "…"


def shortened(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters, else its first ``limit - 1`` characters
    (trailing spaces dropped) and ``…``: at most ``limit`` characters either way."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + ELLIPSIS


def shortened_at_word(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters, else cut at its last space within the
    first ``limit - 1`` characters (a word longer than that: at ``limit - 1``, :func:`shortened`)
    and ``…`` after it: at most ``limit`` characters, never a word cut in two where a space allows."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rstrip()
    space = cut.rfind(" ")
    return (cut[:space].rstrip() if space > 0 else cut) + ELLIPSIS


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


_CLOSERS = {"(": ")", "[": "]", "{": "}", '"': '"', "'": "'"}
"""The brackets and quotes :func:`balanced` closes, each opener with its closer (a quote closes itself)."""
_QUOTES = "\"'"
_BEFORE_QUOTE = " \t([{,"
"""What stands before a single quote that opens a quote (``got '* [a``, ``('x``); after a letter or
a symbol it is an apostrophe (``isn't``) or the end of a GNU-style quote (```foo'``, ```!='``),
neither opened."""


def balanced(text: str) -> str:
    """``text`` (a quote of a log line, which may have been cut inside a quoted string or brackets:
    jest's ``thrown: "Exceeded timeout of 5000 ms … to be called.`` whose closing quote is on the
    next line) with the closer of each bracket and quote left open appended, innermost first:
    ``thrown: "Exceeded … to be called."``. A bracket inside a quote is its text, not opened; a
    single quote opens one only at the start or after a space, an opening bracket or ``,``
    (:data:`_BEFORE_QUOTE`); a backtick is never counted (GNU's ```foo'`` quoting, Markdown's code
    spans); an opener the text ends with is its token (``SyntaxError: Unexpected token (``), not
    closed; a closer that closes nothing open is left as it is. One pass: linear in ``text``."""
    open_: list[tuple[str, int]] = []  # each opener left open and where it stands
    for at, char in enumerate(text):
        quoted = bool(open_) and open_[-1][0] in _QUOTES
        if open_ and char == _CLOSERS[open_[-1][0]]:
            open_.pop()
        elif char in _CLOSERS and not quoted and (char != "'" or at == 0 or text[at - 1] in _BEFORE_QUOTE):
            open_.append((char, at))
    if open_ and open_[-1][1] == len(text.rstrip()) - 1:
        open_.pop()  # nothing after it: the text's own token (``Unexpected token (``), not a quote cut short
    return text + "".join(_CLOSERS[opener] for opener, _at in reversed(open_))
