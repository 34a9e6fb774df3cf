"""coverage.py with no data to report is configuration: the run measured nothing, no test failed.

Real coverage 7.18.0 and pytest-cov 7.1.0 output (``tests/fixtures/s29-t58a/README.md``). Before the
``coverage-no-data`` skill, ``No data to report.`` read as a test failure (0.45, the step's tool
alone) with "Run the failed tests locally", and pytest-cov's total of 0 after ``No data was
collected`` as a coverage gate (lint/format 0.85) whose advice is to add tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t58a"


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser.load()


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("coverage-report-no-data.gha.log", "No data to report."),
        ("coverage-combine-no-data.gha.log", "No data to combine"),
        ("pytest-cov-wrong-package.gha.log", "WARNING: Failed to generate report: No data to report."),
    ],
)
def test_no_coverage_data_is_configuration(analyser: Analyser, name: str, quoted: str) -> None:
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith(quoted)
    advice = next_step(report)
    assert advice.startswith("Coverage measured nothing")
    assert "--cov=" in advice
    assert "coverage combine" in advice
