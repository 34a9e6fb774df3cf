"""--since / --until parsing: durations, dates, and the clear errors for anything else."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ci_triage.audit.health.window import parse_since
from ci_triage.base.errors import UsageError

NOW = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "start"),
    [
        ("7d", datetime(2026, 11, 23, 9, 0, tzinfo=UTC)),
        ("36h", datetime(2026, 11, 28, 21, 0, tzinfo=UTC)),
        ("2w", datetime(2026, 11, 16, 9, 0, tzinfo=UTC)),
        ("2026-11-20", datetime(2026, 11, 20, tzinfo=UTC)),
        ("2026-11-20T12:30:00Z", datetime(2026, 11, 20, 12, 30, tzinfo=UTC)),
    ],
)
def test_durations_and_dates_give_the_window_start(text, start):
    window = parse_since(text, NOW)
    assert (window.start, window.end) == (start, NOW)


def test_the_window_is_the_created_filter_of_list_workflow_runs():
    assert parse_since("7d", NOW).created_filter() == "2026-11-23T09:00:00Z..2026-11-30T09:00:00Z"


@pytest.mark.parametrize(
    ("text", "message"),
    [("last week", "expected a duration"), ("2027-01-01", "not before now"), ("999w", "longer than 400 days")],
)
def test_bad_windows_are_refused_with_one_message(text, message):
    with pytest.raises(UsageError, match=message):
        parse_since(text, NOW)


def test_an_absurdly_long_duration_is_a_usage_error_not_an_overflow():
    from ci_triage.audit.health.window import parse_since
    from ci_triage.base.errors import UsageError

    for text in ("10000000000000000000d", "9999999999h", "99999999999999w"):
        with pytest.raises(UsageError, match="windows longer than"):
            parse_since(text)
