"""The health scan's test failure rates count no test file that failed to collect: none of its
tests ran, so it is no test that failed, nor one that flaked (its log's ``kind`` ``collection``,
its JUnit ``<error message="collection failure">``).

Fixtures in ``tests/fixtures/s28-collectkind`` (real pytest 8.4.2 and 9.2.0 output, see the
folder's README). Before, ``tests/test_orders.py`` got a failure rate from the log and
``::tests.test_orders`` one from the JUnit file.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.audit.health import flaky
from ci_triage.audit.health.collection import JobExecution
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import file_outcomes
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[2] / "fixtures" / "s28-collectkind"


def _execution(run_id: int, conclusion: str, analyser: Analyser | None = None) -> JobExecution:
    report = triage_path(FIXTURES / "pytest9-continue.gha.log", analyser, 2000)[0].jobs[0] if analyser else None
    return JobExecution(
        repository="octo/shop", run_id=run_id, workflow="CI", job="test", conclusion=conclusion, report=report
    )


def test_a_file_that_failed_to_collect_gets_no_failure_rate_from_the_log(analyser: Analyser) -> None:
    jobs = [_execution(1, "failure", analyser), _execution(2, "success"), _execution(3, "failure", analyser)]
    rates = flaky.test_rates(jobs, [], {})
    assert [(rate.name, rate.failures, rate.runs, rate.source) for rate in rates] == [
        ("tests/test_cart.py::test_discount", 2, 3, "log")
    ]


def test_a_module_pytest_could_not_collect_is_no_junit_outcome() -> None:
    outcomes = file_outcomes(
        FIXTURES / "pytest8-collect.junit.xml", workflow="CI", job="test", run_id=1, run_attempt=1, source="junit.xml"
    )
    assert outcomes == []
    assert flaky.test_rates([_execution(1, "failure")], outcomes, {}) == []
