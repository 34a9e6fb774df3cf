"""An Alembic revision that raised while ``alembic upgrade`` applied it gets advice about that
revision, as a Django migration does, and the step's tool is alembic's, not ``python`` with "the
program crashed" (user trial 105 #9).

Real output (tests/fixtures/s37-t105c/README.md): alembic 1.20.1 on SQLite, revision ``b2`` creating
an index ``a1`` had created."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s37-t105c" / "alembic-upgrade-index-exists.gha.log"


def test_a_failed_revision_is_advised_as_one(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    assert report["category"] == "runtime error"
    assert report["tool"] == "alembic-migrate"
    assert report["next_step"].startswith("An Alembic revision failed while it was applied")
    assert "index ix_invoice_customer already exists" in report["summary"]
    assert report["locations"][0]["file"] == "migrations/versions/b2_invoices.py"
