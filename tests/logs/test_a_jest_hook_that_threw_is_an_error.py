"""A jest hook that threw fails each test it ran for with the hook's error; jest names no hook, but the
code frame under each test's `●` heading marks the line that opens it (`> 2 | beforeAll(() => { throw
new Error('DATABASE_URL is not set'); });`). The report read both tests as failed in their bodies (kind
`failed`), like the file's other test whose assertion failed: they errored outside their bodies.

Real output: jest, user trial 99's log (tests/fixtures/s35-t99b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_the_tests_a_beforeall_failed_errored_outside_their_bodies(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s35-t99b" / "jest_two_files_beforeall.log", "--no-home-skills")
    kinds = {test["name"]: (test["kind"], test["message"]) for test in report["failed_tests"]}
    assert kinds == {
        "api › get user": ("error", "at beforeAll: DATABASE_URL is not set"),
        "api › list users": ("error", "at beforeAll: DATABASE_URL is not set"),
        "adds": ("failed", "Expected: 0.3; Received: 0.30000000000000004"),
    }
    assert report["failed_tests_total"] == 3  # jest's tally counts them as failed tests
    assert "a hook (beforeAll) failed for api › get user" in report["summary"]  # apart from the failed tests
