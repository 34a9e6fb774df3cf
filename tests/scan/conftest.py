"""Scan tests: cassettes in tests/cassettes/scan (built by its build_cassettes.py), a fixed window."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from github import Github

from ci_triage.scan.github_reader import PER_PAGE, GitHubReader
from ci_triage.scan.window import Window

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes" / "scan"
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


def quiet_github() -> Github:
    """PyGithub without its retry and its pause between requests (the cassette answers at once)."""
    return Github(per_page=PER_PAGE, retry=None, seconds_between_requests=0, seconds_between_writes=0)


@pytest.fixture
def reader() -> GitHubReader:
    return GitHubReader(quiet_github(), REPOSITORY)
