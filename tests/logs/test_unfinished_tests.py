"""A test that never got a verdict is named, and where it stopped is shown: its binary crashed in
it, or ``go test -timeout`` ended it.

``fixtures/unfinished-tests`` holds real output as GitHub Actions steps:

- ``gtest-segfault.gha.log``: a GoogleTest 1.12 binary (Debian's libgtest-dev, g++ 12) whose
  ``CalcTest.DerefNull`` dereferences a null pointer: the log ends at ``[ RUN      ]
  CalcTest.DerefNull`` and bash's ``Segmentation fault``; no test was named.
- ``go-timeout-worker-pool.gha.log``: go 1.19's ``go test -v -timeout 1s`` of a ``TestHangs`` that
  started 120 worker goroutines and sleeps: the goroutine dump lists the test's goroutine above the
  workers', and the excerpt (the panic, then the step's tail) held only workers. Go 1.20 and later
  also list the running tests under ``running tests:`` (``testing.(*M).startAlarm``,
  src/testing/testing.go) above the same dump.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "unfinished-tests"


def test_the_googletest_test_a_crash_ended_is_named(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gtest-segfault.gha.log")
    [test] = report["failed_tests"]
    assert test["name"] == "CalcTest.DerefNull"
    assert test["log_line"] == 11
    assert "Segmentation fault" in test["message"], test


def test_the_timed_out_go_tests_goroutine_is_in_the_excerpt(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go-timeout-worker-pool.gha.log")
    assert [test["name"] for test in report["failed_tests"]] == ["TestHangs"]
    lines = [line.strip() for span in report["excerpt"] for line in span["lines"]]
    assert "example.com/slow.TestHangs(0xc000098680?)" in lines, lines
    assert "/home/runner/work/slow/slow/slow_test.go:14 +0x2e" in lines, lines
    stack = next(span for span in report["excerpt"] if "example.com/slow.TestHangs(0xc000098680?)" in span["lines"])
    assert stack["lines"][0] == "goroutine 19 [sleep]:", stack
    assert stack["reason"] == "the goroutine of the test that timed out", stack
