"""Catch2's JUnit report beside its console log names the log's tests (trial 132, #12): its JUnit
reporter writes one ``<testcase>`` per section, ``name="splitting money/in four"``
(``JunitReporter::writeSection``: ``rootName + '/' + name``) on a ``<testsuite hostname="tbd">``,
where the console reporter names the ``TEST_CASE``, ``splitting money``, and each section on a line
below it. The report was flagged as "may be another job's" and its failures listed twice.

Real output: Catch2 2.13.10, tests/fixtures/catch2-junit-sections/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.junit import junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "catch2-junit-sections"


def test_a_failed_test_case_is_one_test_however_many_sections_failed() -> None:
    found = junit_failures(str(FIXTURES / "report.xml"))
    assert [test.name for test in found.kept] == [
        "test_money.global::splitting money",
        "test_money.global::rounding money",
    ]
    assert [test.message for test in found.kept] == ["split(m, 4).cents == 250", "split({10}, 4).cents == 2"]
    assert len(found.identities) == 2


def test_the_report_merges_with_the_logs_test_cases(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "console.log", "--junit", FIXTURES / "report.xml", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["splitting money", "rounding money"]
    assert not [warning for warning in report["warnings"] if "JUnit" in warning]
