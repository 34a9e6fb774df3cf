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


def test_with_the_workflow_the_steps_port_setting_is_cited_by_name(triage_json: Callable[..., dict]) -> None:
    """With `--workflow`, the step's `PGPORT` (the port it dialled comes from there) is cited at its
    line beside the `ports:` entry, by its name only: env values are never quoted."""
    report = triage_json(FIXTURE, "--workflow", str(FIXTURE.with_name("dbport_ci.yml")))
    assert "dbport_ci.yml:14` (services.postgres.ports)" in report["next_step"]
    assert "The step's env sets its port by `PGPORT` (`" in report["next_step"]
    assert "dbport_ci.yml:20`)." in report["next_step"]
    assert '"5433"' not in report["next_step"]
