"""A cancelled GitHub Actions job that printed nothing for hours before the runner cancelled it: its
time limit ran out.

A job past its ``timeout-minutes`` (360 by default: GitHub Docs, "Workflow syntax",
``jobs.<job_id>.timeout-minutes``) ends in its log as a cancelled one does, ``##[error]The operation
was canceled.``: the ``has exceeded the maximum execution time`` message is the run's annotation, not
a line of the job's log, so a downloaded or pasted log of a job that hung shows the runner's times
alone. A person cancels a run that looks stuck long before hours of silence; the default limit is
what ends one that printed nothing for :data:`SILENT_HOURS` hours.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from ci_triage.logs.long_line import LongLine
from ci_triage.logs.re2_patterns import LazyRE2

SILENT_HOURS = 5.0
"""Hours without a line before the runner's cancellation that make it the job's time limit: most of
the default 360 minutes (a job that printed for its first hour and then hung)."""
_RUNNER_TIME = LazyRE2(rb"^(?:\xef\xbb\xbf)?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?)\d*Z\s")
"""The GitHub runner's time opening a line (``2026-08-09T18:40:49.6305424Z ``), its fraction cut to
the microseconds ``datetime`` reads."""
_CANCELLATION = LazyRE2(rb"^\s*##\[error\]The operation was canceled\.\s*$")
"""The runner's cancellation, after its time."""


def ran_out_of_time(raw: Mapping[int, bytes | LongLine], line: int) -> bool:
    """Whether ``line`` of ``raw`` (line number → raw line) is the runner's timed cancellation
    (``2026-08-09T18:40:49.6305424Z ##[error]The operation was canceled.``) and came
    :data:`SILENT_HOURS` or more after the runner's time on the nearest line above it that has one:
    the job's time limit ended it. False when no line above it has a time."""
    cancelled = raw.get(line)
    found = _RUNNER_TIME.match(cancelled) if isinstance(cancelled, bytes) else None
    if found is None or not isinstance(cancelled, bytes) or not _CANCELLATION.match(cancelled[found.end() :]):
        return False
    for number in range(line - 1, min(raw, default=line) - 1, -1):
        above = raw.get(number)
        before = _RUNNER_TIME.match(above) if isinstance(above, bytes) else None
        if before is not None:
            silence = datetime.fromisoformat(found.group(1).decode()) - datetime.fromisoformat(before.group(1).decode())
            return silence.total_seconds() >= SILENT_HOURS * 3600
    return False
