"""Every Django test failing on a column its model has and its table lacks is one field without its
migration: the advice names ``makemigrations``, not "run the failed tests locally" (user trial 105
#5: four tests erroring on ``table orders_order has no column named status``).

Real output (tests/fixtures/s37-t105c/README.md): Django 5.2.19 ``manage.py test`` on SQLite, a
field added to the model and no migration made: ``no such column: orders_order.status`` (a query)
and ``table orders_order has no column named status`` (an insert)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-t105c"


def test_a_field_without_its_migration_is_advised_as_one(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "django-test-no-such-column.gha.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["signals"][0]["signal"] == "no-such-column"
    assert "has no column named status" in report["summary"] or "no such column" in report["summary"]
    assert "run `python manage.py makemigrations`" in report["next_step"]
    assert len(report["failed_tests"]) == 2
