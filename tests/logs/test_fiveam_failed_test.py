"""FiveAM's report under SBCL: `` Running test AREA-RECTANGLE f`` (a check failed) and its entry
under ``Failure Details:`` make a test failure naming ``AREA-RECTANGLE`` with its whole reason,
the parts FiveAM prints on lines of their own joined (only the first, ``(GEO:AREA 2 3)``, was
kept), not ``unknown`` quoting the runner's exit line or, pasted alone, SBCL's compiler note ``;
note: could not stack allocate:`` (trial 73, #4). SBCL's notes and style warnings while ASDF
compiles FiveAM and its dependencies are no error text: no excerpt block is headed by them.

Real output: SBCL 2.2.9 with Debian's cl-fiveam, tests/fixtures/s31-t73b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-t73b"


@pytest.mark.parametrize("log", ["cl-fiveam.log", "cl-fiveam-plain.txt"])
def test_fiveams_failed_test_is_the_failure(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", "sbcl")
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("AREA-RECTANGLE", "(GEO:AREA 2 3) evaluated to 12 which is not = to 6")
    ]
    assert "failed tests AREA-RECTANGLE" in report["summary"]


@pytest.mark.parametrize("log", ["cl-fiveam.log", "cl-fiveam-plain.txt"])
def test_sbcls_compiler_notes_head_no_excerpt_block(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert not [block for block in report["excerpt"] if block["reason"] == "error text"]
