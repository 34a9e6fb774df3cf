"""A step stopped by its own ``timeout`` (exit 124): the summary quotes the last line it printed, what
it was waiting on, not the runner's ``Process completed with exit code 124.`` (trial 28 #15)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_the_last_output_line_is_quoted(triage_json) -> None:
    report = triage_json(TRIAL / "timeout5-gha.log")
    assert report["category"] == "timeout"
    assert report["summary"].endswith("”: Waiting for server on localhost:8089 ...")
    assert "own `timeout` command" in report["jobs"][0]["classification"]["next_step"]
