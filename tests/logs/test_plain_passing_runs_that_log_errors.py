"""A plain log (a terminal paste, no exit marker) whose last runner summary counts no failed test
passed, whatever a passing test logged above it: node's test runner's ``# fail 0``, mocha's ``2
passing``, jest's ``Tests: 2 passed, 3 total``, cargo's ``test result: ok. 4 passed; 0 failed``
after a ``#[should_panic]`` test's expected panic, valgrind's ``ERROR SUMMARY: 0 errors from 0
contexts``; a failure printed after the summary (a later command's) still fails the log (trial 62,
findings 2 and 3).

Fixtures (tests/fixtures/s29-t62, README there): real output of node 20.20.2, mocha 10.8.2, jest
29.7.0, cargo 1.95.0 and valgrind 3.19.0.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t62"


@pytest.mark.parametrize(
    "name", ["nt_pass.txt", "mocha_pass.txt", "jest_pass.txt", "vg_pass.txt", "cargo_pass_nocap.txt"]
)
def test_a_runners_closing_verdict_of_success_clears_a_logged_error(
    triage_json: Callable[..., dict], name: str
) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] is None
    assert report["failed_tests"] == []


def test_a_failure_after_the_passing_summary_still_fails(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_pass_then_fail.txt")
    assert report["category"] == "configuration"  # node's entry script not found where it looked
    assert report["jobs"][0]["headline"].startswith("Error: Cannot find module")


def test_a_summary_that_counts_a_failed_test_still_fails(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "nt_fail.txt")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["totals"]
