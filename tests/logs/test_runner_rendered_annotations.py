"""A tool's GitHub annotations as the runner logs them (``##[error]3:13 [trailing-spaces] …`` under the
tool's ``##[group]config/app.yaml``; the file and line properties are not in the log): the first
annotation is the headline and each problem's place is the group's file at the message's line and
column (trial 47 #4). Fixtures: yamllint 1.38.0 ``-f github`` and sqlfluff 4.5.0 ``--format
github-annotation-native`` run here, their workflow commands rendered as the runner logs them
(fixtures/trial-47/README.md)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-47"


def test_yamllint_github_annotations_are_placed_in_their_groups_file(triage_json) -> None:
    report = triage_json(TRIAL / "yamllint-github-gha.log")
    assert report["category"] == "lint/format"
    assert "config/app.yaml:1:11: [trailing-spaces] trailing spaces" in report["summary"]
    places = [(place["file"], place["line"], place["column"]) for place in report["locations"]]
    assert places == [("config/app.yaml", 1, 11), ("config/app.yaml", 4, 8)]


def test_a_step_of_warning_annotations_only_quotes_the_first(triage_json) -> None:
    report = triage_json(TRIAL / "sqlfluff-github-annotations-gha.log")
    assert "LT09: Select targets should be on a new line" in report["summary"]
    assert "Process completed" not in report["summary"]
    assert [place["file"] for place in report["locations"]] == ["models/orders.sql"]
