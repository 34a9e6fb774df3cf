"""Evidence from a GitHub workflow run: which run to triage, and the source that collects it once.

GitHub errors become :class:`~ci_triage.base.errors.EffectBlocked` (a handoff naming the missing
permission and the workflow lines that grant it); a rate limit that outlasts the retry bound too.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ci_triage.base.errors import InputError, NothingFailed
from ci_triage.github.errors import GitHubError, blocked_by
from ci_triage.github.models import RunRef, WorkflowRun

if TYPE_CHECKING:
    from ci_triage.config.settings import Settings
    from ci_triage.evidence.model import Evidence
    from ci_triage.github.client import GitHubClient
    from ci_triage.logs.analyse import Analyser

GREEN_CONCLUSIONS = ("success", "skipped", "neutral")
"""Conclusions of a run that did not fail (GitHub's check conclusions; "failure", "timed_out",
"cancelled", "action_required" and "startup_failure" are worth a look)."""


def event_payload(settings: Settings, environ: Mapping[str, str] | None = None) -> dict[str, Any] | None:
    """The event payload at ``GITHUB_EVENT_PATH`` (``settings.event_path``), a JSON object; None when
    no path is set. The runner always writes one, whatever the mode or input, so one that cannot be
    read or is not a JSON object is bad input: raises :class:`InputError` (exit 3) naming the event
    (``GITHUB_EVENT_NAME``) and the problem."""
    env = os.environ if environ is None else environ
    if settings.event_path is None:
        return None
    kind = env.get("GITHUB_EVENT_NAME")
    named = f"{kind} event payload" if kind else "event payload"
    a_payload = f"a {named}" if kind else f"an {named}"
    try:
        payload = json.loads(Path(settings.event_path).read_text(encoding="utf-8"))
    except OSError as error:
        cause = error.strerror or error
        raise InputError(f"GITHUB_EVENT_PATH: cannot read the {named}: {cause}") from None
    except ValueError as error:  # not UTF-8, or not JSON
        problem = " ".join(str(error).split())[:200]
        raise InputError(f"GITHUB_EVENT_PATH: not {a_payload}: not JSON ({problem})") from None
    if not isinstance(payload, dict):
        raise InputError(f"GITHUB_EVENT_PATH: not {a_payload}: not a JSON object")
    return payload


def run_to_triage(settings: Settings, environ: dict[str, str] | None = None) -> WorkflowRun | RunRef | None:
    """The run named by a ``workflow_run`` event, else by ``repository`` + ``run_id``; None if neither.

    Raises :class:`InputError` for an event payload that is not a workflow_run event's (falling back
    to ``GITHUB_RUN_ID`` there would triage the triage job's own run), naming the fields it lacks
    (``workflow_run.workflow_id``), and for a repository that is not ``owner/name``.
    """
    from ci_triage.github.payloads import MissingFields
    from ci_triage.github.read import run_from_event

    env = os.environ if environ is None else environ
    if env.get("GITHUB_EVENT_NAME") == "workflow_run":
        payload = event_payload(settings, env)
        if payload is None:
            raise InputError("GITHUB_EVENT_PATH is not set in a workflow_run job; cannot tell which run failed")
        try:
            return run_from_event(payload)
        except MissingFields as error:
            fields = ", ".join(f"workflow_run.{field}" for field in error.fields)
            raise InputError(f"GITHUB_EVENT_PATH: the workflow_run event payload has no {fields}") from None
        except (ValueError, KeyError, TypeError, AttributeError, ValidationError) as error:
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

    def __init__(
        self,
        client: GitHubClient,
        target: WorkflowRun | RunRef,
        workdir: Path,
        analyser: Analyser,
        checkout: Path | None = None,
    ) -> None:
        self.client = client
        self.checkout = checkout
        self.target = target
        self.workdir = workdir
        self.analyser = analyser
        self.evidence: Evidence | None = None

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        from ci_triage.evidence.collect_github import collect_evidence, reanalyse

        if isinstance(self.target, WorkflowRun) and self.target.conclusion in GREEN_CONCLUSIONS:
            raise NothingFailed(f"run {self.target.id} did not fail (conclusion: {self.target.conclusion})")
        try:
            if self.evidence is None:
                self.evidence = collect_evidence(
                    self.client, self.target, self.workdir, self.analyser, budget_tokens, self.checkout
                )
            else:
                self.evidence = reanalyse(self.evidence, self.analyser, budget_tokens, self.checkout)
        except GitHubError as error:
            raise blocked_by(error) from None
        run = self.evidence.run
        if run is not None and run.conclusion in GREEN_CONCLUSIONS:
            raise NothingFailed(f"run {run.id} did not fail (conclusion: {run.conclusion})")
        return self.evidence
