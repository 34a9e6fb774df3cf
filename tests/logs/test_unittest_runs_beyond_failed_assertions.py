"""unittest (and nose2) runs that failed otherwise than by a failed assertion (trial 114 #1, #2, #3, #7).

Fixtures: ``tests/fixtures/s40-t114a/README.md`` (real output: Python 3.10.13, 3.11.7 and 3.12.1
unittest, nose2 0.16.0, unittest-xml-reporting 4.0.0). Before: a test module unittest's loader could
not import because of a package no step installed was a test failure advised to "run the failed
tests locally" (pytest's same line is dependency resolution); ``NO TESTS RAN`` (exit 5) and a guarded
``Ran 0 tests`` … ``OK`` were test failures; a stale ``@expectedFailure`` test was never named (a
plain log was ``unknown``); xmlrunner's ``setUpClass`` error was counted twice with ``--junit``, at
its XML's bogus line 5; a test only the XML named was named by pytest's node id; the fixture's
advice named a fixed ``tests.test_db.DbTest``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.failed_test_identity import identity_of_test

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114a"
NOT_INSTALLED = "add the package that provides it to the requirements the job installs"


@pytest.mark.parametrize("log", ["unittest-import.gha.log", "nose2-import.gha.log"])
def test_a_test_module_importing_a_package_not_installed_is_dependency_resolution(
    log: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "dependency resolution"
    assert report["summary"].endswith(": ModuleNotFoundError: No module named 'requestz'")
    assert NOT_INSTALLED in report["next_step"]
    assert "if the name is misspelt, fix the import at `tests/test_http.py:1`" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("tests.test_http", "collection")]


@pytest.mark.parametrize(
    ("log", "verdict"),
    [
        ("unittest-312-no-tests.gha.log", "NO TESTS RAN"),
        ("unittest-311-no-tests-guarded.gha.log", "Ran 0 tests in 0.000s"),
    ],
)
def test_a_run_of_no_test_is_configuration_with_discovery_advice(
    log: str, verdict: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("configuration", "unittest")
    assert report["summary"].endswith(f": {verdict}")
    assert "discovery found no test module" in report["next_step"]
    assert "(`-p`, default `test*.py`" in report["next_step"]
    assert "failed tests" not in report["next_step"]


def test_a_module_fixture_error_over_no_test_stays_a_test_failure(triage_json: Callable[..., dict]) -> None:
    # ``Ran 0 tests`` above ``FAILED (errors=1)``: setUpModule raised, no discovery problem
    report = triage_json(FIXTURES / "unittest-setupmodule.gha.log")
    assert report["category"] == "test failure"
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [("tests.test_m", "error")]
    assert "(`python -m unittest tests.test_m`)" in report["next_step"]
    assert "tests.test_db.DbTest" not in report["next_step"]


@pytest.mark.parametrize(
    "log",
    [
        "unittest-unexpected-success.gha.log",  # Python 3.11 -v: the result line and the header
        "unittest-unexpected-success.out",  # Python 3.11 plain: the header alone
        "unittest-310-unexpected-success.gha.log",  # Python 3.10 -v: the result line alone
    ],
)
def test_an_unexpected_success_is_a_named_failed_test_advised_to_drop_the_mark(
    log: str, triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.8
    [test] = report["failed_tests"]
    assert identity_of_test(test["name"]) == "tests test_x T test_rounding_bug"
    assert test["kind"] == "failed"
    assert test["message"].lower() == "unexpected success"
    assert "remove the `@expectedFailure` decorator" in report["next_step"]
