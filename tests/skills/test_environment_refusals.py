"""A refusal on this machine is the job's configuration, not a flake nor the tests' failure (trial 54).

``tests/fixtures/trial-54`` (real output of trial 54, README there): a database the job never started
that every failed test's report shows refused (pytest 9.2.0, psycopg 3.3.9) was a test failure at 0.83;
pg_isready 15.18's ``127.0.0.1:5432 - no response`` was unknown; a package index or registry set to an
address on this machine (pip 23.2.1's ``--index-url http://127.0.0.1:9/simple``, npm 11.19.1's
``NPM_CONFIG_REGISTRY``) was a network flake with "re-run" advice. After: each is ``configuration``,
its advice names the service or the index setting, and no advice says to re-run; beside the passing
log, the registry setting that changed is in the excerpt, as new.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-54"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_a_service_that_refused_every_failed_test_leads_them() -> None:
    report = _triage("13-pg-not-ready-pytest.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "postgres-client-local-refused"
    assert [test.name for test in report.failed_tests] == ["tests/test_db.py::test_users_table_exists"]
    advice = next_step(report)
    assert "`services:`" in advice
    assert "re-run the job" not in advice.lower()


def test_a_wait_loop_that_gave_up_on_the_database_is_the_service_not_started() -> None:
    report = _triage("14-pg-isready.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "pg-isready-local-no-response"
    assert "`services:`" in next_step(report)


def test_a_service_named_by_one_word_is_the_jobs_not_a_remote_host() -> None:
    """psql 15.18 refused by a host named by one word (a `services:` key such as ``postgres``; here
    the machine's own name, ``vm``): a service of the job's network, not a remote server."""
    report = _triage("psql-service-name.gha.log")
    assert report.category == "configuration"
    assert report.signals[0].signal == "postgres-local-refused"


@pytest.mark.parametrize(
    ("name", "signal"),
    [
        ("04-pip-index-down.log", "pip-local-index-refused"),
        ("pip_index.txt", "pip-local-index-refused"),
        ("05-npm-ci-bad-registry.log", "npm-local-registry-refused"),
    ],
)
def test_an_index_on_this_machine_that_refused_is_its_setting(name: str, signal: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert report.signals[0].signal == signal
    advice = next_step(report)
    assert "PIP_INDEX_URL" in advice
    assert "NPM_CONFIG_REGISTRY" in advice
    assert "re-run the job" not in advice.lower()


def test_the_registry_setting_new_since_the_passing_log_is_shown() -> None:
    baselines, _ = load_baseline(str(FIXTURES / "05b-npm-ci-pass.baseline.log"))
    with open_log_source(str(FIXTURES / "05-npm-ci-bad-registry.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET, baselines=baselines)
    setting = [span for span in report.excerpt if any("NPM_CONFIG_REGISTRY: http" in line for line in span.lines)]
    assert setting
    assert "new since the passing log" in setting[0].reason
