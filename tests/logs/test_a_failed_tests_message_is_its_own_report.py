"""A failed test's message is the first line of its own error report, never the run's tally nor
libpq's hint (trial t126 #7): a report line whose count is followed by a colon (libpq's ``port 5433
failed: Connection refused``) is no tally, and PHPUnit's verdict ``ERRORS!`` is one (real output,
see ``fixtures/service-refused-reports/README.md``)."""

from __future__ import annotations

from pathlib import Path

import pytest

REPORTS = Path(__file__).parent / "fixtures" / "service-refused-reports"
REFUSED = 'connection to server at "127.0.0.1", port 5433 failed: Connection refused'


@pytest.mark.parametrize(
    ("log", "messages"),
    [
        (
            "minitest-pg-refused.log",
            {
                "TestStockDb#test_release_item": f"PG::ConnectionBad: {REFUSED}",
                "TestStockDb#test_reserve_item": f"PG::ConnectionBad: {REFUSED}",
            },
        ),
        (
            "phpunit-pdo-pgsql-refused.log",
            {
                "StockTest::testReserveItem": f"PDOException: SQLSTATE[08006] [7] {REFUSED}",
                "StockTest::testReleaseItem": f"PDOException: SQLSTATE[08006] [7] {REFUSED}",
            },
        ),
        (
            "phpunit-pdo-mysql-refused.log",
            {
                "StockMysqlTest::testReserveItem": "PDOException: SQLSTATE[HY000] [2002] Connection refused",
                "StockMysqlTest::testReleaseItem": "PDOException: SQLSTATE[HY000] [2002] Connection refused",
            },
        ),
        (
            "prove-dbd-pg-refused.log",
            {
                "t/stock.t": "DBI connect('dbname=stock_test;host=127.0.0.1;port=5433','app',...) failed: " + REFUSED,
            },
        ),
    ],
)
def test_each_failed_test_is_quoted_by_its_own_error(triage_json, log: str, messages: dict[str, str]) -> None:
    report = triage_json(REPORTS / log)
    assert {test["name"]: test["message"] for test in report["failed_tests"]} == messages
