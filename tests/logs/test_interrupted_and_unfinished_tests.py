"""A test run stopped at a time limit names the test it was running, and its verdict is the timeout.

Trial 110 (findings 1 to 3): ``timeout -s INT`` interrupted pytest in a deadlocked test, pytest hung at
exit on the test's threads and was killed (exit 137): the verdict was out-of-memory, its summary
quoted a frame of pytest's own code from site-packages, a warning blamed the excerpt budget for
leaving that frame out (473 of 2000 tokens used), and ``go test -v`` stopped by a time limit after
``=== RUN   TestAdd`` named no test. The logs are real output (``tests/logs/fixtures/trial-110``, see its
README: pytest 9.2.0, go 1.19.8, coreutils 9.1).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import deciding_line_left_out, triage_path

TRIAL = Path(__file__).parent / "fixtures" / "trial-110"


def test_a_timeout_that_interrupts_then_kills_is_a_timeout(triage_json) -> None:
    """``timeout -k 2 -s INT 3 pytest``: the interrupt's traceback, then exit 137, is the limit's kill."""
    report = triage_json(TRIAL / "pytest-timeout-int-kill.log")
    assert report["category"] == "timeout"
    assert [test["name"] for test in report["failed_tests"]] == ["tests/test_deadlock.py::test_concurrent_transfers"]
    assert "t1.join()" in report["failed_tests"][0]["message"]
    assert "site-packages" not in report["summary"]
    assert "not a memory limit" in report["next_step"]
    assert "timeout -k 2 -s INT 3 python -m pytest" in report["next_step"]


def test_the_summary_quotes_the_projects_frame_not_an_installed_packages(triage_json) -> None:
    """The same run under a script the log does not show: exit 137 alone stays a possible
    out-of-memory kill, but the traceback's line quoted is the test's, not pytest's hooks'."""
    report = triage_json(TRIAL / "pytest-interrupt-in-script.log")
    assert "site-packages" not in report["summary"]
    assert 'tests/test_deadlock.py", line 7, in test_concurrent_transfers' in report["summary"]
    assert not [warning for warning in report["warnings"] if "too small for the line" in warning]


def test_a_budget_with_room_left_is_not_blamed_for_a_line_left_out(analyser: Analyser) -> None:
    """A quoted line the excerpt leaves out for another reason (a library's frames it never shows)
    is no budget's fault when the excerpt used a fraction of it: a larger budget would not show it."""
    report, _ = triage_path(TRIAL / "pytest-interrupt-in-script.log", analyser, 2000)
    job = report.jobs[0]
    left_out = replace(job, headline_line=59)  # pytest's hooks' frame, which the excerpt leaves out
    assert not any(span.start_line <= 59 <= span.end_line for span in job.excerpt)
    assert deciding_line_left_out(left_out, 2000) is None
    assert deciding_line_left_out(left_out, sum(span.tokens for span in job.excerpt)) == 59


def test_a_go_test_left_running_is_named(triage_json) -> None:
    """``timeout 5 go test -v``: the last ``=== RUN`` with no ``--- PASS/FAIL`` is the test that hung."""
    report = triage_json(TRIAL / "go-test-timeout124.log")
    assert report["category"] == "timeout"
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("TestAdd", "was running when the test run stopped without a verdict")
    ]


def test_a_port_another_process_holds_is_advised_as_such(triage_json) -> None:
    """Trial 110 #4: pytest's and go's bind refused with EADDRINUSE while another process listened."""
    for log in ("pytest-eaddrinuse.log", "go-eaddrinuse.log"):
        report = triage_json(TRIAL / log)
        assert report["category"] == "test failure"
        assert "Another process already listens" in report["next_step"], log
        assert "port 0" in report["next_step"]


def test_too_many_open_files_is_advised_as_the_fd_limit(triage_json) -> None:
    """Trial 110 #5: ``ulimit -n 64`` and a test that leaks file handles: EMFILE."""
    report = triage_json(TRIAL / "pytest-emfile.log")
    assert report["category"] == "test failure"
    assert "ran out of file descriptors" in report["next_step"]
    assert "`ulimit -n`" in report["next_step"]


def test_a_plain_timeout_ending_in_the_runners_tally_is_not_discounted(triage_json) -> None:
    """Trial 110 #7: a plain log ending with pytest's or go's own tally was not cut short, whatever made
    the tests fail (here their own time limit): no "no exit marker" warning nor × 0.75."""
    for log in ("pytest-timeout.plain.txt", "go-test-timeout.plain.txt"):
        report = triage_json(TRIAL / log)
        assert report["category"] == "timeout"
        assert not [warning for warning in report["warnings"] if "no exit marker" in warning], log
        assert not [step for step in report["confidence_steps"] if step["reason"] == "no exit marker"], log


def test_the_same_go_timeout_has_one_fingerprint_plain_or_in_a_job_log(triage_json) -> None:
    """Trial 110 #8: go's `panic: test timed out` names go test, so the plain log's tool and
    fingerprint are the job log's."""
    plain = triage_json(TRIAL / "go-test-timeout.plain.txt")
    job = triage_json(TRIAL / "go-test-timeout.log")
    assert plain["tool"] == job["tool"] == "go-test"
    assert plain["fingerprint"] == job["fingerprint"]
