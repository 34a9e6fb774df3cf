"""A job the runner cancelled after hours without a line ran out of its time limit (session 50).

Trial t133 #1: an ExUnit run that hung, pasted with the runner's times
(tests/fixtures/s50-pasted/exunit-hang-timeout.log): its last test line at 12:44:44, then
``##[error]The operation was canceled.`` at 18:40:49, the job's default 360 minutes after it began.
The limit's own message is the run's annotation, not a log line, so the log was read as a cancelled
run, whose advice is to re-run it: it hangs again.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"
STEP = [
    "2026-08-09T12:40:01.0000000Z ##[group]Run mix test",
    "2026-08-09T12:40:01.0000001Z mix test",
    "2026-08-09T12:40:01.0000002Z shell: /usr/bin/bash -e {0}",
    "2026-08-09T12:40:01.0000003Z ##[endgroup]",
]


def test_a_pasted_cancellation_after_hours_of_silence_is_a_timeout(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "exunit-hang-timeout.log")
    assert report["category"] == "timeout"


def test_a_runners_log_is_timed_out_by_its_silence(tmp_path: Path, triage_json: Callable[..., dict]) -> None:
    pasted = (FIXTURES / "exunit-hang-timeout.log").read_text().splitlines()
    output = [line for line in pasted if line.startswith("2026")][:-1]
    log = tmp_path / "job.log"
    for cancelled_at, category in (("18:40:49", "timeout"), ("12:54:44", "cancelled")):  # 10 minutes: a person
        cancel = f"2026-08-09T{cancelled_at}.6305424Z ##[error]The operation was canceled."
        log.write_text("\n".join([*STEP, *output, cancel, ""]))
        assert triage_json(log)["category"] == category
