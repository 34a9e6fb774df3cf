"""With ``--baseline``, the excerpt holds every line the report's locations and summary point to,
even one the passing run printed too (trial 119 F6).

A coverage gate whose threshold went up (``--cov-fail-under 40`` → ``90``) at the same coverage:
pytest-cov's Missing row ``calc/__init__.py  10  4  60%  6, 10-12`` is in both runs, so the baseline
left it out of the excerpt while the report's location (``calc/__init__.py:6``, log line 34) and its
advice ("the lines the coverage report lists as not run … Missing column") cited it.

Fixtures: ``tests/fixtures/s43-t119b/README.md`` (trial 119's py-cov pair) and
``tests/fixtures/s38-baseline/README.md`` (real pytest 9.2.0 and pytest-cov 7.1.0 output, the same
kind of pair). Before: the excerpt of each held the gate's lines but not the cited row.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.excerpt import with_cited_lines
from ci_triage.logs.localise import LogLine

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PAIRS = [
    ("s43-t119b/py-cov.fail.log", "s43-t119b/py-cov.pass.log"),
    ("s38-baseline/cov-fail-under-90.gha.log", "s38-baseline/cov-fail-under-40-passed.gha.log"),
    ("s38-baseline/t105-cov-fail-under-90.gha.log", "s38-baseline/t105-cov-fail-under-40-passed.gha.log"),
]


@pytest.mark.parametrize(("failing", "passing"), PAIRS)
def test_the_excerpt_holds_the_lines_the_locations_and_summary_cite(
    capsys: pytest.CaptureFixture[str], failing: str, passing: str
) -> None:
    argv = ["triage", str(FIXTURES / failing), "--baseline", str(FIXTURES / passing), "--format", "json"]
    assert main(argv) == 0
    job = json.loads(capsys.readouterr().out)["jobs"][0]
    shown = {
        number: text for span in job["excerpt"] for number, text in enumerate(span["lines"], start=span["start_line"])
    }
    assert job["locations"], "a coverage row names the file with missed lines"
    for place in job["locations"]:
        assert place["log_line"] in shown
        assert place["file"].rsplit("/", 1)[-1] in shown[place["log_line"]]
    assert job["headline_line"] in shown
    reasons = " ".join(span["reason"] for span in job["excerpt"])
    assert "the line the report points to (also in the passing log" in reasons


def line(number: int, text: str) -> LogLine:
    return LogLine(number=number, text=text, marker="", matches=[], section=0)


def test_a_cited_line_is_taken_only_within_the_budget() -> None:
    lines = {1: line(1, "FAIL Required test coverage"), 2: line(2, "x " * 200), 3: line(3, "calc.py 10 4 60% 6")}
    chosen = {1: "gate"}
    taken = with_cited_lines(chosen, lines, {2: "cited", 3: "cited"}, budget=40)
    assert taken == {1: "gate", 3: "cited"}  # the long line does not fit; the short one does
    assert chosen == {1: "gate"}  # the caller's choice is not changed in place
