"""A callback that threw inside a call on the same line gives two V8 frames of one line, `at includes
(src/users.js:5:38)` and, past `at Array.filter (<anonymous>)`, `at filter (src/users.js:5:16)`: one
place where the code failed, listed once (the innermost frame's); the report listed both (trial 121,
finding 6).

Real output: jest 29.7.0 (node 20.20.2), tests/fixtures/s44-t121b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.same_line_frames import without_same_line_frames

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t121b"


def test_the_callbacks_line_is_one_location(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-two-failed-tests.gha.log", "--no-home-skills")
    places = [(place["file"], place["line"], place["column"]) for place in report["locations"]]
    assert [place for place in places if place[0] == "src/users.js"] == [("src/users.js", 5, 38)]
    assert ("src/users.test.js", 14, 12) in places


def _lines(*texts: str) -> dict[int, LogLine]:
    return {
        number: LogLine(number=number, text=text, marker="", matches=[], section=0)
        for number, text in enumerate(texts, start=1)
    }


def test_places_on_one_line_outside_one_trace_stay_two() -> None:
    lines = _lines("      at includes (src/users.js:5:38)", "", "      at filter (src/users.js:5:16)")
    places = [
        Location(file="src/users.js", line=5, column=38, log_line=1),
        Location(file="src/users.js", line=5, column=16, log_line=3),
    ]
    assert without_same_line_frames(lines, places) == places  # a blank line: two traces
