"""A crash that ended the test run is a runtime error, its running test the place (trial 129 F1).

pytest runs the tests in its own interpreter: a segmentation fault in native code ends pytest with
it, which prints faulthandler's report and no verdict (no failed test, no tally; bash's
``Segmentation fault``, exit 139). The crash is the failure, not a test's verdict; the test the
crashing thread's frames name is listed as where it happened. A runner that outlives the crash and
reports it (go test's ``--- FAIL:`` and package ``FAIL``) keeps a test failure.

Fixtures: ``tests/fixtures/t129-crash/README.md`` (pytest 9.2.0 and go 1.19.8, run here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "t129-crash"


def test_a_segfault_that_ended_pytest_is_a_runtime_error_naming_its_test(triage_json) -> None:
    report = triage_json(FIXTURES / "pytest-segfault.log")
    assert (report["category"], report["exit_code"]) == ("runtime error", 139)
    assert report["confidence"] >= 0.7
    assert report["summary"].endswith("Fatal Python error: Segmentation fault (in test_empty_row)")
    (test,) = report["failed_tests"]  # pytest's progress before faulthandler's line: the frame names it
    assert test["name"] == "tests/test_rows.py::test_empty_row"
    assert test["message"].startswith("crashed: Fatal Python error: Segmentation fault")
    assert "killed by a signal" in report["next_step"]


def test_a_crash_the_test_runner_reported_stays_a_test_failure(triage_json) -> None:
    report = triage_json(FIXTURES / "go-test-nil-panic.log")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["TestCountNil"]
