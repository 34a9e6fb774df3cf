"""A test run that stopped before running every test says so in the advice: the failures shown are
the first ones, the tests after them never ran, and more may fail (pytest's ``-x``/``--maxfail``, its
collection errors, jest's ``--bail``).

Fixtures ``tests/fixtures/s35-t91b2`` (README there): real pytest 9.2.0 (with pytest-xdist 3.8.0) and
jest 30.5.2 output.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t91b2"


@pytest.mark.parametrize(
    ("log", "said"),
    [
        ("pytest-exitfirst.gha.log", "pytest stopped after 1 failure (line 24: `-x`, `--exitfirst` or `--maxfail`)"),
        ("pytest-xdist-exitfirst.gha.log", "pytest stopped after 2 failures (line 37:"),
        ("pytest-exitfirst-collection.gha.log", "pytest stopped after 1 failure (line 24:"),
    ],
)
def test_pytests_maxfail_stop_says_later_tests_never_ran(triage_json: Callable[..., dict], log: str, said: str) -> None:
    advice = triage_json(FIXTURES / log)["next_step"]
    assert said in advice
    assert "the tests after that never ran and more may fail" in advice
    assert "without `-x` or `--maxfail`" in advice


def test_pytests_collection_errors_say_no_test_ran(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(FIXTURES / "pytest-collection-interrupted.gha.log")["next_step"]
    assert "test_a.py failed to collect" in advice
    assert "pytest stopped after collecting, at 1 error during collection (line 24)" in advice
    assert "no test ran, not even those of the files that did collect" in advice
    assert "`--continue-on-collection-errors`" in advice


def test_jests_bail_says_which_suites_never_ran(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-bail.gha.log")
    assert report["category"] == "test failure"
    advice = report["next_step"]
    assert "jest stopped after 1 failed test suite (line 34: `--bail`)" in advice
    assert "2 of its 3 test suites never ran and more may fail" in advice


@pytest.mark.parametrize(
    "log",
    ["jest-suite-skipped.gha.log", "../s32-t74b/pytest-randomly-order.gha.log", "../s32-t74b/jest-randomize.gha.log"],
)
def test_a_run_that_ran_every_test_is_not_said_to_stop(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert "stopped" not in report["next_step"]
    assert "never ran" not in report["next_step"]
