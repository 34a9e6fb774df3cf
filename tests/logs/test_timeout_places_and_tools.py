"""A timeout's report leads with where the test stopped, and names the runner that stopped it.

Trial 110 (its findings 9 and 10, and its brief's follow-ups): a pytest-timeout whose fixture's
teardown then raised listed the teardown's place first; a per-test timeout of ctest, meson test or
cargo-nextest, in a step whose command does not name the runner, had no tool. The logs are real
output (``tests/logs/fixtures/trial-110``, see its README).
"""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-110"


def test_a_timeout_leads_its_places_before_the_teardown_it_broke(triage_json) -> None:
    """pytest prints the ``ERROR at teardown`` report (a fixture's ``close()`` raising) before the
    ``FAILURES`` one, but the place the test hung (``time.sleep`` in ``query``, :5, called at :17)
    leads, and the teardown's raise follows it."""
    report = triage_json(TRIAL / "pytest-timeout-teardown-error.log")
    assert report["category"] == "timeout"
    places = [(location["file"], location["line"]) for location in report["locations"]]
    assert places[:2] == [("tests/test_teardown.py", 5), ("tests/test_teardown.py", 17)]
    assert places.index(("tests/test_teardown.py", 7)) > 1


def test_a_test_runners_own_timeout_names_the_runner(triage_json) -> None:
    """ctest's ``***Timeout`` and cargo-nextest's ``TIMEOUT [`` result lines, under a script
    (``./ci/run-tests.sh``) whose command names no runner: their runner is the tool. meson test's
    ``TIMEOUT`` line gets its advice but names no tool: naming it made a run whose tests also
    FAILed a timeout (tests/skills/test_meson_test.py), so it waits for a rule that keeps the first
    failure's category."""
    for log, tool in (("ctest-timeout.log", "ctest"), ("nextest-timeout.log", "cargo-test")):
        report = triage_json(TRIAL / log)
        assert (report["category"], report["tool"]) == ("timeout", tool), log
        assert "queue_drain" in report["failed_tests"][0]["name"], log
    meson = triage_json(TRIAL / "meson-test-timeout.log")
    assert meson["category"] == "timeout"
    assert "queue_drain" in meson["failed_tests"][0]["name"]
    assert "meson.build" in meson["next_step"]
    nextest = triage_json(TRIAL / "nextest-timeout.log")
    assert "slow-timeout" in nextest["next_step"]
    assert nextest["failed_tests"][0]["message"] == "TIMEOUT"  # its verdict, not the `error: test run failed` below


def test_a_hung_tests_line_of_several_statements_is_quoted_at_the_one_it_ran(triage_json) -> None:
    """The test's line joins four statements (``t1.start(); t2.start(); t1.join(); t2.join()``):
    pytest-timeout's thread dump has no carets, and its next frame is ``in join``, so the summary
    quotes ``t1.join()``; an interrupt's traceback (Python 3.11) marks it with carets."""
    for log, how in (
        ("pytest-timeout-thread-deadlock.log", "+++ Timeout +++: hung at t1.join() (line 7)"),
        ("pytest-timeout-int-kill.log", "interrupted (KeyboardInterrupt) at t1.join() (line 7)"),
    ):
        report = triage_json(TRIAL / log)
        assert report["failed_tests"][0]["message"] == how, log
        assert "t2.start()" not in report["summary"], log


def test_the_test_pytests_interrupt_banner_stopped_leads(triage_json) -> None:
    """``timeout -s INT 3 python -m pytest`` (exit 124): pytest prints ``!!! KeyboardInterrupt !!!``,
    a place and ``2 passed``, which counts only the tests before; the test it was running, whose
    node id (``-v``) or file's progress line has no outcome above the banner, is the one named."""
    for log, name, message in (
        (
            "pytest-v-interrupt-banner.log",
            "tests/test_queue.py::test_drain_waits_for_worker",
            "interrupted (KeyboardInterrupt) before its verdict",
        ),
        ("pytest-interrupt-banner.log", "tests/test_queue.py", "interrupted (KeyboardInterrupt) before its verdict"),
        (
            "pytest-interrupt-banner-in-test.log",
            "tests/test_sleep.py",
            "interrupted (KeyboardInterrupt) at line 5 before its verdict",
        ),
    ):
        report = triage_json(TRIAL / log)
        assert report["category"] == "timeout", log
        assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [(name, message)], log
        assert report["summary"].endswith(f"failed tests {name} — {message}."), log


def test_mochas_failed_before_all_hook_says_no_test_ran(triage_json) -> None:
    """mocha 12.0.3: a ``before`` hook that never calls ``done()`` times out, mocha skips the suite's
    two tests and tallies ``0 passing``: the advice says no test ran, and why."""
    report = triage_json(TRIAL / "mocha-before-all-timeout.log")
    assert (report["category"], report["tool"]) == ("timeout", "mocha")
    assert "No test ran (line 11: `0 passing`): the `before all` hook failed (line 8)" in report["next_step"]


def test_mochas_zero_passing_of_failed_tests_is_not_said_to_run_none(triage_json) -> None:
    """``0 passing`` whose failures are tests (an assertion, a test's timeout) ran them; a hook
    failed beside ``1 passing`` stopped only its suite: neither says no test ran."""
    for log in (
        Path(__file__).parents[1] / "fixtures" / "trial-42" / "mocha_assertion_and_timeout.log",
        Path(__file__).parents[1] / "fixtures" / "mocha-reporters" / "mocha-12.0.3-spec.log",
    ):
        assert "No test ran" not in (triage_json(log)["next_step"] or ""), log
