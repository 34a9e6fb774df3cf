"""Failed-test ids with spaces are read whole: nbval's ``analysis.ipynb::Cell 1``, a parametrized
``test_x[a b]``.

Real output (``tests/fixtures/trial-48``): ``pytest --nbval analysis.ipynb`` (pytest 9.2.0, nbval
0.11.0), whose ``FAILED analysis.ipynb::Cell 1 - Notebook cell execution failed`` named no failed
test before (trial 48, finding 5), and pytest 9.2.0 on a test parametrized with the id ``a b``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-48"


@pytest.mark.parametrize(
    ("name", "test"),
    [("nbval-cell.gha.log", "analysis.ipynb::Cell 1"), ("pytest-param-id-space.gha.log", "test_sp.py::test_x[a b]")],
)
def test_a_failed_test_id_with_a_space_is_read_whole(name: str, test: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert [failed.name for failed in report.failed_tests] == [test]
