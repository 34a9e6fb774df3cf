"""A small ``--budget`` keeps the lines that carry the failure, then their context, then the rest.

A block cut short used to keep its head and the lines nearest it: a pytest report's first fifty
lines are its test's source, so a budget of 300 or 500 tokens kept that source and dropped the
report's ``E   AssertionError: …`` and ``test_x.py:55: AssertionError`` lines below it (session
41's fresh users). The cut now offers first the lines a signal reads as the failure
(:func:`ci_triage.logs.cut_order.carries_failure`), read to where the runner ends the report.

Real output (tests/fixtures/s42-budget/README.md): pytest 9.2.0."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.excerpt_lines import shown_lines

from ci_triage.logs.analyse import Analyser

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s42-budget"
PYTEST = FIXTURES / "pytest-two-long-tracebacks.log"


@pytest.mark.parametrize("budget", [300, 500])
def test_the_first_failed_tests_assertion_and_place_survive_a_small_budget(analyser: Analyser, budget: int) -> None:
    shown = shown_lines(PYTEST, analyser, budget)
    assert shown[97] == "E       AssertionError: order 3 total"
    assert shown[98] == "E       assert 14 == 15"
    assert shown[100] == "test_more.py:55: AssertionError"


def test_the_cut_keeps_the_failure_before_the_tests_source(analyser: Analyser) -> None:
    shown = shown_lines(PYTEST, analyser, 300)
    source = [n for n in range(12, 60) if n in shown]
    assert 97 in shown
    assert len(source) < 48  # the source above is what gives way


def test_a_large_budget_shows_both_reports_failure_lines(analyser: Analyser) -> None:
    shown = shown_lines(PYTEST, analyser, 2000)
    assert {97, 98, 100, 116, 118, 242, 243} <= set(shown)
