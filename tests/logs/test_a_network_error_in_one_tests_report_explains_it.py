"""A network error that is one failed test's own reported error, beside a test that failed on an
assertion, explains that test: no rival of the test failure (trial 62 #5). When every failed
test's report is a network error, it stays the rival it was (``test_crash_and_network_in_tests``:
``pytest-dns.txt``). Fixtures in ``fixtures/network-in-test-report``: real mocha 12.0.3, pytest
9.2.0, go 1.19.8 and cargo 1.95.0 output."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "network-in-test-report"


@pytest.mark.parametrize(
    ("name", "tests"),
    [
        ("mocha.log", ["Cart computes total", "Cart async lookup"]),
        ("pytest.log", ["test_cart.py::test_total", "test_cart.py::test_stock_lookup"]),
        ("go-test.log", ["TestTotal", "TestStockLookup"]),
        ("cargo-test.log", ["tests::computes_total", "tests::stock_lookup"]),
    ],
)
def test_a_network_error_in_one_tests_report_is_no_rival(triage_json, name: str, tests: list[str]) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == tests
    assert "infrastructure/network/flaky" not in {other["category"] for other in report["competing"]}
    assert report["confidence"] >= 0.7
