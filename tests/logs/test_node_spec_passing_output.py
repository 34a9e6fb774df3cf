"""What node's ``spec`` reporter (``node --test --test-reporter=spec``) prints above a ``✔ name
(8.0ms)`` line is tied to no test: node prints a test's console output as it arrives, and a failed
test's may come above another test's result (session 29 nodeorder,
tests/logs/test_node_output_order.py). So a retry helper's ``FAIL: attempt 1: expected status 200,
got 503`` and a fallback's ``Error: getaddrinfo ENOTFOUND`` above two ``✔`` lines stay evidence
(session 28 misc #1 read them as the passing tests' own and left them out): the failed test may have
printed them.

Fixture (tests/fixtures/s28-misc, README there): node 20.20.2's spec reporter on three tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"


def test_output_above_a_passing_tests_result_stays_evidence(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-spec-passing-output.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "node-test")
    excerpt = [line for part in report["jobs"][0]["excerpt"] for line in part["lines"]]
    assert "FAIL: attempt 1: expected status 200, got 503" in excerpt
    assert "infrastructure/network/flaky" in {rival["category"] for rival in report["competing"]}
