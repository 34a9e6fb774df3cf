"""Text whose only non-ASCII characters are punctuation or symbols runs a pattern's ASCII variant, with
Python's matches: the Unicode variant, slow to compile, is left for text with non-ASCII letters,
digits, spaces or cased characters."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.logs.re2_patterns import LazyRE2, ascii_semantics

PATTERNS = [
    r"\bStep (?P<name>\S+) failed\b",
    r"(?i)\berror\b:?\s+(?P<message>\w[^\n]*)",
    r"^\s*(?P<count>\d+) (?:tests? )?failed\W",
    r"(?i)[a-z_]\w*(?:Error|Exception)\b",
    r"\w+\s*=\s*\S+",
]


@pytest.mark.parametrize(
    "text", ["Step ‘Publish XML Summary Reports’ failed", "✓ 3 passed ● 1 failed", "a — b … c", "\ufffd x"]
)
def test_punctuation_and_symbols_keep_the_ascii_variant(text: str) -> None:
    assert ascii_semantics(text)


@pytest.mark.parametrize(
    "text",
    ["café error", "x\u00a0y", "count ٣", "ı", "\u212a", "\u017f", "Ⓐ", "\u0345", "x\u3000y", "Ⅳ", "²"],
    ids=["letter", "no-break-space", "digit", "dotless-i", "kelvin", "long-s", "cased-symbol", "cased-mark",
         "ideographic-space", "roman-numeral", "superscript"],
)  # fmt: skip
def test_letters_digits_spaces_and_cased_characters_need_the_unicode_variant(text: str) -> None:
    assert not ascii_semantics(text)


_NEUTRAL = st.characters(min_codepoint=0x80, blacklist_categories=("L", "N", "Z", "Cs", "Cn")).filter(
    lambda character: ascii_semantics(character)
)
_TEXT = st.lists(
    st.one_of(st.sampled_from(["Step ", "error", "ERROR", "x_1", "3 ", "failed", "=", "\t", " "]), _NEUTRAL),
    max_size=16,
).map("".join)


@settings(max_examples=150, deadline=None)
@given(text=_TEXT)
def test_the_ascii_variant_finds_what_python_finds_and_the_unicode_one_is_never_built(text: str) -> None:
    for pattern in PATTERNS:
        lazy = LazyRE2(pattern)
        expected = [found.span() for found in re.finditer(pattern, text)]
        assert [found.span() for found in lazy.finditer(text)] == expected, (pattern, text)
        first = re.search(pattern, text)
        found = lazy.search(text)
        assert (found.groupdict() if found else None) == (first.groupdict() if first else None), (pattern, text)
        assert lazy._compiled is None  # the Unicode variant was never compiled
