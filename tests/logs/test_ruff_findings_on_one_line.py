"""ruff's full output format (the default of ruff 0.17.6) places each finding on its `-->` line:
two findings on one line at different columns (`lint_me.py:1:1`, `lint_me.py:1:8`) are two
locations, and ruff's `[*] N fixable with `--fix`` tally makes the next step name `ruff check --fix`.

The log is real output (tests/fixtures/s27-ruffzip/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.evidence.repository_paths import merge_same_file
from ci_triage.logs.model import Location

LOG = Path(__file__).parents[1] / "fixtures" / "s27-ruffzip" / "gha-ruff-0.17.6-full.log"


def test_each_finding_is_a_location_even_two_on_one_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    places = [(location["file"], location["line"], location["column"]) for location in report["locations"]]
    assert places == [
        ("lint_me.py", 1, 1),
        ("lint_me.py", 1, 8),
        ("lint_me.py", 2, 8),
        ("lint_me.py", 5, 5),
        ("lint_me.py", 7, 16),
    ]


def test_ruff_fixable_tally_names_ruff_check_fix(triage_json: Callable[..., dict]) -> None:
    assert "`ruff check --fix`" in triage_json(LOG, "--no-home-skills")["next_step"]


def test_a_place_without_a_column_merges_with_the_same_line_with_one() -> None:
    with_column = Location(file="src/a.py", line=4, column=9, log_line=3, member=None, message=None)
    without = Location(
        file="/home/runner/work/p/p/src/a.py", line=4, column=None, log_line=9, member=None, message=None
    )
    other_column = Location(file="src/a.py", line=4, column=2, log_line=12, member=None, message=None)
    merged = merge_same_file([with_column, without, other_column])
    assert [(location.file, location.column) for location in merged] == [
        ("/home/runner/work/p/p/src/a.py", 9),
        ("src/a.py", 2),
    ]
