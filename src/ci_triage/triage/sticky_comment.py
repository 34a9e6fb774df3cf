"""The sticky PR comment writer of the triage loop: creates or updates the comment the commit
intent names (repository, pull request, fork flag, marker).

GitHub errors become :class:`~ci_triage.errors.EffectBlocked` (a handoff naming the missing
permission and the workflow lines that grant it).
"""

from __future__ import annotations

from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import GitHubError, blocked_by
from ci_triage.triage.events import CommentTarget
from ci_triage.triage.state import CommitResult


class StickyCommentWriter:
    """Creates or updates the one comment on ``target`` that carries its marker, authored by us."""

    def __init__(self, client: GitHubClient) -> None:
        self.client = client

    def upsert(self, target: CommentTarget, body: str) -> CommitResult:
        from ci_triage.github.comment import upsert_sticky_comment

        try:
            result = upsert_sticky_comment(
                self.client, target.repository, target.pull_request, body, target.marker, fork=target.from_fork
            )
        except GitHubError as error:
            raise blocked_by(error) from None
        return CommitResult(target="comment", action=result.action, url=result.url)
