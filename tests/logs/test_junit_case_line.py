"""A failed test the log names without a line takes the line its JUnit test case carries, and
pytest's xunit1 ``line`` (its item's 0-based line) is read 1-based.

Fixture ``tests/fixtures/s35-t91b2/pytest-tb-no-xunit1.*`` (README there): real pytest 9.2.0 output,
``--tb=no -rf`` (no line in the log) with ``junit_family=xunit1`` (``file`` and ``line`` on each case).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t91b2"
DEFINED = {"test_calc.py::test_add": 5, "test_calc.py::test_add_zero": 9, "test_calc.py::test_add_negative": 13}
"""The 1-based line of each failed test's ``def`` in the run's ``test_calc.py``."""


def test_a_log_test_without_a_line_takes_its_junit_cases_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest-tb-no-xunit1.gha.log", "--junit", FIXTURES / "pytest-tb-no-xunit1.xml")
    places = {test["name"]: (test["file"], test["line"], test["source"]) for test in report["failed_tests"]}
    assert places == {name: ("test_calc.py", line, "log") for name, line in DEFINED.items()}


def test_pytests_xunit1_line_is_read_one_based(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest-tb-no-xunit1.xml")
    assert {test["name"]: test["line"] for test in report["failed_tests"]} == DEFINED
    assert [location["line"] for location in report["locations"]] == list(DEFINED.values())
