"""ESLint's ``codeframe`` format (``npx eslint --format codeframe``) is read by the eslint skill: each
error's heading (``error: 'x' is assigned a value but never used (no-unused-vars) at
src/fetch.js:2:9:``) is a finding at its place, quoted without the code frame below it; a warning's
heading is no finding (session 28: no skill read the heading, and the log was lint/format 0.45 from
the command alone).

Fixtures (tests/fixtures/s28-misc, README there): ESLint 9.39.5 with eslint-formatter-codeframe
7.32.2 from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"


def test_codeframe_errors_are_findings_at_their_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eslint-codeframe.gha.log")
    assert (report["category"], report["tool"]) == ("lint/format", "eslint")
    assert report["confidence"] >= 0.8
    assert report["summary"].endswith(
        "error: 'x' is assigned a value but never used (no-unused-vars) at src/fetch.js:2:9:"
        " (3 errors and 1 warning found.)"  # eslint's tally
    )
    places = [(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]]
    assert places == [("src/fetch.js", 2, 9), ("src/fetch.js", 3, 49), ("src/fetch.js", 3, 58)]


def test_a_codeframe_parsing_error_is_a_finding_at_its_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eslint-codeframe-parsing.gha.log")
    assert (report["category"], report["tool"]) == ("lint/format", "eslint")
    assert report["confidence"] >= 0.8
    assert "Parsing error: Unexpected keyword 'return'" in report["summary"]
    assert [(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]] == [("src/broken.js", 2, 3)]
