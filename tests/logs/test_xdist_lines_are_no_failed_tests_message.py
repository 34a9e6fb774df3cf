"""pytest-xdist's own lines around a failed test are never the test's message.

Both logs are real pytest-xdist output (``tests/fixtures/trial-39/README.md``). Under ``-v``, xdist
prints the node id of each test it hands a worker between the workers' verdicts, so the line below
``[gw1] [ 12%] FAILED tests/test_core.py::test_discount`` is another test's id: a log cut by the job's
time limit had quoted ``tests/test_core.py::test_slow[0]`` (a passing test) as why test_discount
failed. Under a failed test's ``____ test ____`` banner, xdist names the worker it ran on
(``[gw0] linux -- Python 3.11.7 /…/python3``): a log cut before the ``E`` lines had quoted it.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-39"


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
