"""The client's retry: transient errors and rate limits are retried with recorded waits, bounded in total.

The policy tests replace PyGithub's request function by a script of outcomes (the ``scripted``
fixture: no HTTP at all);
the cassette tests replay a real 403 rate-limit answer (``rate_limited``).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
import requests
from github import GithubException

from cassettes.github import scenario_cassette
from ci_triage.github import read
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import GitHubPermissionError, GitHubUnavailable, RateLimited

RATE_RESET = 1590701888  # the x-ratelimit-reset of the rate_limited cassette
REPO = "octo-org/octo-repo"


def limit(status: int, headers: dict[str, str], message: str = "You have exceeded a secondary rate limit") -> Exception:
    return GithubException(status, {"message": message}, headers)


def test_server_errors_back_off_exponentially_then_succeed(make_client, sleeps, scripted) -> None:
    client = make_client()
    scripted(client, [GithubException(502, {"message": "Bad Gateway"}, {})] * 2 + [{"ok": 1}])
    assert client.get("/x", needs="actions: read") == {"ok": 1}
    assert sleeps == [1.0, 2.0]
    assert client.calls_made == 3


def test_connection_errors_are_retried(make_client, sleeps, scripted) -> None:
    client = make_client()
    scripted(client, [requests.ConnectionError("reset"), {"ok": 1}])
    assert client.get("/x", needs="actions: read") == {"ok": 1}
    assert sleeps == [1.0]


def test_retries_stop_at_the_bound_and_say_github_is_unavailable(make_client, sleeps, scripted) -> None:
    client = make_client(max_wait=5)
    scripted(client, [GithubException(500, {"message": "boom"}, {})] * 10)
    with pytest.raises(GitHubUnavailable, match="HTTP 500: boom"):
        client.get("/x", needs="actions: read")
    assert sleeps == [1.0, 2.0]  # the next wait (4 s) would pass the 5 s bound
    assert client.calls_made == 3


def test_secondary_limit_waits_retry_after_or_a_minute(make_client, sleeps, scripted) -> None:
    client = make_client()
    scripted(client, [limit(429, {"Retry-After": "3"}), limit(403, {}), {"ok": 1}])
    assert client.get("/x", needs="actions: read") == {"ok": 1}
    assert sleeps == [3.0, 60.0]


def test_a_wait_longer_than_the_bound_is_not_slept(make_client, sleeps, scripted) -> None:
    client = make_client(clock=lambda: 1000.0)
    scripted(client, [limit(429, {"retry-after": "120"})])
    with pytest.raises(RateLimited) as raised:
        client.get("/x", needs="actions: read")
    assert sleeps == []
    assert raised.value.reset_at == datetime.fromtimestamp(1120, UTC)
    assert "retry after" in str(raised.value)


def test_permission_errors_are_not_retried(make_client, sleeps, scripted) -> None:
    client = make_client()
    scripted(client, [GithubException(403, {"message": "Resource not accessible by integration"}, {})])
    with pytest.raises(GitHubPermissionError) as raised:
        client.get("/x", needs="pull-requests: read")
    assert raised.value.missing == "pull-requests: read"
    assert sleeps == []
    assert client.calls_made == 1


def test_identity_is_the_viewers_login_or_the_override(make_client, scripted) -> None:
    client = make_client()
    urls = scripted(client, [{"data": {"viewer": {"login": "my-app[bot]"}}}])
    assert client.identity() == "my-app[bot]", "an app installation token's login, which GET /user would refuse"
    assert client.identity() == "my-app[bot]"
    assert urls == ["https://api.github.com/graphql"]  # asked once
    assert make_client(identity="other-app[bot]").identity() == "other-app[bot]"


def test_a_refused_viewer_query_falls_back_to_the_actions_bot(make_client, scripted) -> None:
    client = make_client()
    scripted(client, [{"errors": [{"type": "FORBIDDEN", "message": "Resource not accessible by integration"}]}])
    assert client.identity() == "github-actions[bot]"


def test_logins_are_compared_case_insensitively() -> None:
    from ci_triage.github.client import same_login

    assert same_login("My-App[bot]", "my-app[BOT]")
    assert not same_login("my-app[bot]", "my-app")
    assert not same_login(None, "x")


def test_github_token_acts_as_the_actions_bot(make_client) -> None:
    client = make_client()
    with scenario_cassette("pr_two_failed_jobs"):
        assert client.identity() == "github-actions[bot]"


def test_primary_rate_limit_waits_until_the_reset(make_client, sleeps) -> None:
    client = make_client(clock=lambda: RATE_RESET - 5.0)
    with scenario_cassette("rate_limited") as replay:
        jobs = read.run_jobs(client, REPO, 30433648, 1)
    assert [job.name for job in jobs] == ["Run prettier"]
    assert sleeps == [6.0]  # until x-ratelimit-reset, plus one second
    assert client.calls_made == 2
    assert [r.url for r in replay.sent].count(replay.sent[0].url) == 2


def test_primary_rate_limit_beyond_the_bound_names_the_reset_time(make_client, sleeps) -> None:
    client = make_client(clock=lambda: RATE_RESET - 1000.0)
    with scenario_cassette("rate_limited"), pytest.raises(RateLimited) as raised:
        read.run_jobs(client, REPO, 30433648, 1)
    assert sleeps == []
    assert raised.value.reset_at == datetime.fromtimestamp(RATE_RESET, UTC)
    assert "API rate limit exceeded" in raised.value.reason


def test_the_api_url_comes_from_the_environment_and_a_token_is_required(monkeypatch) -> None:
    monkeypatch.setenv("GITHUB_API_URL", "https://ghe.example.com/api/v3/")
    assert GitHubClient("t" * 10).base_url == "https://ghe.example.com/api/v3"
    monkeypatch.delenv("GITHUB_API_URL")
    assert GitHubClient("t" * 10).base_url == "https://api.github.com"
    with pytest.raises(ValueError, match="token is required"):
        GitHubClient("")
