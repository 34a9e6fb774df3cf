"""Writes happen once and listings end (issue 13): a create that fails ambiguously is looked up by
its marker and updated, never posted twice; pagination stops on a repeated page, another host, a
malformed link or the page cap; a redirect to another host is an error the loop hands off on.

PyGithub's request function is replaced by a script of outcomes (no HTTP), as in the retry tests.
"""

from __future__ import annotations

from typing import Any

import pytest
import requests
from github import GithubException

from ci_triage.github import client as client_module
from ci_triage.github.comment import upsert_sticky_comment
from ci_triage.github.errors import AmbiguousWrite, GitHubError, UnsafeResponse
from ci_triage.github.issue import publish_sticky_issue

REPO = "octo-org/octo-repo"
MARKER = "<!-- ci-triage:sticky -->"
BOT = "github-actions[bot]"


def script(client, outcomes: list[Any]) -> list[tuple[str, str]]:
    """Each request takes the next outcome: an exception to raise, ``(headers, data)``, or data."""
    sent: list[tuple[str, str]] = []

    def request(verb, url, parameters=None, headers=None, input=None, follow_302_redirect=False):
        sent.append((verb, url))
        outcome = outcomes.pop(0)
        if isinstance(outcome, BaseException):
            raise outcome
        return outcome if isinstance(outcome, tuple) else ({}, outcome)

    client.requester.requestJsonAndCheck = request  # type: ignore[method-assign]
    return sent


def comment(number: int, body: str) -> dict[str, Any]:
    return {"id": number, "body": body, "user": {"login": BOT}, "created_at": "2026-01-01T00:00:00Z"}


@pytest.mark.parametrize(
    "failure",
    [GithubException(502, {"message": "Bad Gateway"}, {}), requests.ConnectionError("reset by peer")],
    ids=["502", "connection-reset"],
)
def test_a_comment_created_despite_an_error_is_found_and_not_posted_again(make_client, sleeps, failure):
    client = make_client(identity=BOT)
    body = f"diagnosis\n\n{MARKER}\n"
    sent = script(client, [[], failure, [comment(7, body)]])

    result = upsert_sticky_comment(client, REPO, 5, body, MARKER)

    assert [verb for verb, _ in sent].count("POST") == 1
    assert (result.id, result.action) == (7, "unchanged")
    assert sleeps == []


def test_a_comment_not_made_by_the_failed_post_is_posted_once_more(make_client):
    client = make_client(identity=BOT)
    body = f"diagnosis\n\n{MARKER}\n"
    made = comment(8, body)
    sent = script(client, [[], GithubException(503, {"message": "x"}, {}), [], made, [made]])

    result = upsert_sticky_comment(client, REPO, 5, body, MARKER)

    assert [verb for verb, _ in sent].count("POST") == 2
    assert result.action == "created"


def test_an_issue_created_despite_an_error_is_updated_not_duplicated(make_client):
    client = make_client(identity=BOT)
    body = f"health report\n{MARKER}"
    issue = {"number": 3, "body": body, "user": {"login": BOT}}
    sent = script(client, [[], requests.Timeout("slow"), [issue], issue])

    result = publish_sticky_issue(client, REPO, body, title="t", label="ci-health", marker=MARKER)

    assert [verb for verb, _ in sent] == ["GET", "POST", "GET", "PATCH"]
    assert (result.number, result.created) == (3, False)


def test_a_create_is_not_retried_after_a_server_error(make_client, sleeps):
    client = make_client()
    sent = script(client, [GithubException(500, {"message": "boom"}, {}), {"id": 1}])
    with pytest.raises(AmbiguousWrite):
        client.request("POST", f"/repos/{REPO}/issues", needs="issues: write", body={})
    assert len(sent) == 1
    assert sleeps == []


def page(next_url: str | None) -> tuple[dict[str, str], list[int]]:
    return ({"link": f'<{next_url}>; rel="next"'} if next_url else {}), [1]


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("https://api.github.com/repos/o/r/issues?page=1", "repeats a page"),
        ("https://evil.example.invalid/repos/o/r/issues?page=2", "evil.example.invalid"),
        ("http://api.github.com/repos/o/r/issues?page=2", "not followed"),
        ("https://api.github.com:99999/x", "malformed"),
    ],
    ids=["same-page", "other-host", "other-scheme", "garbage"],
)
def test_pagination_stops_on_a_repeated_page_another_host_or_a_bad_link(make_client, link, reason):
    client = make_client()
    first = "https://api.github.com/repos/o/r/issues?page=1"
    sent = script(client, [page("https://api.github.com/repos/o/r/issues?page=2"), page(link), page(None)])
    with pytest.raises(UnsafeResponse, match=reason):
        client.paginate(first, needs="issues: read")
    assert len(sent) == 2
    assert all("evil" not in url for _, url in sent)


def test_pagination_stops_at_the_page_cap(make_client, monkeypatch):
    monkeypatch.setattr(client_module, "MAX_PAGES", 3)
    client = make_client()
    pages = [page(f"https://api.github.com/x?page={n + 1}") for n in range(10)]
    sent = script(client, pages)
    with pytest.raises(UnsafeResponse, match="more than 3 pages"):
        client.paginate("/x", needs="issues: read")
    assert len(sent) == 3


def test_a_redirect_to_another_host_is_a_github_error_not_a_crash(make_client):
    client = make_client()
    script(client, [RuntimeError("Github server redirected from host api.github.com to evil.invalid")])
    with pytest.raises(GitHubError, match="redirected elsewhere"):
        client.get("/repos/o/r", needs="metadata: read")


def test_a_link_or_redirect_elsewhere_hands_off_saying_why():
    from ci_triage.github.errors import blocked_by

    blocked = blocked_by(UnsafeResponse("GitHub answered with a link to evil.example.invalid, not api.github.com"))
    assert "evil.example.invalid" in blocked.reason
    assert "own host" in blocked.missing
    assert "api-url" in blocked.fix
