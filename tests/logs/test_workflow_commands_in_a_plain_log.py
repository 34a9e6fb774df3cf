"""A plain log of workflow commands a tool printed itself (no runner's lines, no exit line): an
`::error` annotation is a failure report, a `::warning` or `::notice` alone is not, and the report
says so in a note instead of a bare "No failure found".

The logs are real ruff 0.17.6, yamllint 1.38.0 and sqlfluff 4.5.0 output
(tests/fixtures/s28-smalls/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-smalls"


@pytest.mark.parametrize(
    ("log", "first"),
    [
        ("ruff-0.17.6-github.plain.txt", ("app.py", 1)),
        ("yamllint-1.38.0-github.plain.txt", ("conf.yaml", 1)),
        ("sqlfluff-4.5.0-annotation-native-error.plain.txt", ("models/q.sql", 1)),
    ],
)
def test_error_annotations_are_a_failure(triage_json: Callable[..., dict], log: str, first: tuple) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["failure_found"]
    assert (report["locations"][0]["file"], report["locations"][0]["line"]) == first
    assert not any("annotation(s) a tool printed" in warning for warning in report["warnings"])


def test_warning_annotations_alone_are_no_failure_and_a_note_says_so(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "sqlfluff-4.5.0-annotation-native.plain.txt", "--no-home-skills")
    assert not report["failure_found"]
    assert any(
        warning.startswith("the log holds 3 warning or notice annotation(s) a tool printed")
        and "the first at line 2" in warning
        for warning in report["warnings"]
    )
