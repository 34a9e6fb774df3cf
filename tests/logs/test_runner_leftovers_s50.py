"""Test runners' leftovers: EUnit's exit and throw terms, Check's test file, alcotest's second failure.

- EUnit: a test that exited (``**exit:{shutdown,db_closed}``) last in the run had the run's tally
  below it, ``Failed: 2.  Skipped: 0.  Passed: 1.``, as its message; the tally ends its output, and
  the term is its message.
- Check (libcheck): its own naming of test files, ``check_money.c``, is a test file's: ctest's test
  ``money`` that runs it is placed there.
- alcotest: a failed case listed without alcotest's ``>`` mark (every one but the first) is a failed
  test too, and the first case's message is its box's ``ASSERT …`` with the values compared, not the
  second case's list line.

Real output: tests/fixtures/s50-runners2/README.md (Debian 12: OTP 25, Check 0.15.2 and ctest
3.25.1, alcotest 1.6.0 with dune 2.9.3).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-runners2"


def _tests(report: dict) -> list[tuple[str, str, str | None]]:
    return [(test["name"], test["kind"], test["message"]) for test in report["failed_tests"]]


def test_an_eunit_test_that_exited_last_is_quoted_by_its_exit_term(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eunit-throw-exit.txt", "--no-home-skills")
    assert _tests(report) == [
        ("calc: parse_empty_test", "error", "**throw:empty_input"),
        ("calc: shutdown_test", "error", "**exit:{shutdown,db_closed}"),
    ]


def test_a_check_programs_file_places_the_ctest_test_that_runs_it(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-check-money.txt", "--no-home-skills")
    assert [(test["name"], test["file"], test["line"]) for test in report["failed_tests"]] == [
        ("money", "check_money.c", 4)
    ]


def test_every_failed_alcotest_case_is_named_with_its_check(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "alcotest-two-failures.txt", "--no-home-skills")
    assert report["category"] == "test failure"
    assert _tests(report) == [
        ("totals 0 sum", "failed", "ASSERT total of three; Expected: `7'; Received: `6'"),
        ("names 0 first", "failed", None),  # alcotest shows the first failure's output only
    ]
    assert report["failed_tests_total"] == 2
