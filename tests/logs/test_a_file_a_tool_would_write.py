"""A file a tool lists as one it would write is no source location: Django's ``makemigrations
--check --dry-run`` names ``orders/migrations/0003_order_note.py`` under ``Migrations for 'orders':``,
a file that does not exist (user trial 105 #8), as Ansible's ``Searched in:`` paths are none.

Real output (tests/fixtures/s37-t105c/README.md): Django 5.2.19."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "s37-t105c" / "django-makemigrations-check-dry-run.gha.log"


def test_the_migration_django_would_write_is_no_location(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG, "--no-home-skills")
    assert report["signals"][0]["signal"] == "django-missing-migration"
    assert all("migrations/0003_order_note.py" not in place["file"] for place in report["locations"])
    assert "run `python manage.py makemigrations`" in report["next_step"]
