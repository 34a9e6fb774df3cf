"""A test whose body was refused by a service on this machine is a test failure, said to have failed
because the service was not reachable (session 27, finding 5).

Real pytest 9.2.0 output (``tests/fixtures/s27-summary``, README there): ``requests.get`` of
``http://localhost:8080/health`` and ``socket.create_connection(("localhost", 6379))`` with nothing
listening. The refusal is inside the failed test's report (pytest's banner to its next ruler), so it
is why the test failed, not a rival cause of the job: it no longer holds the verdict near 0.55, and
the advice says to start the service. requests' report quotes 600 lines of source: its frames, and
a comment quoted there (``# passed down into …``), had ended the report before the refusal; the
quoted ``raise ConnectTimeoutError(`` was read as a network timeout.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-summary"


@pytest.mark.parametrize("name", ["pytest-requests-refused.gha.log", "pytest-socket-refused.gha.log"])
def test_the_test_failed_because_the_service_was_not_reachable(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == "test failure"
    assert report.confidence >= 0.7
    assert [other.category for other in report.competing] == ["configuration"]
    assert "the tests failed because it was not reachable. Start it before the tests" in next_step(report)
