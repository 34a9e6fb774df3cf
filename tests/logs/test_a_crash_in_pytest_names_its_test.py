"""A segfault inside a pytest run without ``-v`` lists the test it crashed in (trial 129 F1).

pytest runs the tests in its own interpreter: a segmentation fault in native code ends pytest with
faulthandler's report after the progress it printed (``tests/test_rows.py .Fatal Python error:
Segmentation fault``) and no verdict. The test the crashing thread's frames name (``File
".../tests/test_rows.py", line 9 in test_empty_row``) is the one it crashed in: a test failure that
lists it, as under ``-v``, not one listing no failed test. A runner that outlives the crash and
reports it (go test's ``--- FAIL:`` and package ``FAIL``) names its own failed test.

Fixtures: ``tests/fixtures/t129-crash/README.md`` (pytest 9.2.0 and go 1.19.8, run here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "t129-crash"


def test_a_segfault_that_ended_pytest_lists_the_test_it_crashed_in(triage_json) -> None:
    report = triage_json(FIXTURES / "pytest-segfault.log")
    assert (report["category"], report["exit_code"]) == ("test failure", 139)
    (test,) = report["failed_tests"]  # pytest's progress before faulthandler's line: the frame names it
    assert test["name"] == "tests/test_rows.py::test_empty_row"
    assert test["message"] == "crashed: Fatal Python error: Segmentation fault (the test runner printed no verdict)"
    assert report["failed_tests_total"] == 1
    assert "killed by a signal" in report["next_step"]


def test_a_crash_the_test_runner_reported_names_its_failed_test(triage_json) -> None:
    report = triage_json(FIXTURES / "go-test-nil-panic.log")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["TestCountNil"]
