"""pytest -v killed mid-test names the test it was running (trial 34 #17).

pytest -v prints a test's node id when the test starts and its outcome (``PASSED``) when it ends; a
process the kernel kills (SIGKILL, as the OOM killer sends) in between leaves the id without an
outcome and no tally: that test was running. Fixture: ``tests/fixtures/trial-34/py_pytest_killed.log``
(the trial's ``logs/gha/py_pytest_killed.log``, real pytest 9.2.0 output: ``pytest -v`` SIGKILLed
while ``tests2/test_bulk.py::test_bulk_index`` ran, bash's ``Killed`` report on the id's line, exit 137).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-34" / "py_pytest_killed.log"


def test_the_test_running_when_pytest_was_killed_is_named(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, 2000)
    (test,) = report.failed_tests
    assert test.name == "tests2/test_bulk.py::test_bulk_index"
    assert (test.message or "").startswith("was running when a signal ended the test run: ")
    assert "Killed" in (test.message or "")
