"""A step's tool's error annotations, as the runner renders its ``::error`` workflow commands
(``##[error]LT09: …`` in a group named by the file), are that tool's findings: the verdict is the
tool's catalogue category decided by them, not by the step's title alone, and the summary quotes
the first with its file.

Real output (tests/fixtures/s28-annotations/README.md): sqlfluff 4.5.0 (PyPI)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-annotations"


def test_a_tools_rendered_error_annotations_are_its_findings(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-sqlfluff-4.5.0-annotation-native-error.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("lint/format", "sqlfluff")
    assert report["confidence"] >= 0.7
    assert report["signals"][0]["skill"] == "error-annotation"
    assert report["signals"][0]["text"].startswith("LT09: ")
    assert report["summary"].endswith(
        ": models/q.sql: LT09: Select targets should be on a new line unless there is only one select target."
        " [layout.select_targets]"
    )
