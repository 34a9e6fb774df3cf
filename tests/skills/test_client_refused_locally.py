"""A client's refusal by a service on this machine reads as that service not started, in any language.

``tests/fixtures/trial-21/refused-*.gha.log`` (real output made here, nothing listening; see the
README there). Before, Python's bare ``ConnectionRefusedError`` and Java's ``ConnectException`` were
a runtime error (crash advice), requests' local refusal was the network's and Go's ``dial tcp
127.0.0.1:5432: connect: connection refused`` was unknown; after, each is service-not-ready
(configuration). A refusal whose line names a host that is not this machine's loopback stays where
it was.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-21"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize(
    ("name", "signal"),
    [
        ("refused-py-socket.gha.log", "socket-refused-host-unnamed"),
        ("refused-java-socket.gha.log", "socket-refused-host-unnamed"),
        ("refused-py-requests.gha.log", "http-client-local-refused"),
        ("refused-go-dial.gha.log", "dial-local-refused"),
    ],
)
def test_a_local_refusal_is_a_service_not_started(name: str, signal: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert report.signals[0].skill == "service-not-ready"
    assert report.signals[0].signal == signal


def test_a_refusal_naming_no_host_is_weaker_than_a_local_one() -> None:
    unnamed = _triage("refused-py-socket.gha.log")
    assert "runtime error" in [other.category for other in unnamed.competing]
    assert unnamed.confidence < _triage("refused-go-dial.gha.log").confidence


@pytest.mark.parametrize("name", ["refused-py-requests-remote.gha.log", "refused-go-dial-remote.gha.log"])
def test_a_refusal_by_another_host_is_not_configuration(name: str) -> None:
    assert _triage(name).category != "configuration"


def test_tests_that_error_on_a_refusal_name_the_service() -> None:
    """Both tests error at setup (their fixture's connection refused): the service decides (trial 45,
    finding 6), below confidence, pytest's reading a rival."""
    report = _triage("refused-pytest-refused.gha.log")
    assert report.category == "configuration"
    assert report.confidence < 0.85
