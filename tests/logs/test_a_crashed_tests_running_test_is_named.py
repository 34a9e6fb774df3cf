"""A test binary that crashed in a goroutine or thread the code under test started: the test that
was running is named, and a thread's name that is no test's is not (trial 37 #5, #11, #12; fixtures
in ``fixtures/trial-37-panics``, real go 1.19.8 and cargo 1.95 output)."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "trial-37-panics"


@pytest.mark.parametrize("name", ["go-test-goroutine-panic.log", "go-test-json-panic.log"])
def test_a_panic_in_a_goroutine_names_the_test_go_test_announced(triage_json, name: str) -> None:
    """The crashing goroutine was started by ``(*Pool).Run``, so no frame names the test; ``go test
    -v`` (and ``-json``, in its events' ``Output``) announced ``=== RUN   TestRun`` and printed no
    verdict for it before the panic: TestRun is the failed test, and the summary quotes the panic,
    not the JSON package ``fail`` event."""
    report = triage_json(FIXTURES / name)
    assert [test["name"] for test in report["failed_tests"]] == ["TestRun"]
    assert report["failed_tests"][0]["message"].startswith("crashed: panic: assignment to entry in nil map")
    assert "panic: assignment to entry in nil map" in report["summary"]
    assert '"Action":"fail"' not in report["summary"]
    assert "TestRun" in report["next_step"]


def test_a_panic_while_parallel_tests_run_names_none(triage_json) -> None:
    """Two ``t.Parallel()`` tests were running (``=== CONT  TestA``, ``=== CONT  TestB``) when a
    goroutine panicked: which one started it is not said, so neither is guessed; the package go test
    reports ``FAIL`` is what failed (trial 59 #4)."""
    report = triage_json(FIXTURES / "go-test-parallel-panic.txt")
    assert [test["name"] for test in report["failed_tests"]] == ["example.com/pool"]
    assert "panic: assignment to entry in nil map" in report["summary"]


def test_a_spawned_threads_panic_is_the_tests_message_not_a_test(triage_json) -> None:
    """``thread '<unnamed>' panicked`` is a thread the test spawned, no test: cargo's ``failures:``
    lists one test, ``tests::warms_all``, whose message is the thread's panic (the cause), not its
    join's ``unwrap()`` on ``Any { .. }``."""
    report = triage_json(FIXTURES / "rust-thread-panic.log")
    assert [test["name"] for test in report["failed_tests"]] == ["tests::warms_all"]
    assert report["failed_tests_complete"] is True
    assert "key must be numeric: ParseIntError { kind: InvalidDigit }" in report["failed_tests"][0]["message"]
    assert "Any { .. }" not in report["summary"]
    assert "failed tests tests::warms_all — thread '<unnamed>'" in report["summary"]
