"""vitest lists a hook's failure apart from the failed tests (`failed tests rank > sorts numbers; a hook
failed in hooks/db.test.js > orders, none of its tests ran`), but jest's tests that errored at a hook
were listed and counted as failed tests (`failed tests api › get user (error), api › list users
(error), adds`), as jest's own tally counts them, and the advice sent the reader to run them locally.
Whichever runner reported it, the summary now counts failed tests without the hooks' failures and
says that a hook failed, naming it.

Real output: jest 30.5.2 (tests/fixtures/s36-jest/README.md; trial 99's log, tests/fixtures/s35-t99b)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_jests_tests_a_beforeall_failed_are_a_hooks_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s35-t99b" / "jest_two_files_beforeall.log", "--no-home-skills")
    assert "failed tests adds; a hook (beforeAll) failed for api › get user, api › list users — " in report["summary"]
    assert report["failed_tests_total"] == 3  # every entry, as vitest's hook entries count too
    assert "a hook (`beforeAll`) threw, not their own code" in report["next_step"]
    assert "Run the failed tests locally (adds)" in report["next_step"]


def test_jests_hooks_before_and_after_their_tests(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s36-jest" / "jest_hooks.gha.log", "--no-home-skills")
    summary = report["summary"]
    assert "failed tests adds; " in summary  # one test failed in its body
    assert "a hook (afterAll) failed in jh/after.test.js after its tests ran" in summary
    assert "hooks (beforeAll, beforeEach) failed for users › get user, users › list users, adds an item" in summary
    assert "jh/after.test.js loaded and its tests ran, but a hook (`afterAll`) after them failed" in report["next_step"]
