"""ctest's failed tests, each with what its output says failed (trial 56, findings 5 and 6; fixtures:
tests/fixtures/trial-56/README.md): without ``--output-on-failure`` the line below a failed test's
result line is the next test's ``Start`` line, never its message; the JUnit file ``--output-junit``
wrote has the test's output in ``<system-out>``; an aborted test's message is the assertion it
printed as it died, not ctest's ``Subprocess aborted***Exception:``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-56"


def _messages(report: dict) -> dict[str, str]:
    return {test["name"]: test["message"] for test in report["failed_tests"]}


def test_without_output_a_failed_tests_message_is_ctests_status(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest_junit.log")
    assert _messages(report) == {
        "Ring.FullLength": "Failed",
        "Ring.RejectsWhenFull": "Failed",
        "wrap": "Subprocess aborted",
    }
    assert "Start" not in report["summary"]
    assert "the lines above show" not in report["next_step"]
    assert "`--output-on-failure`" in report["next_step"]


def test_the_junit_files_output_gives_the_messages(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest_junit.log", "--junit", FIXTURES / "ctest_junit.xml")
    messages = _messages(report)
    assert messages["Ring.FullLength"].startswith("/home/runner/work/ring/ring/tests/ring_test.cpp:13: Failure")
    assert messages["Ring.FullLength"].endswith("Which is: 4 a full ring reports its length")
    assert messages["Ring.RejectsWhenFull"].startswith("/home/runner/work/ring/ring/tests/ring_test.cpp:18: Failure")
    assert messages["wrap"].endswith("tests/test_wrap.c:6: main: Assertion `ring_len(&r) == 4' failed.")
    assert "ring_test.cpp:13: Failure" in report["summary"]
    assert "the lines above show" not in report["next_step"]
    assert "JUnit file" in report["next_step"]


def test_an_aborted_tests_message_is_the_assertion_it_printed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest_output.log")
    assert _messages(report)["wrap"] == (
        "test_wrap: /home/runner/work/ring/ring/tests/test_wrap.c:6: main: Assertion `ring_len(&r) == 4' failed."
    )
    assert "Child aborted" not in report["next_step"]
    assert "the lines above show the assertion" in report["next_step"]  # the log shows the output
