"""A budget too small for another failed unit's error says so, as it does of a cut explaining block.

``npm test --workspaces`` (tests/fixtures/s45-silent/README.md: npm 11.19.1, node v20.20.2) fails in
@acme/core (a failed test) and in @acme/web (a ``TypeError``, line 84); ``make -k ci`` running tox
(tests/fixtures/s44-t123a/README.md) fails in py311 (pytest) and lint (ruff's ``I001``, line 53).
With ``--budget 300`` the excerpt spends its tokens on the first unit's report and shows no line of
the other unit's error, which the summary names; before, nothing said so (trial t123, finding 10).
The full budget shows every unit's error and warns of none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("path", "unit", "line"),
    [
        ("s45-silent/npm-workspaces.gha.log", "@acme/web", 84),
        ("s44-t123a/make-tox-k.gha.log", "lint", 53),
    ],
)
def test_a_units_error_left_out_by_the_budget_is_named(path: str, unit: str, line: int) -> None:
    analyser = Analyser.load()
    with open_log_source(str(FIXTURES / path)) as source:
        small, _ = triage_source(source, analyser, 300)
    assert not any(span.start_line <= line <= span.end_line for span in small.excerpt)
    named = [warning for warning in small.warnings if "the excerpt left out the error of failed unit" in warning]
    assert len(named) == 1
    assert f"{unit} (line {line})" in named[0]
    with open_log_source(str(FIXTURES / path)) as source:
        whole, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert any(span.start_line <= line <= span.end_line for span in whole.excerpt)
    assert not any("failed unit" in warning for warning in whole.warnings)
