"""mocha lists a hook that threw as the failure itself, by its title of the hook (`1) orders db` over
`"before all" hook for "has three orders":`): the hook failed, and the tests of its suite after it did
not run (a `before` hook) or ran (an `after` hook). The report listed it as a failed test and advised
"Run the failed tests locally" first (trial 121, finding 7); it is the hook's failure, its error the
cause, said first.

Real output: mocha 10.8.2 (node 20.20.2), tests/fixtures/s44-t121b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t121b"
BEFORE_ALL = 'orders db "before all" hook for "has three orders"'


def test_a_failed_before_all_hook_is_said_first_as_the_hooks_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mocha-before-all-hook.log", "--no-home-skills")
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [(BEFORE_ALL, "error")]
    assert report["failed_tests_total"] == 1  # mocha's `1 failing` counts the hook
    summary = report["summary"]
    assert "failed tests" not in summary
    assert f"hook failed: {BEFORE_ALL}, its suite's tests after it did not run — Error: ENOENT" in summary
    advice = report["next_step"]
    assert advice.startswith(f"{BEFORE_ALL} failed, so the tests of its suite after it did not run: Error: ENOENT")
    assert "No test ran (line 7: `0 passing`)" in advice
    assert "Run the failed tests locally (test/db.test.js);" in advice  # the hook's file, no test of it failed
    assert f"locally ({BEFORE_ALL})" not in advice


def test_before_and_after_hooks_are_told_apart(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mocha-before-each-after-all-hooks.log", "--no-home-skills")
    before = 'cart "before each" hook: loadItems for "counts items"'
    after = 'totals "after all" hook for "adds"'
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [(before, "error"), (after, "error")]
    summary = report["summary"]
    assert f"hook failed: {before}, its suite's tests after it did not run;" in summary
    assert f"hook failed after its suite's tests ran: {after}" in summary
    advice = report["next_step"]
    assert advice.startswith(f"{before} failed, so the tests of its suite after it did not run: Error: Cannot find")
    assert f"{after} failed after the tests of its suite ran: Error: could not close the db." in advice
    assert "No test ran" not in advice  # `1 passing`: the other suite's test ran
