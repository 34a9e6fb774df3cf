"""A failed test whose own exception is the runtime's out-of-memory error ran out of memory: when
every failed test's report ends in one, the verdict is out-of-memory and the advice names the
allocation refused and the memory cap the step's command set (trial 106 #4: numpy's
``_ArrayMemoryError: Unable to allocate 26.8 GiB`` under ``ulimit -v 3000000`` was a test failure
with generic advice). A test that only asserts about ``MemoryError``, or whose code handled one
and died of another exception, stays a test failure. The JVM's message alone, as Maven Surefire
prints it for the forked JVM that died of it, is out-of-memory too. Fixtures in
``fixtures/memory-in-test-report``: real pytest 9.2.0 and numpy 2.4.6, Surefire 3.2.5 and JUnit 4.13.2
output."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.memory_limit import limit_advice

FIXTURES = Path(__file__).parent / "fixtures" / "memory-in-test-report"


def test_tests_that_ran_out_of_memory_under_a_ulimit(triage_json) -> None:
    report = triage_json(FIXTURES / "pytest-ulimit.log")
    assert report["category"] == "out-of-memory"
    assert [test["name"] for test in report["failed_tests"]] == [
        "tests/test_big.py::test_outer_product",
        "tests/test_big.py::test_buffer",
    ]
    assert "An allocation of 26.8 GiB was refused" in report["next_step"]
    assert "`ulimit -v 3000000`, 2.9 GiB" in report["next_step"]
    assert "test failure" not in {other["category"] for other in report["competing"]}


def test_a_forked_jvm_that_ran_out_of_heap(triage_json) -> None:
    """Surefire's bare ``[ERROR] Java heap space`` of the JVM it forked for the tests was "unknown"."""
    report = triage_json(FIXTURES / "maven-surefire-fork-heap.log")
    assert report["category"] == "out-of-memory"
    assert "Java heap space" in report["summary"]
    assert "`<argLine>`" in report["next_step"]


def test_a_junit_test_that_ran_out_of_heap(triage_json) -> None:
    """JUnit 4's report of a test whose exception is the JVM's ``java.lang.OutOfMemoryError: Java
    heap space`` (OpenJDK 17, ``java -Xmx16m``) counts as pytest's ``MemoryError`` does: the signal
    read the words anywhere in a line, so no report was the runtime's own error, and it was a test
    failure with the generic advice."""
    report = triage_json(FIXTURES / "junit4-oom.log")
    assert report["category"] == "out-of-memory"
    assert [test["name"] for test in report["failed_tests"]] == ["holdsAllRows(CacheTest)"]
    assert "`-Xmx` in the command" in report["next_step"]


@pytest.mark.parametrize(
    "name", ["pytest-raises-memoryerror.log", "pytest-memoryerror-handled.log", "junit4-oom-quoted.log"]
)
def test_a_test_about_a_memoryerror_is_a_test_failure(triage_json, name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.7


@pytest.mark.parametrize(
    ("commands", "cap"),
    [
        (["ulimit -v 3000000 && python -m pytest"], "(`ulimit -v 3000000`, 2.9 GiB)"),
        (["ulimit -S -m 1048576", "pytest"], "(`ulimit -S -m 1048576`, 1.0 GiB)"),
    ],
)
def test_the_cap_a_command_sets(commands: list[str], cap: str) -> None:
    assert cap in limit_advice(commands)


@pytest.mark.parametrize("commands", [["ulimit -v unlimited && pytest"], ["ulimit -n 4096", "pytest"], []])
def test_no_memory_cap(commands: list[str]) -> None:
    assert limit_advice(commands) == ""
