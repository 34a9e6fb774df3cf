"""schemathesis' JUnit report: one failed test per test case, named without an empty class name's
``::`` and with the checks that failed named, not only their codes: ``--report junit`` gave 5 tests
for 3 test cases, ``::GET /orders/{id}`` twice, each message ``ST101, ST204`` (trial 88, #9).

Real output: schemathesis 4.32.5 run by trial 88, tests/fixtures/s33-t88/README.md."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.junit import junit_failures

ST_JUNIT = Path(__file__).parents[1] / "fixtures" / "s33-t88" / "st_junit.xml"


def test_one_test_per_case_with_its_checks_named() -> None:
    tests = junit_failures(str(ST_JUNIT)).kept
    assert [(test.name, test.message) for test in tests] == [
        ("GET /health", "ST101 Server error; ST204 Wrong response to undeclared method"),
        ("GET /orders/{id}", "ST101 Server error; ST204 Wrong response to undeclared method"),
        ("GET /users", "ST101 Server error; ST204 Wrong response to undeclared method"),
    ]
