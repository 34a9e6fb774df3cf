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


def test_the_tool_is_the_timeout_command_that_stopped_the_step(triage_json) -> None:
    """trial-33's ``timeout 3 bash -c "while …; do echo waiting...; …"`` (exit 124,
    ``tests/fixtures/trial-33/timeout-command.gha.log``, finding 6): the tool was null though the
    next step names ``timeout``: it is ``timeout``, whose limit ended the step."""
    log = Path(__file__).parents[1] / "fixtures" / "trial-33" / "timeout-command.gha.log"
    report = triage_json(log)
    assert report["category"] == "timeout"
    assert report["jobs"][0]["tool"] == "timeout"
    assert report["summary"].endswith("”: waiting...")
