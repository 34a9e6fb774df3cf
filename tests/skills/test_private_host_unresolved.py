"""A host name of one label (a ``services:`` label such as ``postgres``) or a private suffix
(``db.internal``) that does not resolve is the job's setup (service-not-ready, configuration), never
a DNS flake to re-run; a public host that does not resolve stays the network's (trial 55 #1).

Fixtures in ``tests/fixtures/s28-t55`` (see its README): psql 15.18 (Debian) and psycopg 3.3.9
(PyPI), run here against names that do not resolve.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-t55"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize("name", ["psql-service-label.gha.log", "psycopg-private-host.gha.log"])
def test_a_private_host_that_does_not_resolve_is_the_jobs_setup(name: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert (report.signals[0].skill, report.signals[0].signal) == ("service-not-ready", "private-host-unresolved")
    advice = report.jobs[0].classification.next_step or ""
    assert "Re-run the job" not in advice
    assert "`localhost` on the port its `ports:` maps" in advice


def test_a_public_host_that_does_not_resolve_stays_the_networks() -> None:
    assert _triage("psql-public-host.gha.log").category == "infrastructure/network/flaky"
