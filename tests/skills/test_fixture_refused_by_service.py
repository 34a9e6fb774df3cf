"""A pytest fixture refused by the database the job did not start: the missing service, not a test failure.

``tests/fixtures/trial-45/pytest-fixture-db.gha.log`` (trial 45, finding 6; pytest on Python
3.11.7): ``ERROR at setup of test_query``, the fixture's ``socket.create_connection(("127.0.0.1",
5432))`` ending in ``E   ConnectionRefusedError: [Errno 111] Connection refused``. It was "test
failure" 0.65 with the refusal a rival at 0.28 (a failed test's own report), and the advice to run
the tests locally; the test's body never ran, so the refusal is why it errored.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

LOG = Path(__file__).parents[1] / "fixtures" / "trial-45" / "pytest-fixture-db.gha.log"


def test_a_fixture_refused_at_setup_names_the_service_to_start() -> None:
    report = triage_path(LOG, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert "`services:`" in next_step(report)
    assert [test.name for test in report.failed_tests] == ["test_db.py::test_query"]
