"""The sticky issue: one issue per repository that a report updates in place, never duplicated.

The issue is found among the open issues carrying ``label`` by two checks together: its body
holds the hidden ``marker`` (e.g. ``<!-- ci-triage:health-report -->``) and its author is
``identity`` (the login the token acts as, :meth:`GitHubClient.identity`), so nobody else's issue
is ever overwritten and a copy of the marker in another issue is ignored. When several match
(created by hand or by a race), the oldest is updated and the others are reported, not touched.
Closing the issue retires it: the next report opens a new one.

Two REST requests on a repository with under 100 open labelled issues: list (one page of 100),
then create or update. Endpoints: "List repository issues", "Create an issue", "Update an issue"
(GitHub REST API 2022-11-28). Errors are the client's (:mod:`ci_triage.github.errors`): a token
without ``issues: write`` raises :class:`~ci_triage.github.errors.GitHubPermissionError`.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from ci_triage.github.client import GitHubClient, same_login
from ci_triage.github.write_once import create_once

ISSUE_BODY_LIMIT = 65_536
"""GitHub's limit on an issue body, in characters."""
ISSUES_READ = "issues: read"
ISSUES_WRITE = "issues: write"


class StickyIssue(BaseModel):
    """The issue written: its number and URL, whether it was created now, and other matches left alone."""

    number: int
    html_url: str | None = None
    created: bool
    duplicates: list[int] = Field(default_factory=list)


def publish_sticky_issue(
    client: GitHubClient, repository: str, body: str, *, title: str, label: str, marker: str
) -> StickyIssue:
    """Create or update the sticky issue of ``repository`` (``owner/name``) with ``body``.

    ``body`` must contain ``marker`` (raises ``ValueError`` otherwise: the next run could not find
    the issue) and fit :data:`ISSUE_BODY_LIMIT`. Raises the client's errors.
    """
    if marker not in body:
        raise ValueError("the issue body does not contain the marker that finds it again")
    if len(body) > ISSUE_BODY_LIMIT:
        raise ValueError(f"the issue body has {len(body):,} characters (GitHub's limit is {ISSUE_BODY_LIMIT:,})")
    identity = client.identity()

    def sticky() -> list[dict[str, Any]]:
        listed = client.paginate(
            f"/repos/{repository}/issues", needs=ISSUES_READ, params={"state": "open", "labels": label}
        )
        return sorted((item for item in listed if _is_sticky(item, identity, marker)), key=lambda item: item["number"])

    def update(number: int) -> dict[str, Any]:
        path = f"/repos/{repository}/issues/{number}"
        return client.request("PATCH", path, needs=ISSUES_WRITE, body={"title": title, "body": body})[1]

    matches = sticky()
    if matches:
        issue, created = update(matches[0]["number"]), False
    else:
        payload = {"title": title, "body": body, "labels": [label]}
        issue, created = create_once(
            lambda: client.request("POST", f"/repos/{repository}/issues", needs=ISSUES_WRITE, body=payload)[1],
            lambda: next(iter(sticky()), None),
        )
        if not created:  # an ambiguous create that did happen: brought up to date, not made twice
            issue = update(issue["number"])
    return StickyIssue(
        number=issue["number"],
        html_url=issue.get("html_url"),
        created=created,
        duplicates=[item["number"] for item in matches[1:]],
    )


def _is_sticky(item: dict[str, Any], identity: str, marker: str) -> bool:
    author = (item.get("user") or {}).get("login") or ""
    return "pull_request" not in item and marker in (item.get("body") or "") and same_login(author, identity)
