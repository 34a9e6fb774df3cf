"""A refused connection's advice names the port of this machine the step dialled, not only the
service's default (trial 77 #6: the test dialled 5433 while the advice said to map `5432:5432`,
which the job already did).

Fixture: tests/fixtures/t77/dbport_gha.log, trial 77's real pytest + psycopg2 run against a
PostgreSQL service mapped `5432:5432` with the step's `PGPORT: "5433"` (README there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "t77" / "dbport_gha.log"


def test_the_advice_maps_the_port_the_step_dialled(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "configuration"
    assert "maps the runner's port the step dialled, 5433, to the service's own" in report["next_step"]
