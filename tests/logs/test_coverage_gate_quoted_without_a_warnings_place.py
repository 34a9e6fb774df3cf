"""pytest-cov's coverage gate is quoted without the place of a warning pytest's warnings summary
prints below it.

Fixture: ``tests/fixtures/trial-91/README.md`` (real pytest 9.2.0 with pytest-cov 7.1.0 output as a
GitHub Actions job log). Before: ``tests/test_calc.py:5: ERROR: Coverage failure: …``, the place of a
``PytestUnknownMarkWarning`` taken as the gate's, the progress line ``tests/test_calc.py .`` above it
read as its heading. pytest-cov's own verdict, printed after its report, is the quote (trial 91 #6).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-91"


def test_the_coverage_gate_has_no_warnings_place(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-cov-fail-under.gha.log", analyser, 2000)
    lead, _, quoted = report.summary.partition("”: ")
    assert quoted == "FAIL Required test coverage of 90% not reached. Total coverage: 40.00%", lead
