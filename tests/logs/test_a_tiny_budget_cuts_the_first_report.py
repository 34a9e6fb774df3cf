"""The first failed test's report is cut to what a small budget leaves, however little: its cut
order leads with the lines that carry the failure (:func:`ci_triage.logs.cut_order.failure_core`,
the report's heading first), so even its first line is no meaningless fragment. A report was left
out whole when fewer than ``MIN_PARTIAL_TOKENS`` were left: at ``--budget 50`` pytest's excerpt
showed the ``FAILED …`` summary line only and left 33 of the 50 tokens unspent, without the
``ERROR at setup of test_with_db`` banner of the report above it.

Real output (tests/fixtures/trial-50/README.md): pytest 9.2.0."""

from __future__ import annotations

from pathlib import Path

from tests.logs.excerpt_lines import shown_lines

from ci_triage.logs.analyse import Analyser

PYTEST = Path(__file__).parents[1] / "fixtures" / "trial-50" / "pytest-setup-error.gha.log"


def test_a_50_token_budget_keeps_the_first_reports_heading(analyser: Analyser) -> None:
    shown = shown_lines(PYTEST, analyser, 50)
    assert "ERROR at setup of test_with_db" in shown[26]
    assert shown[43] == "FAILED tests/test_calc.py::test_ratio - assert (1 / 2) == 0.25"
