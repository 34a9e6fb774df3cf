"""A go test binary that panicked in a goroutine the code under test started prints no ``---
FAIL:`` and no frame naming a test: the failure is the tests of the package go test reports
``FAIL``, whatever else the step ran, and the same panic from ``go run`` is a runtime error
(trial 59 #4; fixtures in ``fixtures/go-test-package-crash``, real go 1.19.8 output)."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "go-test-package-crash"
PANIC = "panic: runtime error: index out of range [3] with length 2"


@pytest.mark.parametrize("name", ["one-package.log", "after-passed-package.log"])
def test_the_crashed_package_is_the_failed_test(triage_json, name: str) -> None:
    """Alone or below another package's ``ok`` line, the panic is a test failure of
    ``example.com/goapp/worker``, which the next step tells to run."""
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["example.com/goapp/worker"]
    assert report["failed_tests"][0]["message"].startswith(f"crashed: {PANIC}")
    assert "Run the failed tests locally (example.com/goapp/worker)" in report["next_step"]


def test_a_passed_packages_ok_line_does_not_make_the_next_packages_panic_a_runtime_error(triage_json) -> None:
    """Beside a vet failure, the crashed package's own verdict is a test failure of go test's, as it
    is when it fails alone: the ``ok`` of the package before it ended that package's binary, not
    worker's tests."""
    report = triage_json(FIXTURES / "beside-vet-failure.log")
    assert report["summary"].endswith("(also failed: example.com/goapp/worker: test failure, go-test)")
    assert "example.com/goapp/worker (test failure: panic: runtime error: index out of range [3]" in report["next_step"]


def test_the_same_panic_from_go_run_is_a_runtime_error(triage_json) -> None:
    """``go run`` of a program calling the same code: no test ran, so no test or package failed."""
    report = triage_json(FIXTURES / "go-run.log")
    assert report["category"] == "runtime error"
    assert report["failed_tests"] == []
    assert PANIC in report["summary"]
