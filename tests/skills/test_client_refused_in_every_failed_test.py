"""A database or cache client's own refusal in every failed test's report is the service, not the tests.

Trial t126 #1: PHPUnit tests that all errored with phpredis' ``RedisException: Connection refused``
(no host on the line) read as "test failure" 0.85 with "Run the failed tests locally", the same
outage through ``redis-cli`` as ``configuration``. The clients below were run here on 2026-12-07
with nothing listening on 127.0.0.1:6379, 3306 and 5432 (Debian 12 packages): PHPUnit 9.6.7 on PHP
8.2 with php-redis 5.3.7 and pdo_mysql (``php8.2-mysql``), minitest 5 on Ruby 3.1.2 with the redis
gem 4.8.0 (``ruby-redis``), prove 3.44 on perl 5.36 with Redis 2.000 (``libredis-perl``) and DBD::Pg
3.16.0. Each fixture is read plain (the tool's
output alone, as saved from a terminal) and as a GitHub Actions job's failing step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures"

REFUSED = [
    # fixture, the signal that reads the refusal, what the summary quotes
    ("phpunit-phpredis-refused.txt", "php-client-refused-host-unnamed", "RedisException: Connection refused"),
    (
        "phpunit-pdo-mysql-refused.txt",
        "php-client-refused-host-unnamed",
        "PDOException: SQLSTATE[HY000] [2002] Connection refused",
    ),
    ("minitest-redis-rb-refused.txt", "redis-ruby-local-refused", "Error connecting to Redis on 127.0.0.1:6379"),
    ("prove-perl-redis-refused.txt", "redis-perl-local-refused", "Could not connect to Redis server at 127.0.0.1:6379"),
]


def _plain(name: str) -> str:
    """The fixture's output without its ``$ command`` line: the tool's output as a terminal saved it."""
    return (FIXTURES / name).read_text(encoding="utf-8").split("\n", 1)[1]


@pytest.mark.parametrize(("name", "signal", "quoted"), REFUSED)
def test_a_client_refused_in_every_failed_test_is_the_service(
    name: str,
    signal: str,
    quoted: str,
    triage_step_fixture: Callable[[str], TriageReport],
    triage_text: Callable[[str], TriageReport],
) -> None:
    for report in (triage_step_fixture(name), triage_text(_plain(name))):
        assert report.category == "configuration"
        assert (report.signals[0].skill, report.signals[0].signal) == ("service-not-ready", signal)
        assert quoted in report.summary
        advice = next_step(report)
        assert "Start the service the job connects to" in advice
        assert "Run the failed tests locally" not in advice


def test_a_perl_die_in_a_test_script_is_its_location(
    triage_step_fixture: Callable[[str], TriageReport], triage_text: Callable[[str], TriageReport]
) -> None:
    """DBI's ``… failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused`` then
    libpq's hint ``Is the server running on that host …? at t/db.t line 6.``: Perl's ``at FILE line N.``
    names where the test script died (trial t126 #7)."""
    for report in (
        triage_step_fixture("prove-dbd-pg-refused.txt"),
        triage_text(_plain("prove-dbd-pg-refused.txt")),
        triage_text(_plain("prove-perl-redis-refused.txt")),
    ):
        assert report.category == "configuration"
        assert [(place.file, place.line) for place in report.locations][:1] in ([("t/db.t", 6)], [("t/cache.t", 6)])
