"""What a test that passed printed under node's ``spec`` reporter (``node --test
--test-reporter=spec``), above its ``✔ name (8.0ms)`` line, is no evidence: not the headline (a
retry helper's ``FAIL: attempt 1: expected status 200, got 503`` was quoted instead of the failed
test's ``✖`` line), nor a rival category (a fallback test's ``Error: getaddrinfo ENOTFOUND``); the
failed test's output and error block stay evidence (session 28 misc #1).

Fixture (tests/fixtures/s28-misc, README there): node 20.20.2's spec reporter on three tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.passing import passing_spec_tests

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"


def test_a_passing_tests_output_is_neither_the_headline_nor_a_rival(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-spec-passing-output.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "node-test")
    assert report["jobs"][0]["headline"].startswith("✖ converts cents to euros")
    assert report["confidence"] >= 0.8
    assert "infrastructure/network/flaky" not in {rival["category"] for rival in report["competing"]}


def test_a_failed_tests_output_and_error_block_and_a_first_test_without_a_step_start_are_kept() -> None:
    lines = [
        "FAIL: attempt 1: expected 200, got 503",  # 1: no step start above: kept
        "✔ waits (8.026361ms)",
        "Error: connect ECONNREFUSED 127.0.0.1:6379",  # 3: a passing test's output
        "✔ falls back (1.5ms)",
        "TypeError: boom",  # 5: the failed test's own output
        "✖ computes (0.7ms)",
        "  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",  # 7: its error block
        "",
        "      at TestContext.<anonymous> (/w/t.test.js:10:10)",
        "Error: getaddrinfo ENOTFOUND x.invalid",  # 10: the next passing test's output
        "✔ fetches (2.0ms)",
        "▶ suite",
        "  out of the first subtest",  # 13
        "  ✔ sub (0.1ms)",
        "✔ suite (0.2ms)",
    ]
    texts = dict(enumerate(lines, start=1))
    assert passing_spec_tests(texts) == {3, 10, 13}
    assert passing_spec_tests({0: "", **texts}, {0}) == {1, 3, 10, 13}  # 0: the step's ``##[endgroup]``
