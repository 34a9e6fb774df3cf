"""A step whose test runner counted failed tests but exited 0 (tcltest's ``cleanupTests`` prints
``Failed 2`` and returns normally) passed with failed tests: the log has no failure to triage, and
ci-triage said "No failure found" without a word about them (trial 114, #10). A warning now quotes
the runner's tally.

Real output: Tcl 8.6.13's tcltest, run by trial 114 (tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


def test_the_tally_of_failed_tests_is_warned_of(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tc_fail.log", "--no-home-skills")
    assert report["failure_found"] is False
    [warning] = report["warnings"]
    assert warning.startswith("step “Run tclsh all.test” passed, but its test runner reported failed tests")
    assert "line 37: “all.test: Total 3 Passed 1 Skipped 0 Failed 2”" in warning


def test_a_failing_step_gets_no_such_warning(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "bt_fail.log", "--no-home-skills")
    assert not any("reported failed tests" in warning for warning in report["warnings"])
