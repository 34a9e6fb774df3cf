"""pytest's warnings summary is no place of the failure; pytest-cov's own gate verdict is quoted (trial 91 #6).

pytest lists in its ``warnings summary`` only warnings that did not fail the run, so their places
(``tests/test_shop.py:5`` of a PytestUnknownMarkWarning) are no location of a coverage gate or of
an exit-5 "no tests selected". pytest-cov prints coverage's rounded ``ERROR: Coverage failure:
total of 75 …`` first and its own ``FAIL Required test coverage of 90% not reached. Total coverage:
75.00%`` after its report: the summary quotes the latter. Fixtures: real pytest 9.2.0 / pytest-cov
7.1.0 output (``fixtures/pytest-warnings-summary/README.md``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.nonfatal_warnings import pytest_warnings_summary
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures" / "pytest-warnings-summary"


def test_a_coverage_gate_quotes_pytest_covs_verdict_and_no_warnings_place(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "coverage-gate.log", analyser, 2000)
    assert "FAIL Required test coverage of 90% not reached. Total coverage: 75.00%" in report.summary
    assert "tests/test_shop.py" not in report.summary
    assert [location.file for location in report.locations] == ["src/shop/__init__.py"]


def test_no_tests_selected_has_no_warnings_place(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "no-tests-selected.log", analyser, 2000)
    assert report.category == "configuration"
    assert report.locations == []


def test_the_section_ends_at_the_next_banner_or_a_gap() -> None:
    texts = {
        1: "==== warnings summary ====",
        2: "tests/test_a.py:5",
        3: "  /w/tests/test_a.py:5: PytestUnknownMarkWarning: Unknown pytest.mark.slow",
        4: "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
        5: "==== 1 passed, 1 warning in 0.1s ====",
        6: "src/a.py:3: error: Incompatible types",
        8: "==== warnings summary ====",
        9: "tests/test_b.py:2",
        11: "tests/test_c.py:7",
    }
    assert pytest_warnings_summary(texts) == {2, 3, 4, 9}
