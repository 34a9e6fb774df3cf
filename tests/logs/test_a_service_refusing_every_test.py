"""A service that refused every failed test (or stopped the run before its tests) is the job's
cause, not a test failure (session 30, trial 66 #1, #2, #3, #5, #6).

Real output (``tests/fixtures/s30-t66a``, README there): a login refused (lib/pq's ``pq: password
authentication failed``, psycopg's ``FATAL:  password authentication failed``, PyMySQL's ``Access
denied for user``) is ``permission/auth``; a database the server does not have (``FATAL:  database
"appdb_test" does not exist``) and a refused connection node's test runner reports (pg's ``connect
ECONNREFUSED 127.0.0.1:5499``, ioredis' give-up beside its refused connection events) are
``configuration``, as is ioredis' ``MaxRetriesPerRequestError`` under jest (which prints none of
its error events) and mocha; Django's runner stopped by ``permission denied to create database`` before any
test is ``permission/auth``, with no advice to run failed tests; Testcontainers without a Docker
engine (node's ``Could not find a working container runtime strategy``, docker-py's
``DockerException: Error while fetching server API version``) is ``configuration``, never a flake
to re-run. One test refused among tests that failed otherwise stays a test failure.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s30-t66a"

START_THE_SERVICE = "Start the service the job connects to on this machine"
NO_ENGINE = "run the job on a runner with Docker"


@pytest.mark.parametrize(
    ("name", "category", "quoted", "advice"),
    [
        (
            "go-pq-auth.gha.log",
            "permission/auth",
            'pq: password authentication failed for user "app"',
            "refused the login",
        ),
        (
            "pytest-body-wrong-password.gha.log",
            "permission/auth",
            'FATAL: password authentication failed for user "app"',
            "refused the login",
        ),
        (
            "pytest-mariadb-access-denied.gha.log",
            "permission/auth",
            "Access denied for user 'app'@'localhost'",
            "refused the login",
        ),
        (
            "pytest-missing-db.gha.log",
            "configuration",
            'FATAL:  database "appdb_test" does not exist',
            "the database the step connects to does not exist",
        ),
        ("node-test-pg-refused.gha.log", "configuration", "connect ECONNREFUSED 127.0.0.1:5499", START_THE_SERVICE),
        (
            "node-test-spec-pg-refused.gha.log",
            "configuration",
            "connect ECONNREFUSED 127.0.0.1:5499",
            START_THE_SERVICE,
        ),
        (
            "node-test-ioredis-refused.gha.log",
            "configuration",
            "Reached the max retries per request limit",
            START_THE_SERVICE,
        ),
        (
            "jest-ioredis-refused.gha.log",
            "configuration",
            "MaxRetriesPerRequestError: Reached the max retries per request limit",
            START_THE_SERVICE,
        ),
        (
            "mocha-ioredis-refused.gha.log",
            "configuration",
            "MaxRetriesPerRequestError: Reached the max retries per request limit",
            START_THE_SERVICE,
        ),
        (
            "node-test-testcontainers-no-docker.gha.log",
            "configuration",
            "Could not find a working container runtime strategy",
            NO_ENGINE,
        ),
        (
            "pytest-testcontainers-no-docker.gha.log",
            "configuration",
            "docker.errors.DockerException: Error while fetching server API version",
            NO_ENGINE,
        ),
    ],
)
def test_a_service_that_refused_every_test_is_the_cause(
    analyser: Analyser, name: str, category: str, quoted: str, advice: str
) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == category
    assert report.confidence >= 0.7
    assert report.failed_tests  # the tests are still listed
    assert quoted in report.summary  # the service's own words, not pytest's cut `connecti...` or a bare code
    assert not any(cut in report.summary for cut in ("connec...", "connecti...", "connection ...", "code: "))
    said = next_step(report)
    assert advice in said
    assert "Run the failed tests locally" not in said
    assert "Re-run the job" not in said


def test_a_test_runner_stopped_before_its_tests_by_a_service(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "django-test-createdb-denied.gha.log"), analyser, 2000)
    assert report.category == "permission/auth"
    assert report.confidence >= 0.7
    assert report.failed_tests == []
    assert "permission denied to create database" in report.summary
    said = next_step(report)
    assert "CREATEDB" in said
    assert "failed tests" not in said


def test_one_refused_test_among_tests_failing_otherwise_stays_a_test_failure(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-auth-beside-assertion.gha.log"), analyser, 2000)
    assert report.category == "test failure"
    assert [test.name.split("::")[-1] for test in report.failed_tests] == ["test_insert_user", "test_normalise_email"]
    assert [other.category for other in report.competing] == ["permission/auth"]
