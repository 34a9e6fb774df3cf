"""A SQL statement the database refused under rake reads as the database's error, as under psql.

Trial t126 #6 (``/work/trials/t126/logs/15-pg-migration-rake.log``: rake 13 running a task that
applies ``db/*.sql`` with ruby-pg 1.4.5 against PostgreSQL 15): ``rake aborted!`` over
``PG::UndefinedTable: ERROR:  relation "customers" does not exist`` was a runtime error at 0.40 with
the generic "read the first traceback" advice, as no signal read ruby-pg's class (named after the
SQLSTATE condition, not ending in ``Error``); the same statement through psql was 0.90 with the
advice to fix the statement.
"""

from __future__ import annotations

from collections.abc import Callable

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step


def test_the_database_error_below_rake_aborted_decides(triage_step_fixture: Callable[[str], TriageReport]) -> None:
    report = triage_step_fixture("rake-pg-undefined-table.txt")
    assert report.category == "runtime error"
    assert report.confidence >= 0.85
    assert (report.signals[0].skill, report.signals[0].signal) == ("ruby-runtime", "rake-database-error")
    assert 'PG::UndefinedTable: ERROR:  relation "customers" does not exist' in report.summary
    assert "SQL statement the database refused" in next_step(report)
