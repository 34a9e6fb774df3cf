"""Travis runs every command of its ``script`` phase whatever the earlier ones returned
(docs.travis-ci.com, "Job Lifecycle"): a command that failed after the one triaged is named in the
summary, with its exit code (trial 32, finding 14; fixture: fixtures/trial-32/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "trial-32"


def test_the_second_failed_command_of_the_script_phase_is_named(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "script_continues_after_failure.log")
    assert report["failing_step"]["name"] == "pytest -v"  # the first failure is triaged
    assert report["category"] == "test failure"
    assert report["summary"].endswith("A later step failed too: “terraform fmt -check -diff” (exit code 3).")
    assert not any("if: always()" in warning for warning in report["warnings"])  # GitHub's words, not Travis'
