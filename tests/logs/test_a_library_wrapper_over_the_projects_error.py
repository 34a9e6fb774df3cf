"""A library's wrapper raised ``from`` the project's error (``The above exception was the direct
cause of the following exception:``) that does not quote it says less than its cause: the summary
quoted Django's ``TransactionManagementError: An error occurred in the current transaction. …`` and
cut the migration's ``IntegrityError`` named after it (user trial 105 #4). When an installed package
raised the last exception and the project's code its cause, the summary leads with the cause and its
place; a wrapper that quotes its cause (SQLAlchemy's) or that the project raised
(tests/logs/test_python_chain_headline.py) still leads.

Real output (tests/fixtures/s38-t105/README.md): Django 5.2.19's migrate, SQLAlchemy 2.1.9."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t105"


def test_the_projects_error_leads_a_library_wrapper_that_does_not_name_it(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "django-migrate-direct-cause.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    quoted = report["summary"].split("”: ", 1)[1]
    assert quoted.startswith(
        "django.db.utils.IntegrityError: NOT NULL constraint failed: orders_order.customer"
        " (at orders/migrations/0002_backfill_orders.py:6)"
    )
    headline = report["jobs"][0]["headline"]
    assert "; the direct cause of TransactionManagementError: An error occurred in the current transaction." in headline
    assert "caused by" not in headline


def test_a_library_wrapper_that_quotes_its_cause_still_leads(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "sqlalchemy-integrity-error.gha.log", "--no-home-skills")
    quoted = report["summary"].split("”: ", 1)[1]
    assert quoted.startswith("sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) NOT NULL constraint failed")
    assert "direct cause" not in quoted
