"""``go test -race`` without ``-v``: the failed test's message is the race detector's report above its
``--- FAIL`` (``WARNING: DATA RACE`` and where it read), not testing.go's ``race detected during
execution of test`` below it, which only says so (trial 28 #10)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"


def test_the_race_report_and_where_it_happened_is_the_message(triage_json) -> None:
    report = triage_json(TRIAL / "gotest-race-gha.log")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages["TestIncConcurrent"].startswith("WARNING: DATA RACE: Read at 0x00c000018228 by goroutine 8: ")
    assert messages["TestIncConcurrent"].endswith("/counter/counter.go:7 +0x76")
    # the module is example.com/gocnt: its root package is listed as ``?   example.com/gocnt [no test files]``
    assert messages["TestDescribe"].startswith("counter/counter_test.go:31: Describe() = ")
    assert "race detected during execution of test" not in report["summary"]
    assert "WARNING: DATA RACE" in report["summary"]
