"""A refused service's advice maps the port the step dialled to the service that usually listens
there (6379 Redis with ``redis-cli ping``, 5432 PostgreSQL with ``pg_isready``, 3306 MySQL with
``mysqladmin ping``) and names any other port as it is: never PostgreSQL's example for another port
(trial 93 finding 6).

Fixtures (``tests/fixtures/s34-t93/``, see its README): redis-cli 7's and curl 8's real refusals
(trial 93), and libpq's through psycopg (trial 93's ``db-pytest.log`` line, as a step of its own).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.signal_next_step import service_advice

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s34-t93"


def test_redis_refused_on_6379_gets_a_redis_service_and_health_check(triage_json) -> None:
    advice = triage_json(FIXTURES / "redis-refused.log")["next_step"]
    assert "`6379:6379` for Redis" in advice
    assert "redis-cli ping" in advice
    assert "pg_isready" not in advice
    assert "PostgreSQL" not in advice


def test_another_port_is_named_as_it_is_without_a_guess_at_the_service(triage_json) -> None:
    advice = triage_json(FIXTURES / "sh-curl.log")["next_step"]
    assert "`9:9`" in advice
    assert "port 9 answers" in advice
    assert "pg_isready" not in advice
    assert "PostgreSQL" not in advice


@pytest.mark.parametrize(
    ("port", "named"),
    [("5432", "pg_isready"), ("6379", "redis-cli"), ("3306", "mysqladmin ping"), (None, "pg_isready")],
)
def test_each_default_port_names_its_service_s_check(port: str | None, named: str) -> None:
    assert named in service_advice(port)
