"""A Go test that hung until ``go test -timeout`` ended the binary is named among the failed tests.

``go-test-timeout.log`` is real output of Go 1.19 (Debian's golang-1.19, ``go test -timeout 2s
./...``, a user trial's run): one test failed (``--- FAIL: TestFetchUser``) and another hung; Go
1.19 names the hung one only in its goroutine dump, as the ``example.com/svc.TestSlow(0x0?)`` frame
``testing.tRunner`` called. Go 1.20 and later also list the running tests after the panic; that
form (``running tests:``, then a tab, the name and the time it ran) is ``testing.(*M).startAlarm``'s
in Go's ``src/testing/testing.go``, no Go 1.20 being installed here.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "locations" / "go-test-timeout.log"


def _failed(analyser: Analyser, path: Path) -> list[str]:
    report, _ = triage_path(str(path), analyser, 2000)
    return [test.name for test in report.failed_tests]


def test_go_119s_goroutine_dump_names_the_test_that_hung(analyser: Analyser) -> None:
    text = FIXTURE.read_text(encoding="utf-8")
    assert "panic: test timed out after 2s" in text
    assert "running tests:" not in text

    assert _failed(analyser, FIXTURE) == ["TestFetchUser", "TestSlow"]


def test_the_running_tests_list_names_the_hung_subtest_not_its_parent(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text(
        "$ go test -timeout 30s ./...\n"
        "=== RUN   TestFetch\n=== RUN   TestFetch/slow_server\n"
        "panic: test timed out after 30s\nrunning tests:\n\tTestFetch (30s)\n\tTestFetch/slow_server (30s)\n\n"
        "goroutine 7 [running]:\ntesting.(*M).startAlarm.func1()\n"
        "\t/usr/local/go/src/testing/testing.go:2259 +0x1fc\n"
        "FAIL\texample.com/svc\t30.012s\nFAIL\n",
        encoding="utf-8",
    )

    assert _failed(analyser, log) == ["TestFetch/slow_server"]


def test_a_test_in_a_dump_of_another_panic_is_not_named_as_hung(analyser: Analyser, tmp_path: Path) -> None:
    """Without ``test timed out``, a dump's test frames name no hung test (the panic's own
    ``--- FAIL:`` line names the failed one)."""
    dump = FIXTURE.read_text(encoding="utf-8").replace("panic: test timed out after 2s", "panic: boom")
    log = tmp_path / "job.log"
    log.write_text(dump, encoding="utf-8")

    assert _failed(analyser, log) == ["TestFetchUser"]


def test_the_hung_tests_message_is_the_timeout_panic(analyser: Analyser) -> None:
    """The summary quotes what ended the test: Go's ``panic: test timed out after 2s``."""
    report, _ = triage_path(str(FIXTURE), analyser, 2000)

    hung = next(test for test in report.failed_tests if test.name == "TestSlow")
    assert hung.message == "panic: test timed out after 2s"


def test_the_package_verdict_after_a_timeout_is_no_rival_test_failure(analyser: Analyser) -> None:
    """``FAIL example.com/race/r 2.006s`` closes the package the timeout's panic ended: it is go test's
    summary, and the wrapper match on the same line (the package as a unit of ``go test ./...``) does
    not make it a line of its own backing ``test failure`` against the timeout (0.6 "not confirmed"
    while that match counted; 0.87 without it). Fixture: go 1.19's ``go test -timeout 2s -run TestSlow
    ./...`` from trial 17 (``tests/fixtures/trial-17/README.md``)."""
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "trial-17" / "go-test-timeout.gha.log"
    report, _ = triage_path(str(fixture), analyser, 2000)
    classification = report.jobs[0].classification
    assert classification is not None
    assert classification.category == "timeout"
    assert not [step for step in classification.confidence_steps if "go-test/fail-package" in step.detail]
    assert report.confidence is not None
    assert report.confidence >= 0.8


def test_a_failed_tests_message_is_its_indented_output_not_the_timeout_below_it(analyser: Analyser) -> None:
    """Without ``-v``, ``go test`` prints a failed test's output indented under its ``--- FAIL:``
    line; the unindented ``panic: test timed out after 2s`` below it is the test binary's, not
    TestFetchUser's."""
    report, _ = triage_path(str(FIXTURE), analyser, 2000)

    messages = {test.name: test.message for test in report.failed_tests}
    assert messages["TestFetchUser"] == (
        'svc_test.go:12: fetch user: Get "http://127.0.0.1:1/users/1": '
        "dial tcp 127.0.0.1:1: connect: connection refused"
    )
