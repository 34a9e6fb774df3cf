"""gotestsum's ``=== Failed`` summary names every failed test with its output below it.

Real runs of trial 84 (``tests/fixtures/s33-junit2/README.md``): gotestsum 1.8.2 on go 1.19.8,
``--format dots`` (the summary is the only place a failed test without subtests is named) and
``--format testname``, with the run's ``--junitfile``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures"
TRUTH = {
    "TestTotal": "cart/cart_test.go:7: Total = 5, want 6 — Größe ✓",
    "TestTotalTable/one_item": "cart/cart_test.go:16: got 0 want 5",
}


@pytest.mark.parametrize("log", ["go-dots.log", "go-gotestsum.log"])
@pytest.mark.parametrize("junit", [[], [str(FIXTURES / "s32-junit" / "go.junit.xml")]])
def test_every_failed_test_and_its_own_message(log: str, junit: list[str], analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "s33-junit2" / log, analyser, 2000, junit)
    assert {test.name: test.message for test in report.failed_tests} == TRUTH  # the parent TestTotalTable is no test
    assert report.failed_tests_total == 2
