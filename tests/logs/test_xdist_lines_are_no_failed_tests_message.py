"""pytest-xdist's own lines around a failed test are never the test's message.

Both logs are real pytest-xdist output (``tests/fixtures/trial-39/README.md``). Under ``-v``, xdist
prints the node id of each test it hands a worker between the workers' verdicts, so the line below
``[gw1] [ 12%] FAILED tests/test_core.py::test_discount`` is another test's id: a log cut by the job's
time limit had quoted ``tests/test_core.py::test_slow[0]`` (a passing test) as why test_discount
failed. Under a failed test's ``____ test ____`` banner, xdist names the worker it ran on
(``[gw0] linux -- Python 3.11.7 /…/python3``): a log cut before the ``E`` lines had quoted it, and
then the test's source pytest quotes above them (``def test_discount():``) or the argument it prints
above the source (``case_number = 0``); the message is an ``E`` line or none.
``tests/fixtures/s25-pytest/pytest-xdist-cut-before-e.gha.log`` is real ``pytest -n 2`` output
(pytest 9.2.0, pytest-xdist 3.8.0) cut after the first report's ``>       assert got == expected``
line (``tests/fixtures/s25-pytest/README.md``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-39"
CUT_BEFORE_E = Path(__file__).resolve().parents[1] / "fixtures" / "s25-pytest" / "pytest-xdist-cut-before-e.gha.log"


def test_the_next_scheduled_tests_id_is_not_the_message() -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-xdist-v-timeout.gha.log"), Analyser.load(), 2000)
    assert [test.name for test in report.failed_tests] == [
        "tests/test_core.py::test_discount",
        "tests/test_core.py::test_mean_empty",
    ]
    assert [test.message for test in report.failed_tests] == [None, None]
    assert "test_slow" not in report.summary


def test_the_workers_line_is_not_the_message() -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-xdist-cut.gha.log.gz"), Analyser.load(), 2000)
    [test] = report.failed_tests
    assert "[gw0]" not in (test.message or "")
    assert "Python 3.11.7" not in report.summary


def test_the_quoted_source_is_not_the_message() -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-xdist-cut.gha.log.gz"), Analyser.load(), 2000)
    [test] = report.failed_tests
    assert test.message is None
    assert "def test_discount" not in report.summary


def test_a_report_cut_before_its_e_lines_quotes_no_source() -> None:
    report, _ = triage_path(str(CUT_BEFORE_E), Analyser.load(), 2000)
    [test] = report.failed_tests
    assert test.name.startswith("test_total_matches_expected_value_for_each_parametrised_case[")
    assert test.message is None
    for quoted in ("case_number = ", "expected = {", "assert got == expected"):  # its argument, its source
        assert quoted not in report.summary
