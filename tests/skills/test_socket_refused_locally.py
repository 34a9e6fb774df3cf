"""A language's own socket refused on this machine names the service the job did not start.

``tests/fixtures/trial-20/rb-db.gha.log`` (a user trial; Ruby 3.1.2, minitest 5): every test errors in
``setup`` with ``Errno::ECONNREFUSED: Connection refused - connect(2) for "localhost" port 5432`` and
none asserts. Before, "test failure" 0.85 with no other category named; then the refusal
(service-not-ready, configuration) competed and lowered it; since trial 54, a refusal in every failed
test's report leads (``configuration``), the failed tests its consequence, no rival.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-20"


def test_tests_refused_by_a_local_service_name_the_service() -> None:
    with open_log_source(str(FIXTURES / "rb-db.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "configuration"
    assert report.signals[0].signal == "socket-local-refused"
    assert [other.category for other in report.competing] == []  # the failed tests are the refusal's consequence
    assert 'Connection refused - connect(2) for "localhost" port 5432' in report.summary  # the tests' message
