"""Robot Framework prints a suite's own result row after its tests' (``Login   | FAIL |`` over
``2 tests, 1 passed, 1 failed``): it was listed as a failed test, and a test the ``--junit`` file
names too was counted twice (trial 90, #2). A suite whose title, the name alone under a ruler,
opened a run in which a test failed is that test's parent, neither listed nor counted.

Real output: Robot Framework 7.5 run by trials 88 and 90 (tests/fixtures/s33-t88/README.md,
tests/fixtures/s33-t90/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_the_suite_row_is_not_a_failed_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s33-t90" / "robot.log", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["Valid Login"]
    assert "Valid Login, Login" not in report["summary"]


def test_two_failed_tests_without_their_suite(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s33-t88" / "robot.log", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == [
        "Token Expiry Is One Hour",
        "Locked Account Shows Message",
    ]


def test_a_test_the_junit_file_names_too_counts_once(triage_json: Callable[..., dict]) -> None:
    folder = FIXTURES / "s33-t90"
    report = triage_json(folder / "robot.log", "--junit", folder / "robot_xunit.xml", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["Valid Login"]
