"""A workflow-command marker is taken off a line's start by string operations, as the pattern
``##\\[(group|endgroup|error|warning|notice|debug|command|section)\\]`` matched at the start took it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ci_triage.logs.clean import clean_line
from ci_triage.logs.re2_patterns import LazyRE2

NAMES = ["group", "endgroup", "error", "warning", "notice", "debug", "command", "section"]
PATTERN = LazyRE2(r"##\[(group|endgroup|error|warning|notice|debug|command|section)\]")
PIECES = ["##[", "]", "[", "#", "##", " ", "x", "Run make", "\u00e9", *NAMES, *(name[:3] for name in NAMES)]


def _by_pattern(text: str) -> tuple[str, str]:
    spans = PATTERN.match_spans(text)
    if spans is None:
        return text, ""
    (_, end), (name_start, name_end) = spans[0], spans[1]
    return text[end:], text[name_start:name_end]


@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
def test_marker_taken_off_as_the_pattern_did(text: str) -> None:
    line = clean_line(text)
    expected_text, expected_marker = _by_pattern(text)
    assert (line.text, line.marker) == (expected_text.rstrip(), expected_marker)


def test_markers_and_near_misses() -> None:
    cases = {
        "##[error]Process completed with exit code 1.": ("Process completed with exit code 1.", "error"),
        "##[endgroup]": ("", "endgroup"),
        "##[group]Run ##[error]x": ("Run ##[error]x", "group"),
        "##[errors]x": ("##[errors]x", ""),
        "##[error": ("##[error", ""),
        "##[errorx": ("##[errorx", ""),
        "##[]error]": ("##[]error]", ""),
        " ##[error]x": (" ##[error]x", ""),  # not at the start
    }
    for text, expected in cases.items():
        line = clean_line(text)
        assert (line.text, line.marker) == expected, text
