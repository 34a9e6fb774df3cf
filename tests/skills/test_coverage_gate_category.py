"""A coverage gate is a gate on a measure of the code, not a failed test: lint/format, at the file
whose statements the tests did not run.

Real output of trial 48 (``tests/fixtures/trial-48``, pytest 9.2.0 with pytest-cov 7.1.0 and
coverage.py's ``coverage report --fail-under=80``, wrapped as GitHub Actions serves a job log): the
gate read as "test failure" 0.6, contested by configuration, and named no file although the report
prints ``src/mathx.py  16  10  38%   3, 5, 9-13, 16-18`` (findings 1b, 9). With a test failed as
well, the failed test stays the confident verdict.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-48"


@pytest.mark.parametrize(
    ("name", "place"),
    [
        ("coverage-gate-term-missing.gha.log", ("src/mathx.py", 3)),
        ("coverage-report-fail-under.gha.log", ("src/mathx.py", None)),
    ],
)
def test_a_coverage_gate_is_a_quality_gate_at_the_uncovered_file(name: str, place: tuple[str, int | None]) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "lint/format"
    assert report.confidence >= 0.7
    assert report.failed_tests == []
    assert [(location.file, location.line) for location in report.locations] == [place]
    assert "Missing column" in next_step(report)


def test_a_coverage_shortfall_beside_a_failed_test_is_its_consequence() -> None:
    report = triage_path(FIXTURES / "coverage-gate-and-failed-test.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert report.confidence >= 0.85
    assert report.competing == []
    assert [test.name for test in report.failed_tests] == ["test_mathx.py::test_sign"]
