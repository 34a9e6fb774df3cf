"""A hook that threw on a line inside its block: the code frame under each test's heading marks the
`throw` line and shows the hook's opening line unmarked above it (jest: `3 | beforeAll(() => {` over
`> 5 |     throw new Error('DATABASE_URL is not set');`; vitest the same with its `^` marker line). The
report read those tests as failed in their bodies (kind `failed`), and jest's `afterAll` that threw
after its file's tests passed (`● Test suite failed to run`) as a file that did not load
(kind `collection`). With `--noStackTrace` no frame shows a hook; jest's own words do: `Exceeded
timeout of 200 ms for a hook.` (read as a failed test before).

Real output: jest 30.5.2 and vitest 4.1.12 (tests/fixtures/s36-jest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-jest"


def _kinds(report: dict) -> dict[str, tuple[str, str]]:
    return {test["name"]: (test["kind"], test["message"]) for test in report["failed_tests"]}


def test_a_jest_hook_that_threw_inside_its_block_errored_its_tests(triage_json: Callable[..., dict]) -> None:
    kinds = _kinds(triage_json(FIXTURES / "jest_hooks.gha.log", "--no-home-skills"))
    assert kinds == {
        "users › get user": ("error", "at beforeAll: DATABASE_URL is not set"),
        "users › list users": ("error", "at beforeAll: DATABASE_URL is not set"),
        "adds an item": ("error", "at beforeEach: fixture cart.json missing"),
        "adds": ("failed", "Expected: 0.3; Received: 0.30000000000000004"),  # its frame's block is the test's
        "jh/after.test.js": ("error", "at afterAll: 1 connection still open"),  # it loaded: its test passed
    }


def test_a_vitest_beforeeach_that_threw_inside_its_block_errored_its_test(triage_json: Callable[..., dict]) -> None:
    kinds = _kinds(triage_json(FIXTURES / "vitest_beforeeach.gha.log", "--no-home-skills"))
    assert kinds == {"adds an item": ("error", "at beforeEach: Error: fixture cart.json missing")}


def test_jests_own_words_for_a_hook_that_timed_out(triage_json: Callable[..., dict]) -> None:
    kinds = _kinds(triage_json(FIXTURES / "jest_hook_timeout_no_stack.gha.log", "--no-home-skills"))
    kind, message = kinds["reads config"]
    assert kind == "error"
    assert message.startswith('at a hook: thrown: "Exceeded timeout of 200 ms for a hook.')
