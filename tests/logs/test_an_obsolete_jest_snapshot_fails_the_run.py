"""An obsolete snapshot fails jest's run though every test passed: jest 29 `--ci` exits 1 on `› 1
snapshot obsolete from 1 test suite` (trial 92, #1). Its plain output was "No failure found", its
Actions log `unknown` with "the step failed in a command after jest, which passed".

Real output: jest 29 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"


def test_the_actions_log_is_a_test_failure_with_the_snapshots_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_obsolete_snapshot.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["tool"] == "jest"
    assert "1 snapshot obsolete from 1 test suite" in report["summary"]
    assert "-u" in report["next_step"]
    assert "obsolete" in report["next_step"]
    assert "which passed" not in report["next_step"]
    assert "detectOpenHandles" not in report["next_step"]


def test_the_plain_output_is_no_pass(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_obsolete_snapshot.out", "--no-home-skills")
    assert report["category"] == "test failure"
    assert not report["summary"].startswith("No failure found")
