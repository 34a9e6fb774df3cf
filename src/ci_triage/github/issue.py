"""The sticky issue: one issue per repository that a report updates in place, never duplicated.

The issue is found among the open issues carrying ``label`` by two checks together: its body
holds the hidden ``marker`` (e.g. ``<!-- ci-triage:health-report -->``) and its author is
``identity`` (the login the token acts as), so nobody else's issue is ever overwritten and a
copy of the marker in another issue is ignored. When several match (created by hand or by a race),
the oldest is updated and the others are reported, not touched. Closing the issue retires it:
the next report opens a new one.

Three REST requests at most on a repository with under 100 open labelled issues: list (one page
of 100), then create or update. Endpoints: "List repository issues", "Create an issue",
"Update an issue" (GitHub REST API 2022-11-28). Errors are PyGithub's ``GithubException``
(403 "Resource not accessible by integration" when the token lacks ``issues: write``).
"""

from __future__ import annotations

import re
from typing import Any

from github import Github
from pydantic import BaseModel, Field

ISSUE_BODY_LIMIT = 65_536
"""GitHub's limit on an issue body, in characters."""
_NEXT = re.compile(r'<(?P<url>[^>]+)>;\s*rel="next"')


class StickyIssue(BaseModel):
    """The issue written: its number and URL, whether it was created now, and other matches left alone."""

    number: int
    html_url: str | None = None
    created: bool
    duplicates: list[int] = Field(default_factory=list)
    calls_made: int = 0


def publish_sticky_issue(
    github: Github, repository: str, body: str, *, identity: str, title: str, label: str, marker: str
) -> StickyIssue:
    """Create or update the sticky issue of ``repository`` (``owner/name``) with ``body``.

    ``body`` must contain ``marker`` (raises ``ValueError`` otherwise: the next run could not find
    the issue) and fit :data:`ISSUE_BODY_LIMIT`. Raises ``GithubException`` as the API answers.
    """
    if marker not in body:
        raise ValueError("the issue body does not contain the marker that finds it again")
    if len(body) > ISSUE_BODY_LIMIT:
        raise ValueError(f"the issue body has {len(body):,} characters (GitHub's limit is {ISSUE_BODY_LIMIT:,})")
    requester = github.requester
    calls = 0
    matches: list[dict[str, Any]] = []
    url: str | None = f"/repos/{repository}/issues"
    parameters: dict[str, Any] | None = {"state": "open", "labels": label, "per_page": 100}
    while url:
        headers, page = requester.requestJsonAndCheck("GET", url, parameters=parameters)
        calls += 1
        matches.extend(item for item in page if _is_sticky(item, identity, marker))
        found = _NEXT.search(headers.get("link") or "")
        url, parameters = (found["url"], None) if found else (None, None)
    matches.sort(key=lambda item: item["number"])
    if matches:
        number = matches[0]["number"]
        _, issue = requester.requestJsonAndCheck(
            "PATCH", f"/repos/{repository}/issues/{number}", input={"body": body, "title": title}
        )
        created = False
    else:
        _, issue = requester.requestJsonAndCheck(
            "POST", f"/repos/{repository}/issues", input={"title": title, "body": body, "labels": [label]}
        )
        created = True
    return StickyIssue(
        number=issue["number"],
        html_url=issue.get("html_url"),
        created=created,
        duplicates=[item["number"] for item in matches[1:]],
        calls_made=calls + 1,
    )


def _is_sticky(item: dict[str, Any], identity: str, marker: str) -> bool:
    author = (item.get("user") or {}).get("login") or ""
    return "pull_request" not in item and marker in (item.get("body") or "") and author.lower() == identity.lower()
