"""gotestsum's ``=== Failed`` summary names every failed test with its output below it.

Real runs of trial 84 (``tests/fixtures/s33-junit2/README.md``): gotestsum 1.8.2 on go 1.19.8,
``--format dots`` (the summary is the only place a failed test without subtests is named) and
``--format testname``, with the run's ``--junitfile``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import junit_failures
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


def test_a_junit_case_whose_message_is_a_verdict_alone_says_what_its_output_says() -> None:
    """gotestsum writes ``message="Failed"`` and the test's output in the ``<failure>`` body."""
    found = junit_failures(str(FIXTURES / "s33-junit2" / "gotestsum-hosted.junit.xml"))
    assert {test.name.split("::")[1]: test.message for test in found.kept} == {
        "TestTotal": "cart_test.go:7: Total = 5, want 6 — Größe ✓",
        "TestTotalTable/one_item": "cart_test.go:16: got 0 want 5",
    }
