"""The loop's GitHub side: evidence from a workflow run, and the sticky comment writer.

GitHub errors become :class:`~ci_triage.loop.effects.EffectBlocked` (a handoff naming the missing
permission and the workflow lines that grant it); a rate limit that outlasts the retry bound too.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ci_triage.config import Settings
from ci_triage.errors import InputError
from ci_triage.evidence import Evidence
from ci_triage.github.errors import GitHubError, GitHubPermissionError, RateLimited
from ci_triage.github.models import RunRef, WorkflowRun
from ci_triage.loop.effects import EffectBlocked, NothingFailed
from ci_triage.loop.state import CommitResult

GREEN_CONCLUSIONS = ("success", "skipped", "neutral")
"""Conclusions of a run that did not fail (GitHub's check conclusions; "failure", "timed_out",
"cancelled", "action_required" and "startup_failure" are worth a look)."""


def marker_for(evidence: Evidence | None) -> str:
    """The hidden first line that identifies the sticky comment of one workflow on one PR:
    ``<!-- ci-triage:comment:workflow-<workflow id> -->`` (``…:local`` for logs on disk)."""
    run = evidence.run if evidence else None
    return f"<!-- ci-triage:comment:{f'workflow-{run.workflow_id}' if run else 'local'} -->"


def run_to_triage(settings: Settings, environ: dict[str, str] | None = None) -> WorkflowRun | RunRef | None:
    """The run named by a ``workflow_run`` event, else by ``repository`` + ``run_id``; None if neither.

    Raises :class:`InputError` for an event payload that is not a workflow_run event's (falling back
    to ``GITHUB_RUN_ID`` there would triage the triage job's own run) and for a repository that is
    not ``owner/name``.
    """
    from ci_triage.github.read import run_from_event_file

    env = os.environ if environ is None else environ
    if env.get("GITHUB_EVENT_NAME") == "workflow_run":
        if settings.event_path is None:
            raise InputError("GITHUB_EVENT_PATH is not set in a workflow_run job; cannot tell which run failed")
        try:
            return run_from_event_file(Path(settings.event_path))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, ValidationError) as error:
            problem = " ".join(str(error).split())[:200]
            raise InputError(f"GITHUB_EVENT_PATH: not a workflow_run event payload: {problem}") from None
    if settings.repository and settings.run_id:
        try:
            return RunRef(repository=settings.repository, run_id=settings.run_id, attempt=settings.run_attempt)
        except ValidationError:
            raise InputError(f"repository: expected owner/name, got {settings.repository!r}") from None
    return None


class GitHubRunSource:
    """Collects a run's evidence once, then re-analyses the downloaded logs for later attempts."""

    def __init__(self, client: Any, target: WorkflowRun | RunRef, workdir: Path, analyser: Any) -> None:
        self.client = client
        self.target = target
        self.workdir = workdir
        self.analyser = analyser
        self.evidence: Evidence | None = None

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        from ci_triage.github.collect import collect_evidence, reanalyse

        if isinstance(self.target, WorkflowRun) and self.target.conclusion in GREEN_CONCLUSIONS:
            raise NothingFailed(f"run {self.target.id} did not fail (conclusion: {self.target.conclusion})")
        try:
            if self.evidence is None:
                self.evidence = collect_evidence(self.client, self.target, self.workdir, self.analyser, budget_tokens)
            else:
                self.evidence = reanalyse(self.evidence, self.analyser, budget_tokens)
        except GitHubError as error:
            raise _blocked(error) from None
        run = self.evidence.run
        if run is not None and run.conclusion in GREEN_CONCLUSIONS:
            raise NothingFailed(f"run {run.id} did not fail (conclusion: {run.conclusion})")
        return self.evidence


class StickyCommentWriter:
    """Creates or updates the one comment whose first line is the body's marker, authored by us."""

    def __init__(self, client: Any, source: GitHubRunSource) -> None:
        self.client = client
        self.source = source

    def upsert(self, pull_request: int, body: str) -> CommitResult:
        from ci_triage.github.comment import upsert_sticky_comment

        evidence = self.source.evidence
        repository = evidence.run.repository if evidence and evidence.run else None
        if repository is None:
            raise EffectBlocked("the run's repository is unknown", missing="the run")
        marker = body.splitlines()[0]
        try:
            fork = evidence.pull_request is not None and evidence.pull_request.from_fork
            result = upsert_sticky_comment(self.client, repository, pull_request, body, marker, fork=fork)
        except GitHubError as error:
            raise _blocked(error) from None
        return CommitResult(target="comment", action=result.action, url=result.url)


def _blocked(error: GitHubError) -> EffectBlocked:
    if isinstance(error, GitHubPermissionError):
        return EffectBlocked(f"GitHub refused: {error.reason}", missing=error.missing, fix=error.fix)
    if isinstance(error, RateLimited):
        return EffectBlocked(str(error), missing="GitHub API rate limit", fix="re-run the triage after the reset time")
    return EffectBlocked(f"GitHub: {error.reason}", missing="an answer from the GitHub API")
