"""A place a linter names in several findings ranks by the most severe of them: hadolint 2.15.1 (run
on a four-line Dockerfile, trial t125 #7c) prints ``Dockerfile:2 DL3015 info`` and ``DL3009 info``
before ``Dockerfile:2 DL3008 warning``; the places were listed 1, 3, 2 (line 2 ranked by its first,
an info, below line 3's warning) instead of in line order, every line holding a warning."""

from __future__ import annotations

from pathlib import Path

FIXTURE = Path(__file__).parent / "fixtures" / "finding-severity" / "hadolint-one-place-info-and-warning.log"


def test_hadolints_places_keep_line_order_when_each_holds_a_warning(triage_json) -> None:
    report = triage_json(FIXTURE)
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("Dockerfile", 1),
        ("Dockerfile", 2),
        ("Dockerfile", 3),
    ]


def test_the_place_is_its_most_severe_findings(triage_json) -> None:
    report = triage_json(FIXTURE)
    second = report["locations"][1]
    assert second["message"].startswith("Pin versions in apt get install")
