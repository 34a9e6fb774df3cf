"""A file named without a line is no place of its own beside the same file's places with lines,
its path written another way (trial 116 #9): mocha's ``Error: Timeout of 500ms exceeded. …
(/home/runner/work/stock/stock/test/stock.test.js)`` beside the frame's ``test/stock.test.js:7:12``.

Real output (``tests/fixtures/s41-javaetc/README.md``): mocha 10.8.2, Node.js 20.20.2."""

from __future__ import annotations

from pathlib import Path

LOG = Path(__file__).resolve().parents[1] / "fixtures" / "s41-javaetc" / "mocha-timeout.gha.log"


def test_a_path_without_a_line_is_not_added_beside_its_files_lines(triage_json) -> None:
    report = triage_json(LOG)
    assert report["category"] == "test failure"
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("test/stock.test.js", 7)]
