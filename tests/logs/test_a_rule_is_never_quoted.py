"""interrogate's summary quoted its verdict with the dashes framing it (``---------------- RESULT:
FAILED (minimum: 80.0%, actual: 0.0%) -----------------``), and its ``-vv`` table's
``fail_hard (L5)`` under ``errors.py (module)`` gave no location (trial 90, #4, #7). A rule (a
line of only dashes, equals signs or box-drawing characters) is never a summary's quote, a quote's
frame of rule characters is left out, and the missed definitions' lines are locations.

Real output: interrogate 1.7.0 run by trial 90 (tests/fixtures/s34-t90b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.rule_line import rule_line, without_rule_frame

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t90b"


@pytest.mark.parametrize(
    ("log", "places"),
    [
        ("interrogate.log", [("calc.py", None), ("test_calc.py", None)]),
        ("interrogate2.log", [("errors.py", 1), ("errors.py", 5), ("errors.py", 9), ("test_errors.py", 3)]),
    ],
)
def test_interrogates_verdict_without_its_dashes_and_its_places(
    triage_json: Callable[..., dict],
    log: str,
    places: list[tuple[str, int | None]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # no checkout around: this repository's tests/github/test_errors.py is not the trial's
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert "---" not in report["summary"]
    assert "RESULT: FAILED (minimum: " in report["summary"]
    assert [(location["file"], location["line"]) for location in report["locations"]] == places


@pytest.mark.parametrize(
    "text",
    [
        "|-----------------------------------------------|------------------------------|",  # interrogate
        "--------------------------------------------------------------------------------",
        "================================================================================",
        "│",  # terraform's box, its empty line
        "╵",
        "+------+-------+",
    ],
)
def test_a_line_of_rule_characters_is_a_rule(text: str) -> None:
    assert rule_line(text)


@pytest.mark.parametrize(
    "text", ["-- a", "RESULT: FAILED", "+ grep -q x f", "*** stack smashing detected ***: terminated", "- item"]
)
def test_a_line_with_words_is_no_rule(text: str) -> None:
    assert not rule_line(text)


def test_a_frame_of_equals_signs_is_left_out() -> None:
    assert without_rule_frame("======= 1 failed, 2 passed in 0.12s =======") == "1 failed, 2 passed in 0.12s"
    assert without_rule_frame("*** stack smashing detected ***") == "*** stack smashing detected ***"
