"""The advice follows the kind of a service's refusal the log shows: a connection refused (nothing
listening), a login refused (the credentials), a database the server does not have; where a step
shows two kinds, the one that ended its command leads and the other is named with its own fix
(trial 70 #5), and one refused login among tests that failed otherwise gets its advice (trial 66).
MySQL's and MariaDB's error 1049 (`Unknown database`) reads as PostgreSQL's missing database.

Fixtures in ``tests/fixtures/s31-services`` (see its README: MariaDB 10.11 with its client, PyMySQL
2.2.8 and go-sql-driver/mysql 1.5, psql 15.18, run here) and ``tests/fixtures/s30-t66a``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures"
LOGIN_REFUSED = "The service answered and refused the login"
NOT_LISTENING = "Start the service the job connects to on this machine"
NO_DATABASE = "The database server answered, and the database the step connects to does not exist on it"


def _report(capsys: pytest.CaptureFixture[str], log: str) -> dict:
    assert main(["triage", str(FIXTURES / log), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "log",
    [
        "s31-services/pytest-pymysql-unknown-database.gha.log",
        "s31-services/mariadb-unknown-database.gha.log",
        "s31-services/go-mysql-unknown-database.gha.log",
    ],
)
def test_mysqls_unknown_database_is_a_missing_database(capsys: pytest.CaptureFixture[str], log: str) -> None:
    report = _report(capsys, log)
    assert report["category"] == "configuration"
    assert "Unknown database 'appdb_test'" in report["summary"]
    assert report["next_step"].startswith(NO_DATABASE)
    assert "MYSQL_DATABASE" in report["next_step"]


def test_the_refusal_that_ended_the_script_leads(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "s31-services/deploy-refused-then-login-denied.gha.log")
    assert report["category"] == "permission/auth"
    assert report["next_step"].startswith(LOGIN_REFUSED)
    assert f"Also, line 17 shows another kind of refusal. {NOT_LISTENING}" in report["next_step"]


def test_a_connection_refused_last_leads_over_an_earlier_login(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "s31-services/deploy-login-denied-then-refused.gha.log")
    assert report["category"] == "configuration"
    assert "port 5499 failed: Connection refused" in report["summary"]
    assert report["next_step"].startswith(NOT_LISTENING)
    assert f"Also, line 17 shows another kind of refusal. {LOGIN_REFUSED}" in report["next_step"]


def test_one_refused_login_among_failed_tests_gets_its_advice(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "s30-t66a/pytest-auth-beside-assertion.gha.log")
    assert report["category"] == "test failure"  # the other test failed on its own assertion
    assert f"A service the tests connect to refused a failed test at line 23. {LOGIN_REFUSED}" in report["next_step"]
    assert NOT_LISTENING not in report["next_step"]
