"""shUnit2's failures name their tests: its ``ASSERT:…`` lines under each test function's name and
its ``shunit2:ERROR testX() returned non-zero return code.`` were read as unittest's ``FAILED
(failures=4)`` alone, a test failure naming no test (trial 114, #8).

Real output: Debian's shunit2 2.1.8, run here (tests/fixtures/s40-t114b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114b"


def test_each_failed_test_is_named_with_its_assertion(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "shunit2_fail.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", "shunit2")
    assert {test["name"]: test["message"] for test in report["failed_tests"]} == {
        "testGreeting": "ASSERT:greeting text expected:<hello, world> but was:<hello world>",
        "testExitCode": "ASSERT:command should succeed",
        "testFailNoMsg": "ASSERT:",
    }
    assert "testGreeting" in report["summary"]
