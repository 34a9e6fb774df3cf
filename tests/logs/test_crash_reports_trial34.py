"""Trial 34's crashes (findings 1, 2, 6, 10): the Go runtime's ``fatal error:``, a Rust test's stack
overflow and make's ``Killed`` are read as what they are, and the summary quotes them rather than
the runner's or a wrapper's exit line (fixtures in ``fixtures/trial-34-crashes``, real go 1.19,
cargo and GNU make output copied from the trial's logs)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-34-crashes"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("go_deadlock.log", "fatal error: all goroutines are asleep - deadlock!"),
        ("go_deadlock_plain.log", "fatal error: all goroutines are asleep - deadlock!"),
        ("make_godeadlock.log", "fatal error: all goroutines are asleep - deadlock!"),
        ("go_mapwrites.log", "fatal error: concurrent map writes"),
    ],
)
def test_a_go_runtime_fatal_error_is_a_runtime_error_quoted(triage_json, name: str, quoted: str) -> None:
    """The program built fine (``go build && ./stats``) and crashed: not the step's compiler, not
    the runner's ``Process completed with exit code 2.`` nor make's ``Error 1``."""
    report = triage_json(TRIAL / name)
    assert report["category"] == "runtime error"
    assert report["confidence"] >= 0.7
    assert report["summary"].endswith(f"”: {quoted}")
    assert "-race" in (report["jobs"][0]["classification"]["next_step"] or "")


def test_makes_killed_recipe_reads_as_the_shells_killed(triage_json) -> None:
    """``make: *** [Makefile:2: index] Killed`` is the kill bash reports as ``Killed`` (oom/shell-killed):
    the same likely, unproven out-of-memory."""
    report = triage_json(TRIAL / "make_killed.log")
    assert report["category"] == "out-of-memory"
    assert report["summary"].endswith("”: make: *** [Makefile:2: index] Killed")


def test_a_rust_tests_stack_overflow_names_the_test_and_the_overflow(triage_json) -> None:
    """cargo test runs a test in a thread named after it: ``thread 'tests::deep_recursion' (1178) has
    overflowed its stack`` names the test the binary died in; the message is the runtime's, not
    cargo's ``process didn't exit successfully … SIGABRT``."""
    report = triage_json(TRIAL / "rust_stackoverflow.log")
    assert [test["name"] for test in report["failed_tests"]] == ["tests::deep_recursion"]
    assert report["failed_tests"][0]["message"] == "fatal runtime error: stack overflow, aborting"
    assert "didn't exit successfully" not in report["summary"]
    assert "RUST_MIN_STACK" in (report["jobs"][0]["classification"]["next_step"] or "")


def test_a_panic_in_a_tests_goroutine_names_the_test(triage_json) -> None:
    """A panic in a goroutine a test started (``go_goroutine_panic.log``, go 1.19 ``go test -v``,
    trial 34 #17) kills the binary before ``--- FAIL:``: the crashing goroutine's ``created by
    queue.TestAsyncDrain`` and ``TestAsyncDrain.func1()`` frames name the test."""
    report = triage_json(TRIAL / "go_goroutine_panic.log")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["TestAsyncDrain"]
    assert report["failed_tests"][0]["message"].startswith(
        "crashed: panic: runtime error: index out of range [0] with length 0"
    )


def test_a_crash_outside_tests_names_no_test(triage_json) -> None:
    """``go run``'s deadlock has no ``TestX`` frame: no test is invented."""
    assert triage_json(TRIAL / "go_deadlock.log")["failed_tests"] == []


def test_a_java_out_of_memory_error_is_no_rival_of_itself(triage_json) -> None:
    """``Exception in thread "main" java.lang.OutOfMemoryError: Java heap space`` (OpenJDK 17, ``java
    -Xmx16m``, trial 34 #7) is oom/java-oom's line; jvm-runtime's generic uncaught exception no longer
    reads the same line as a rival runtime error (0.9 had fallen to 0.6)."""
    report = triage_json(TRIAL / "java_oom.log")
    assert report["category"] == "out-of-memory"
    assert report["confidence"] >= 0.85
    assert report["competing"] == []


@pytest.mark.parametrize(("name", "limit"), [("java_oom.log", "-Xmx"), ("node_oom.log", "--max-old-space-size")])
def test_a_heap_limits_advice_names_the_limit(triage_json, name: str, limit: str) -> None:
    """The JVM's and V8's heap messages say their own limit ran out (trial 34 #8: ``java -Xmx16m``,
    ``node --max-old-space-size=32``): the advice names the flag that sets it, not only a larger runner."""
    advice = triage_json(TRIAL / name)["jobs"][0]["classification"]["next_step"] or ""
    assert f"`{limit}" in advice
    assert "larger runner alone does not raise" in advice


@pytest.mark.parametrize(
    ("name", "said"),
    [("ctest_segfault.log", "`ctest -R NAME --output-on-failure`"), ("go_race.log", "`go test -race -run TestName`")],
)
def test_a_crash_or_a_race_in_a_test_is_not_advised_as_an_assertion(triage_json, name: str, said: str) -> None:
    """ctest's ``***Exception: SegFault`` and go's ``WARNING: DATA RACE`` (trial 34 #18) fail a test
    without any assertion: the advice is about the crash or the race, not "the assertion or error"."""
    advice = triage_json(TRIAL / name)["jobs"][0]["classification"]["next_step"] or ""
    assert said in advice
    assert "assertion" not in advice


@pytest.mark.parametrize("name", ["node_reject2.log", "node_reject2_plain.log"])
def test_an_unhandled_rejection_with_a_string_reason_is_the_headline(triage_json, name: str) -> None:
    """node 20's ``UnhandledPromiseRejection: … The promise rejected with the reason "invalid user id
    -1".`` (trial 34 #4) decides and is the headline, whole; it was decided by the ``Node.js
    v20.20.2`` footer, with no headline at all from a terminal's copy."""
    report = triage_json(TRIAL / name)
    assert report["category"] == "runtime error"
    assert report["signals"][0]["signal"] == "unhandled-rejection"
    assert (report["jobs"][0]["headline"] or "").endswith('The promise rejected with the reason "invalid user id -1".')
