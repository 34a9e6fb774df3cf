"""A pytest collection or setup error's advice follows what failed, not one text for all.

Real output of pytest 9.2.0 (Python 3.11.7) run here, wrapped as GitHub Actions job logs
(``tests/fixtures/s27-pyimport/README.md``). Before, a test module that did not parse got the
compiler's generic "fix the first compiler error", two test files of one basename (``import file
mismatch``) read as a failed test ("run the failed tests locally"), and so did a fixture that does
not exist. The project's own package not installed and a third-party package missing are
``tests/logs/test_missing_import.py``'s.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s27-pyimport"


@pytest.mark.parametrize(
    ("name", "category", "advice"),
    [
        ("pytest-collect-syntax-error.gha.log", "compile/build error", "none of its tests ran"),
        ("pytest-import-file-mismatch.gha.log", "configuration", "--import-mode=importlib"),
        ("pytest-fixture-not-found.gha.log", "test failure", "install the plugin that provides it"),
    ],
)
def test_each_collection_error_gets_its_own_advice(name: str, category: str, advice: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == category
    assert advice in next_step(report)
