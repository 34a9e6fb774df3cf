"""A Travis job the worker stopped because its log passed the size limit is the job's output, not a
test failure: no test failed, the command was cut off (trial 36, finding 17; fixture:
tests/fixtures/trial-36/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-36" / "travis_log_length.log"


def test_the_log_length_stop_is_quoted_as_the_cause(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "configuration"
    assert report["summary"].endswith("The job exceeded the maximum log length, and has been terminated.")
    assert report["failed_tests"] == []


def test_the_next_step_is_to_print_less_not_to_rerun_failed_tests(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURE), "--format", "markdown", "--no-home-skills"]) == 0
    advice = capsys.readouterr().out.split("#### Next step\n", 1)[1]
    assert advice.startswith("Travis stopped the job because its log passed the size limit")
    assert "failed tests" not in advice
