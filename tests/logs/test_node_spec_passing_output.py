"""What node's ``spec`` reporter (``node --test --test-reporter=spec``) prints that it ties to no test
(a test's console output, printed as it arrives: session 29 nodeorder,
tests/logs/test_node_output_order.py) is unattributed: it stays in the excerpt, since the failed
test may have printed it, but it neither outranks the failed test's ``✖`` line and thrown error
(the headline; a retry helper's ``FAIL: attempt 1: expected status 200, got 503`` of a test that
passed was quoted instead) nor raises a rival category (a fallback test's ``Error: getaddrinfo
ENOTFOUND``) (session 28 misc #1).

Fixture (tests/fixtures/s28-misc, README there): node 20.20.2's spec reporter on three tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"


def test_output_tied_to_no_test_is_neither_the_headline_nor_a_rival(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "node-spec-passing-output.gha.log")
    assert (report["category"], report["tool"]) == ("test failure", "node-test")
    assert report["jobs"][0]["headline"].startswith("✖ converts cents to euros")
    assert report["confidence"] >= 0.8
    assert "infrastructure/network/flaky" not in {rival["category"] for rival in report["competing"]}
    excerpt = [line for part in report["jobs"][0]["excerpt"] for line in part["lines"]]
    assert "FAIL: attempt 1: expected status 200, got 503" in excerpt
