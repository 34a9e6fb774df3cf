"""Health-scan tests: cassettes in tests/cassettes/health (built by its build_cassettes.py), a fixed window."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from ci_triage.audit.health.github_reader import GitHubReader
from ci_triage.audit.health.window import Window
from ci_triage.github.client import GitHubClient

CASSETTES = Path(__file__).resolve().parents[2] / "cassettes" / "health"
REPOSITORY = "octo-org/octo-repo"
WINDOW = Window(start=datetime(2026, 11, 23, 9, 0, tzinfo=UTC), end=datetime(2026, 11, 30, 9, 0, tzinfo=UTC))
BOT = "github-actions[bot]"


@pytest.fixture(scope="module")
def vcr_cassette_dir() -> str:
    return str(CASSETTES)


@pytest.fixture(scope="module")
def vcr_config() -> dict:
    return {
        "record_mode": "none",
        "filter_headers": ["authorization"],
        "match_on": ["method", "scheme", "host", "path", "query"],
        "allow_playback_repeats": True,
    }


TOKEN = "gh" + "p_" + "A" * 36
"""A token-shaped string built at run time; cassettes filter the Authorization header."""


def client() -> GitHubClient:
    """The project's client as the scan uses it, acting as the bot, with waits that take no time."""
    return GitHubClient(TOKEN, "https://api.github.com", identity=BOT, sleep=lambda seconds: None)


@pytest.fixture
def reader() -> GitHubReader:
    return GitHubReader(client(), REPOSITORY)


_LINE_DATE = re.compile(r"^(\ufeff?)\d{4}-\d\d-\d\d(?=T\d\d:\d\d:\d\d)", re.MULTILINE)


def restamped(log: str, moment: datetime) -> str:
    """``log`` (a GitHub Actions job log) with each line's timestamp moved to the date of ``moment``,
    the times of day kept: a real log made to have run on that day."""
    return _LINE_DATE.sub(lambda match: match[1] + moment.strftime("%Y-%m-%d"), log)
