"""A failed pytest test's message is its ``E   `` explanation, not its source quoted above it.

pytest's report of a failed test quotes the test's source indented under its header
(``____ test_dict ____``, ``    expected = {"age": 30, ...}``) and explains the failure on its ``E   ``
lines below (``E       AssertionError: assert ...``, quoted without the ``E`` column). When the log
stops before pytest's short test summary, the report is all there is to read: the source line with
the word ``expected`` was quoted as the message (trial 22, finding 9). The fixtures are real output
of pytest 8.3 in Travis CI's layout, cut short (``tests/fixtures/trial-22``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-22"
EXPLANATION = "AssertionError: assert {'age': 31, '...les': ['dev']} == {'age': 30, '...dmin', 'dev']}"


@pytest.mark.parametrize(
    ("fixture", "name"),
    [
        ("pytest.travis.cut.log", "test_dict"),
        # the test's file printed (``test_calc.py:10: AssertionError``): its node id (trial 91)
        ("pytest.travis.cut-at-location.log", "test_calc.py::test_dict"),
    ],
)
def test_a_cut_pytest_log_quotes_the_tests_explanation(fixture: str, name: str) -> None:
    log = FIXTURES / fixture
    assert "short test summary" not in log.read_text(encoding="utf-8")

    report, _ = triage_path(str(log), Analyser.load(), 2000)

    assert [(test.name, test.message) for test in report.failed_tests] == [(name, EXPLANATION)]
    assert EXPLANATION.split(maxsplit=1)[1] in report.summary
    assert "expected =" not in report.summary


def test_the_tests_file_comes_from_its_reports_location_line() -> None:
    report, _ = triage_path(str(FIXTURES / "pytest.travis.cut-at-location.log"), Analyser.load(), 2000)

    assert [test.file for test in report.failed_tests] == ["test_calc.py"]
