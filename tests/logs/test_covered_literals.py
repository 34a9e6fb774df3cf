"""Skills' literals that another pattern always matches from the same start stay out of Hyperscan's
database (:func:`ci_triage.logs.trigger_lines.covered_literals`), and the scan stays the same."""

from __future__ import annotations

import io
from importlib.util import find_spec

import pytest

from ci_triage.logs import vocabulary
from ci_triage.logs.first_pass import Triggers, scan
from ci_triage.logs.trigger_lines import covered_literals

WORDS = (vocabulary.WEAK.encode(), vocabulary.STRONG.encode())
LITERALS = [
    ("Xyzzy plugh", False),  # starts with the case-insensitive literal below
    ("xyzzy", True),
    ("XYZZY quux", True),  # and so does this one, in any case
    ("Xyzzy", False),  # as long as "xyzzy": covered only by a shorter literal
    ("error: at the start", False),  # the weak word "error" starts every match
    ("abort here", False),  # "\babort" does not match after a word character
    ("cannot", False),  # "\bcannot " needs a space after the literal
    ("Traceback (most", False),  # "\btraceback" does not match after a word character either
    ("exception raised", False),  # "exception\b", whatever comes before
    ("error now", True),  # case-insensitive: left to Hyperscan whatever the words match
]


def test_covered_literals_are_those_another_pattern_always_matches_from_their_start() -> None:
    encoded = [(text.encode(), ignore_case) for text, ignore_case in LITERALS]
    covered = {LITERALS[index][0] for index in covered_literals(encoded, WORDS)}
    assert covered == {"Xyzzy plugh", "XYZZY quux", "error: at the start", "exception raised"}


@pytest.mark.skipif(find_spec("hyperscan") is None, reason="no hyperscan wheel on this platform")
def test_lines_whose_leftmost_trigger_is_a_covered_literal_scan_as_with_re2() -> None:
    lines = [
        b"##[group]Run make",
        b"a Xyzzy plugh b",
        b"kXyzzy plugh",
        b"XYZZY quux and xyzzy",
        b"x error: at the start",
        b"kabort here",
        b"abort here",
        b"cannot",
        b"cannotx and Traceback (most recent call last):",
        b"xTraceback (most",
        b"a RuntimeException raised, xexception raised",
        b"ERROR NOW",
        b"quiet line",
    ]
    data = b"\n".join(lines * 40) + b"\n"

    def fields(engine: str) -> list:
        result = scan(io.BytesIO(data), Triggers(LITERALS, engine=engine))  # type: ignore[arg-type]
        return [
            (section.name, section.trigger_lines, [(a.line, a.offset, a.tier, a.kind) for a in section.anchors()])
            for section in result.sections
        ]

    assert fields("hyperscan") == fields("re2")
