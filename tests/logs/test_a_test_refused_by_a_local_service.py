"""A test whose body was refused by a service on this machine failed because the service was not
reachable (session 27, finding 5); since session 28 (trial 54 #1) a refusal that explains every failed
test is the job's configuration, its summary still naming the failed test and quoting its message.

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
    # session 28 (trial 54 #1): a refusal that explains every failed test is the job's configuration
    assert report.category == "configuration"
    assert report.confidence >= 0.7
    assert [other.category for other in report.competing] == []  # the failed tests are its consequence
    (failed,) = report.failed_tests
    assert f"failed tests {failed.name} — " in report.summary
    assert failed.message is not None
    assert failed.message[:40] in report.summary  # the test runner's words
    assert "Start the service the job connects to on this machine" in next_step(report)
