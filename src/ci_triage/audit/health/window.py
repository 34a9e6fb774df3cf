"""The scan window: ``--since 7d`` (a duration back from now) or a date, up to now.

Durations are ``<number><unit>`` with unit ``h`` (hours), ``d`` (days) or ``w`` (weeks); dates are
ISO 8601 (``2026-11-23`` or ``2026-11-23T08:00:00Z``; a date without a zone is UTC).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from pydantic import BaseModel

from ci_triage.base.errors import UsageError

MAX_DAYS = 400
"""Longest window accepted; GitHub keeps run logs for 90 days by default (up to 400 by setting)."""
_DURATION = re.compile(r"^(?P<count>\d+)\s*(?P<unit>[hdw])$")
_UNIT_HOURS = {"h": 1, "d": 24, "w": 24 * 7}


class Window(BaseModel):
    """A half-open time range ``[start, end)`` in UTC."""

    start: datetime
    end: datetime

    def contains(self, moment: datetime | None) -> bool:
        """Whether ``moment`` (timezone-aware) lies in the window; ``None`` never does."""
        return moment is not None and self.start <= moment < self.end

    def created_filter(self) -> str:
        """The window as the ``created`` query of "List workflow runs" (GitHub search date syntax)."""
        return f"{_iso(self.start)}..{_iso(self.end)}"

    @property
    def days(self) -> float:
        return (self.end - self.start).total_seconds() / 86400


def parse_since(text: str, now: datetime | None = None) -> Window:
    """The window from ``text`` (``7d``, ``36h``, ``2w`` or an ISO date/time) to ``now`` (default: the clock).

    Raises :class:`UsageError` (a bad flag value, exit 2) for anything else, a start in the future, or
    more than :data:`MAX_DAYS`.
    """
    end = now or datetime.now(UTC)
    value = text.strip()
    match = _DURATION.match(value)
    if match:
        hours = int(match["count"]) * _UNIT_HOURS[match["unit"]]
        if hours > MAX_DAYS * 24:
            raise UsageError(f"--since {text!r}: windows longer than {MAX_DAYS} days are not supported")
        start = end - timedelta(hours=hours)
    else:
        start = parse_moment(value, "--since")
    if start >= end:
        raise UsageError(f"--since {text!r}: the window starts at {_iso(start)}, not before now ({_iso(end)})")
    if end - start > timedelta(days=MAX_DAYS):
        raise UsageError(f"--since {text!r}: windows longer than {MAX_DAYS} days are not supported")
    return Window(start=start, end=end)


def parse_moment(text: str, flag: str) -> datetime:
    """An ISO 8601 date or date-time (UTC when no zone is given); raises :class:`UsageError`."""
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(
            f"{flag} {text!r}: expected a duration such as 7d, 36h or 2w, or a date such as 2026-11-23"
        ) from None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
