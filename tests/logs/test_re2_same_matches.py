"""Every pattern moved from Python's ``re`` to RE2 finds what it found before, on generated lines.

Python's ``re`` is the oracle: each pattern's Python text (``LazyRE2.pattern``) is compiled by
``re`` and compared with the RE2 automaton on lines built from the pattern's own words (in either
case), characters where the engines differ (Unicode words, digits and spaces, dotless ``ı``, the
long ``ſ``, the Kelvin sign) and any other characters Python's Unicode database knows. Each pattern
is compared the way its module uses it: a yes/no search, the match at the start with its groups,
every match (``findall``, ``finditer``) or the replaced text.
"""

from __future__ import annotations

import re
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.logs import analyse, clean, extract, fingerprint, first_pass, localise, skill_starter, tools
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.propose import untrusted

_ENGINE_DIFFERENCES = [
    *"ıİſKéÉ٣²_ \t\x1c\u3000\x85\xa0[]:=-./\\@$+#'\"`\x1b\r",
    "0",
    "7",
    "a1",
    "f",
    "^[",
    "##[",
]
_ANY_CHARACTER = st.characters(blacklist_categories=("Cs", "Cn"), blacklist_characters="\n")


def _spellings(word: str) -> list[str]:
    """``word`` as written, in capitals, and with the letters case folding treats apart in the two
    engines: dotless ``ı`` and dotted ``İ`` for ``i``, the long ``ſ`` for ``s``, the Kelvin sign for ``k``."""
    upper = word.upper()
    return [
        word,
        upper,
        word.replace("i", "ı"),
        upper.replace("I", "İ"),
        word.replace("s", "ſ"),
        word.replace("k", "K"),
    ]


@cache
def _lines(pattern: str) -> st.SearchStrategy[str]:
    """One line of text (no ``\\n``: every pattern here runs on one line) for ``pattern``."""
    words = sorted(set(re.findall(r"[A-Za-z]{2,}", pattern))) or ["x"]
    word = st.sampled_from([variant for text in words for variant in _spellings(text)])
    fragment = st.one_of(word, st.sampled_from(_ENGINE_DIFFERENCES), st.text(_ANY_CHARACTER, max_size=3))
    return st.lists(fragment, max_size=16).map("".join)


def _spans(found) -> object:
    """A match as comparable data: every group's span, or ``None``."""
    if found is None:
        return None
    return [found.span(group) for group in range(len(found.groups()) + 1)]


def _check_search(pattern: LazyRE2, text: str) -> None:
    assert isinstance(pattern.pattern, str)
    assert bool(re.search(pattern.pattern, text)) == bool(pattern.search(text)), (pattern.pattern, text)


def _check_match(pattern: LazyRE2, text: str) -> None:
    assert isinstance(pattern.pattern, str)
    assert _spans(re.match(pattern.pattern, text)) == _spans(pattern.match(text)), (pattern.pattern, text)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_localise_patterns_answer_as_python_re_did(data: st.DataObject) -> None:
    for searched in (
        localise._STRONG,
        localise._WEAK,
        localise._BENIGN,
        localise._PASSING_VERDICT,
        localise._FAILURE_COUNT,
        localise._FAILED_TO,
        localise._INFO_RECORD,
    ):
        _check_search(searched, data.draw(_lines(str(searched.pattern))))
    for matched in (localise._INFO_RECORD, localise._CONTINUATION, localise._FRAME):
        text = data.draw(_lines(str(matched.pattern)))
        assert isinstance(matched.pattern, str)
        assert bool(re.match(matched.pattern, text)) == bool(matched.match(text)), (matched.pattern, text)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_clean_patterns_match_and_replace_as_python_re_did(data: st.DataObject) -> None:
    for matched in (clean._TIMESTAMP, clean._GH_RUN_VIEW, clean._MARKER):
        _check_match(matched, data.draw(_lines(str(matched.pattern))))
    for replaced in (clean._ANSI, clean._CONTROL):
        assert isinstance(replaced.pattern, str)
        text = data.draw(_lines(replaced.pattern))
        assert re.sub(replaced.pattern, "", text) == replaced.sub("", text), (replaced.pattern, text)
        _check_search(replaced, text)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_command_patterns_find_what_python_re_found(data: st.DataObject) -> None:
    _check_match(analyse._PROMPT, data.draw(_lines(str(analyse._PROMPT.pattern))))
    _check_match(tools._VERSIONED, data.draw(_lines(str(tools._VERSIONED.pattern))))
    for found in (tools._WORD, tools._ACTION):
        assert isinstance(found.pattern, str)
        text = data.draw(_lines(found.pattern))
        assert re.findall(found.pattern, text) == found.findall(text), (found.pattern, text)
    pieces = skill_starter._PIECES
    assert isinstance(pieces.pattern, str)
    text = data.draw(_lines(pieces.pattern))
    assert [_spans(found) for found in re.finditer(pieces.pattern, text)] == [
        _spans(found) for found in pieces.finditer(text)
    ], text


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_extract_patterns_match_as_python_re_did(data: st.DataObject) -> None:
    for matched in (extract._URL_LIKE, extract._HOST_ONLY, extract._JVM_METHOD_OF, extract._JVM_CLASS_METHOD):
        _check_match(matched, data.draw(_lines(str(matched.pattern))))
    _check_search(extract._TOOLCHAIN_PATH, data.draw(_lines(str(extract._TOOLCHAIN_PATH.pattern))))


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_strong_prefix_matches_bytes_as_python_re_did(data: st.DataObject) -> None:
    pattern = first_pass._STRONG_PREFIX.pattern
    assert isinstance(pattern, bytes)
    text = data.draw(_lines(pattern.decode())).encode("utf-8", "replace")
    assert bool(re.match(pattern, text)) == bool(first_pass._STRONG_PREFIX.match(text)), text


_PYTHON_MASKS = (
    (re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (
        re.compile(r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"),
        "<uuid>",
    ),
    (
        re.compile(r"(?:/tmp|/var/folders|/private/var|C:\\Users\\[^\\]+\\AppData\\Local\\Temp)[^\s'\":]*"),
        "<tmp>",
    ),
    (re.compile(r"\b(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{7,}\b"), "<hex>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "<hex>"),
    (re.compile(r"\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|m|min|minutes)\b"), "<duration>"),
    (re.compile(r"\d+"), "<n>"),
)
"""The masks as Python's ``re`` ran them (lookaheads, Unicode ``\\b``), the oracle for RE2's."""

_VOLATILE = st.sampled_from(
    [
        "2024-05-01T12:00:00.123Z",
        "550e8400-e29b-41d4-a716-446655440000",
        "deadbeef1",
        "abcdef12345",
        "1234567",
        "abcdefa",
        "0x1F",
        "12ms",
        "3.5 seconds",
        "4 min",
        "5sx",
        "/tmp/a:b",
        "/var/folders/x y",
        "C:\\Users\\me\\AppData\\Local\\Temp\\z",
        "-",
        " ",
        "_",
        "é",
        "٣",
        "ı",
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(_VOLATILE, st.text(_ANY_CHARACTER, max_size=3)), max_size=16).map("".join))
def test_fingerprint_masks_replace_what_python_re_replaced(text: str) -> None:
    expected = text
    for pattern, placeholder in _PYTHON_MASKS:
        expected = pattern.sub(placeholder, expected)
    assert " ".join(expected.split()) == fingerprint.mask_volatile(text)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["<", "/", " ", "\t", "\u3000", "untrusted", "UNTRUSTED", "untruſted", "x", "\ud800", "\udfff"]
        ),
        max_size=12,
    )
)
def test_untrusted_tags_are_neutralised_as_python_re_did(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert re.sub(r"<(?=\s*/?\s*untrusted)", "‹", text, flags=re.IGNORECASE) == untrusted.neutralise(text)
