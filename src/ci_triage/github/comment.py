"""The sticky PR comment: one comment per pull request, found by a hidden marker, updated in place.

A comment is ours when its body holds the marker (an HTML comment, invisible when rendered) AND
its author is the client's identity (:meth:`GitHubClient.identity`): anyone can paste the marker
into a comment, and that must not let them have their comment rewritten or deleted by us. Re-runs
update the existing comment instead of adding one. Two runs racing may both create one; after
creating, the comments are listed again, and when more than one of ours carries the marker the
oldest is kept (updated with this body) and the newer ones are deleted, so concurrent runs converge
on one comment. A create that fails ambiguously (a 5xx, a broken connection) is looked up by marker
and updated, never posted twice (:func:`~ci_triage.github.write_once.create_once`).
Endpoints: "Issue comments" (``issues/{n}/comments``, ``issues/comments/{id}``);
writing needs ``pull-requests: write`` (or ``issues: write``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, Literal

from pydantic import BaseModel

from ci_triage.base.redact import composed_redactor
from ci_triage.github.client import GitHubClient, same_login
from ci_triage.github.errors import PULL_REQUESTS_READ, PULL_REQUESTS_WRITE, GitHubNotFound
from ci_triage.github.write_once import create_once


class CommentResult(BaseModel):
    """Where the sticky comment is now and what this call did to it."""

    url: str | None
    id: int
    action: Literal["created", "updated", "unchanged"]


def upsert_sticky_comment(
    client: GitHubClient, repository: str, pr_number: int, body: str, marker: str, *, fork: bool = False
) -> CommentResult:
    """Create or update the comment on PR ``pr_number`` of ``repository`` that carries ``marker``.

    ``body`` is redacted (:func:`~ci_triage.base.redact.composed_redactor`, a last guard: it should be
    already) and gets ``marker`` appended when it lacks it. Raises
    :class:`~ci_triage.github.errors.GitHubPermissionError` (missing ``pull-requests: write``) when the token
    may not comment, and the client's other errors.
    ``fork``: the PR comes from a fork, so a ``GITHUB_TOKEN`` of its own run is read-only; the
    permission error's fix then says to comment from a ``workflow_run`` workflow instead.
    """
    body = composed_redactor()(body)
    if marker not in body:
        body = f"{body.rstrip()}\n\n{marker}\n"

    def write(verb: str, path: str, payload: dict[str, str] | None = None) -> Any:
        """A write to ``/repos/{repository}{path}``; its JSON answer."""
        return client.request(verb, f"/repos/{repository}{path}", needs=PULL_REQUESTS_WRITE, body=payload, fork=fork)[1]

    identity = client.identity()
    ours = _ours(client, repository, pr_number, marker, identity)
    if ours:
        kept = ours[0]
        _delete(write, ours[1:])
        if kept["body"] == body:
            return _unchanged(kept)
        return _update(write, kept["id"], body)
    created, made_now = create_once(
        lambda: write("POST", f"/issues/{pr_number}/comments", {"body": body}),
        lambda: next(iter(_ours(client, repository, pr_number, marker, identity)), None),
    )
    if not made_now:  # an ambiguous create that did happen: bring it up to date instead of posting again
        return _update(write, created["id"], body) if created.get("body") != body else _unchanged(created)
    ours = _ours(client, repository, pr_number, marker, identity)
    if created["id"] not in [comment["id"] for comment in ours[1:]]:
        return CommentResult(url=created.get("html_url"), id=created["id"], action="created")
    _delete(write, [created])  # a concurrent run's comment is older: converge on it
    return _update(write, ours[0]["id"], body)


Write = Callable[..., Any]


def _ours(client: GitHubClient, repository: str, pr_number: int, marker: str, identity: str) -> list[dict[str, Any]]:
    """Our marked comments on the PR, oldest first (by creation time, then id)."""
    comments = client.paginate(f"/repos/{repository}/issues/{pr_number}/comments", needs=PULL_REQUESTS_READ)
    mine = [
        comment
        for comment in comments
        if marker in (comment.get("body") or "") and same_login((comment.get("user") or {}).get("login"), identity)
    ]
    return sorted(mine, key=lambda comment: (comment.get("created_at") or "", comment["id"]))


def _unchanged(comment: dict[str, Any]) -> CommentResult:
    return CommentResult(url=comment.get("html_url"), id=comment["id"], action="unchanged")


def _update(write: Write, comment_id: int, body: str) -> CommentResult:
    updated = write("PATCH", f"/issues/comments/{comment_id}", {"body": body})
    return CommentResult(url=updated.get("html_url"), id=updated["id"], action="updated")


def _delete(write: Write, comments: list[dict[str, Any]]) -> None:
    for comment in comments:
        with contextlib.suppress(GitHubNotFound):  # a concurrent run deleted it already
            write("DELETE", f"/issues/comments/{comment['id']}")


def find_sticky_comment(client: GitHubClient, repository: str, pr_number: int, marker: str) -> dict[str, Any] | None:
    """Our comment carrying ``marker`` on PR ``pr_number`` (REST issue-comment JSON: ``id``,
    ``node_id``, ``body``, ``html_url``), the oldest when several; None when there is none."""
    ours = _ours(client, repository, pr_number, marker, client.identity())
    return ours[0] if ours else None


def update_comment(client: GitHubClient, repository: str, comment_id: int, body: str) -> CommentResult:
    """Replace the body of comment ``comment_id`` (redacted, a last guard). Needs ``pull-requests: write``."""
    answer = client.request(
        "PATCH",
        f"/repos/{repository}/issues/comments/{comment_id}",
        needs=PULL_REQUESTS_WRITE,
        body={"body": composed_redactor()(body)},
    )[1]
    return CommentResult(url=answer.get("html_url"), id=answer["id"], action="updated")


def minimize_comment(client: GitHubClient, node_id: str, classifier: str = "RESOLVED") -> bool:
    """Hide a comment behind GitHub's "This comment was marked as resolved" fold (GraphQL
    ``minimizeComment``; ``classifier`` one of GitHub's ``ReportedContentClassifiers``). Returns
    whether GitHub says it is minimised. Needs ``pull-requests: write`` on the repository."""
    data = client.graphql(
        "mutation($id: ID!, $classifier: ReportedContentClassifiers!) {"
        " minimizeComment(input: {subjectId: $id, classifier: $classifier}) { minimizedComment { isMinimized } } }",
        {"id": node_id, "classifier": classifier},
        needs=PULL_REQUESTS_WRITE,
    )
    return bool(((data.get("minimizeComment") or {}).get("minimizedComment") or {}).get("isMinimized"))
