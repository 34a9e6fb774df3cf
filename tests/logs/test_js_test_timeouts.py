"""A test that hit its own timeout is one rule for every JavaScript runner: Playwright's ``Test timeout
of 1000ms exceeded.`` is ``timeout`` with Playwright's advice, as jest's, vitest's and mocha's are
(benchmarks/categories.md: ``timeout``, "find what hangs"); when an assertion failed first and another
test timed out, the verdict is a test failure and its advice covers the failed tests, not the timeout
alone (trial 42, finding 7).

Jest's ``FAIL test/api.test.js`` above a test that timed out is that test's file failing by its
timeout, as vitest's ``FAIL src/poll.test.js > service becomes ready`` is: no rival test failure, so
jest's own timeout is as confident as vitest's (0.88 in the trial; jest's was 0.6).

Fixtures (tests/fixtures/trial-42, README there): ``playwright_test_timeout.log`` (@playwright/test
1.65.2), ``mocha_assertion_and_timeout.log`` (mocha 12.0.3) and ``jest_test_timeout.log`` (jest
30.5.2), from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-42"


def test_playwrights_own_test_timeout_is_a_timeout(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "playwright_test_timeout.log")
    assert (report["category"], report["tool"]) == ("timeout", "playwright")
    assert [test["name"] for test in report["failed_tests"]] == ["service becomes ready"]
    assert "test.setTimeout" in report["next_step"]


def test_an_assertion_before_a_timeout_gets_the_failed_tests_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mocha_assertion_and_timeout.log")
    assert report["category"] == "test failure"
    assert "'6.0' !== '6.00'" in report["summary"]
    assert "sums prices" in report["next_step"]
    assert "done()" not in report["next_step"]


def test_jest_s_own_test_timeout_is_as_confident_as_vitest_s(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_test_timeout.log")
    assert (report["category"], report["tool"]) == ("timeout", "jest")
    assert report["confidence"] >= 0.85
    assert report["competing"] == []
