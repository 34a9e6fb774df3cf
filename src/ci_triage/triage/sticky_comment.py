"""The sticky PR comment writer of the triage loop: creates or updates the comment the commit
intent names (repository, pull request, fork flag, marker).

GitHub errors become :class:`~ci_triage.base.errors.EffectBlocked` (a handoff naming the missing
permission and the workflow lines that grant it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.evidence.model import Evidence
from ci_triage.github.errors import GitHubError, blocked_by
from ci_triage.github.models import WorkflowRun
from ci_triage.triage.events import CommentTarget, marker_for
from ci_triage.triage.state import PostResult

if TYPE_CHECKING:
    from ci_triage.evidence.github_source import GitHubRunSource
    from ci_triage.github.client import GitHubClient


class StickyCommentWriter:
    """Creates or updates the one comment on ``target`` that carries its marker, authored by us.

    ``source``: the run's evidence source (to mark the comment resolved when the run did not fail).
    ``trigger``: the event that started this job (``GITHUB_EVENT_NAME``). A refusal on a fork's pull
    request advises moving to ``workflow_run`` only when not already running from it."""

    def __init__(self, client: GitHubClient, source: GitHubRunSource, trigger: str | None = None) -> None:
        self.client = client
        self.source = source
        self.trigger = trigger

    def upsert(self, target: CommentTarget, body: str) -> PostResult:
        from ci_triage.github.comment import upsert_sticky_comment

        try:
            result = upsert_sticky_comment(
                self.client,
                target.repository,
                target.pull_request,
                body,
                target.marker,
                fork=self._advise_workflow_run(target),
            )
        except GitHubError as error:
            raise blocked_by(error) from None
        return PostResult(target="comment", action=result.action, url=result.url)

    def _advise_workflow_run(self, target: CommentTarget) -> bool:
        return target.from_fork and self.trigger != "workflow_run"

    def resolve(self) -> tuple[list[PostResult], str | None]:
        """The run did not fail: our sticky comment of its workflow on its pull request, if there is
        one, says "resolved" (linking the green run, the earlier diagnosis folded) and is minimised.
        Returns what was written and a note when something was refused (never raises for GitHub)."""
        from ci_triage.github import read
        from ci_triage.github.comment import find_sticky_comment, minimize_comment, update_comment
        from ci_triage.prove.policy import default_link_hosts
        from ci_triage.report.resolved_comment import RESOLVED_MARKER, render_resolved_comment

        target = self.source.target
        run = (
            target if isinstance(target, WorkflowRun) else (self.source.evidence.run if self.source.evidence else None)
        )
        if run is None:
            return [], None
        marker = marker_for(Evidence(run=run))
        try:
            pull = read.find_pull_request(self.client, run)
            found = find_sticky_comment(self.client, run.repository, pull.number, marker) if pull else None
            if found is None or RESOLVED_MARKER in (found.get("body") or ""):
                return [], None
            body = render_resolved_comment(
                found.get("body") or "", marker, run_url=run.html_url, head_sha=run.head_sha,
                hosts=default_link_hosts(Evidence(run=run)),
            )  # fmt: skip
            written = update_comment(self.client, run.repository, found["id"], body)
            result = PostResult(target="comment", action="resolved", url=written.url)
            if found.get("node_id"):
                minimize_comment(self.client, found["node_id"])
        except GitHubError as error:
            return [], f"the earlier comment could not be marked resolved: {error}"
        return [result], None
