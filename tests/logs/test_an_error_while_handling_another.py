"""A Python exception raised while another was being handled (``During handling of the above
exception, another exception occurred:``) does not name the one that failed first: the summary
led with the last (Django's ``TransactionManagementError`` after a migration's ``IntegrityError``,
user trial 105 #4) and called the first its cause. When the project's code raised the first, the
summary leads with it and its place, then the later one; a wrapper raised ``from`` its cause
(``The above exception was the direct cause of``) still leads, naming the cause after it.

Real output (tests/fixtures/s37-t105b/README.md): Python 3.11.7's sqlite3."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-t105b"


def test_the_error_being_handled_leads_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "python-error-during-handling.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    quoted = report["summary"].split("”: ", 1)[1]
    assert quoted.startswith("sqlite3.IntegrityError: NOT NULL constraint failed: orders.customer (at backfill.py:6)")
    assert quoted.endswith("then, while handling it, OperationalError: no such table: backfill_log (at backfill.py:8)")
    assert "caused by" not in quoted
