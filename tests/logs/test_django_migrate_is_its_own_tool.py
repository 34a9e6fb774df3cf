"""A ``python manage.py migrate`` step's tool is Django's migrate, as ``alembic upgrade``'s is
alembic-migrate, not ``python`` (user trial 105 #2/#9): the catalogue's django-migrate prints the
migration's Python traceback as its own. Its advice is the migration's, and says which of the
traceback's exceptions is the database's (not the ``TransactionManagementError`` Django raised
after it).

Real output (tests/fixtures/s38-t105/README.md): Django 5.2.19's migrate of a ``RunPython``
migration that inserts NULL into a NOT NULL column."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s38-t105" / "django-migrate-direct-cause.gha.log"


def test_a_failed_migrate_step_is_djangos_migrate(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    assert report["category"] == "runtime error"
    assert report["tool"] == "django-migrate"
    assert report["next_step"].startswith("A Django migration failed while it was applied")
    assert "`TransactionManagementError` after it only says the transaction had already failed" in report["next_step"]
    assert report["locations"][-1]["file"] == "orders/migrations/0002_backfill_orders.py"
