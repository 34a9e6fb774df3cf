"""Patterns on untrusted text outside the log modules, moved from Python's ``re`` to RE2, find what they found.

Python's ``re`` is the oracle, as in ``tests/logs/test_re2_same_matches.py``: each pattern's Python
text is compiled by ``re`` and compared with the RE2 version on text built from the pattern's own
words (in either case), characters where the engines differ and any other characters, the way its
module uses it (spans and groups of every match, or the replaced text). Text here may hold line
breaks: URLs in error messages and comment bodies span lines.
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.audit.health import accuracy
from ci_triage.github import client
from ci_triage.logs.re2_patterns import LazyRE2

_ENGINE_DIFFERENCES = [
    *"ıİſKéÉ٣²_ \t\n\x1c\u3000\x85\xa0[]():=-./\\@?&#'\"`<>*!,;~+",
    "0",
    "7",
    "a1",
    "f",
    "## ",
    "\n- ",
    ":12",
    "``",
]
_ANY_CHARACTER = st.characters(blacklist_categories=("Cs", "Cn"))
_ONE_LINE_CHARACTER = st.characters(blacklist_categories=("Cs", "Cn"), blacklist_characters="\n")


def _spellings(word: str) -> list[str]:
    """``word`` as written, in capitals, and with the letters case folding treats apart in the two engines."""
    upper = word.upper()
    return [word, upper, word.replace("i", "ı"), upper.replace("I", "İ"), word.replace("s", "ſ")]


@cache
def _texts(pattern: str, *, lines: bool = True) -> st.SearchStrategy[str]:
    """Text for ``pattern``: its words, engine differences and anything else (``\\n`` only when ``lines``)."""
    words = sorted(set(re.findall(r"[A-Za-z]{2,}|[^\w\\()|?*+\[\]{}^$]{3,}", pattern))) or ["x"]
    word = st.sampled_from([variant for text in words for variant in _spellings(text)])
    differences = [text for text in _ENGINE_DIFFERENCES if lines or "\n" not in text]
    characters = _ANY_CHARACTER if lines else _ONE_LINE_CHARACTER
    fragment = st.one_of(word, st.sampled_from(differences), st.text(characters, max_size=3))
    return st.lists(fragment, max_size=20).map("".join)


def _spans(found) -> object:
    """A match as comparable data: every group's span, or ``None``."""
    if found is None:
        return None
    return [found.span(group) for group in range(len(found.groups()) + 1)]


def _python(pattern: LazyRE2) -> re.Pattern[str]:
    assert isinstance(pattern.pattern, str)
    return re.compile(pattern.pattern)


def _check_every_match(pattern: LazyRE2, text: str) -> None:
    expected = [_spans(found) for found in _python(pattern).finditer(text)]
    assert expected == [_spans(found) for found in pattern.finditer(text)], (pattern.pattern, text)


def _check_first_match(pattern: LazyRE2, text: str) -> None:
    assert _spans(_python(pattern).search(text)) == _spans(pattern.search(text)), (pattern.pattern, text)


def _check_replaced(pattern: LazyRE2, text: str) -> None:
    assert _python(pattern).sub("<x>", text) == pattern.sub("<x>", text), (pattern.pattern, text)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_signed_query_is_masked_as_python_re_masked_it(data: st.DataObject) -> None:
    pattern = client.SIGNED_QUERY
    text = data.draw(_texts(str(pattern.pattern)))
    _check_replaced(pattern, text)
    _check_every_match(pattern, text)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_accuracy_reads_comments_as_python_re_did(data: st.DataObject) -> None:
    for pattern in (accuracy._HEADING, accuracy._LOCATION_SECTION, accuracy._SUSPECTED_FILES):
        _check_first_match(pattern, data.draw(_texts(str(pattern.pattern))))
    for pattern in (accuracy._CODE_SPAN, accuracy._LINK_TEXT):
        text = data.draw(_texts(str(pattern.pattern), lines=False))
        _check_every_match(pattern, text)
        _check_replaced(pattern, text)
    _check_replaced(accuracy._LINE_NUMBERS, data.draw(_texts(str(accuracy._LINE_NUMBERS.pattern), lines=False)))
