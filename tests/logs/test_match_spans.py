"""``LazyRE2.match_spans`` gives the spans of ``LazyRE2.match``'s match, on ASCII text and on other text."""

from __future__ import annotations

import pytest

from ci_triage.logs.re2_patterns import LazyRE2

_MARKER = LazyRE2(r"##\[(group|error)\](\w+)?")


@pytest.mark.parametrize(
    "text",
    ["##[group]Run make", "##[error]", "##[error] é", "##[group]héllo", "x ##[group]Run", "##[warning]x", ""],
)
def test_match_spans_are_the_match_objects_spans(text: str) -> None:
    found = _MARKER.match(text)
    spans = _MARKER.match_spans(text)
    if found is None:
        assert spans is None
    else:
        assert spans == [found.span(group) for group in range(3)]
        assert text[spans[1][0] : spans[1][1]] == found.group(1)


def test_a_group_that_took_no_part_is_minus_one() -> None:
    assert _MARKER.match_spans("##[error] x") == [(0, 9), (3, 8), (-1, -1)]
    assert _MARKER.match_spans("##[error]é")[2] == (9, 10)  # a character offset, not a byte offset
