"""What a collector hands to the analysis: job executions with their log analyses, bot comments, and gaps.

Both collectors (:mod:`ci_triage.audit.health.collect_github` over the REST API,
:mod:`ci_triage.audit.health.collect_local` over a folder of run-log zips) produce one
:class:`Collection`; everything after it is pure.
A run attempt is identified by ``(run_id, run_attempt)``; a re-run keeps the run id and bumps the
attempt (GitHub REST "Re-run a workflow"). Times are timezone-aware UTC.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.audit.health.window import Window
from ci_triage.evidence.model import EvidenceGap
from ci_triage.logs.junit import TestOutcome
from ci_triage.logs.model import JobReport

FAILED_CONCLUSIONS = frozenset({"failure", "timed_out", "startup_failure"})
"""Job/run conclusions that count as red. ``cancelled`` and ``skipped`` do not (a person or a newer
push stopped them); see GitHub's ``conclusion`` values in "Workflow jobs"."""


ALL_JOBS = "*"
"""Job name of a run whose jobs were not listed (a green run that needed no closer look, or one
left unread by a budget stop): it counts as one attempt in the trends, not as a job."""


class JobExecution(BaseModel):
    """One job of one run attempt, with its run's context and, when it failed and its log could be
    read, the analyser's :class:`JobReport` (redacted)."""

    repository: str
    run_id: int
    run_attempt: int = 1
    workflow: str
    job: str
    job_id: int | None = None
    conclusion: str | None = None
    head_sha: str | None = None
    head_branch: str | None = None
    event: str | None = None
    pull_requests: list[int] = Field(default_factory=list)
    created_at: datetime | None = Field(default=None, description="when the run attempt was created")
    started_at: datetime | None = None
    completed_at: datetime | None = None
    html_url: str | None = None
    log_name: str | None = Field(default=None, description="where the log was read: zip path and member, or API")
    report: JobReport | None = None
    allowed_to_fail: bool = Field(
        default=False,
        description="it failed in a run attempt that passed (the run's conclusion success): a job-level "
        "continue-on-error let it fail, so it neither made the run red nor counts as a failure",
    )

    @property
    def failed(self) -> bool:
        """Whether the job ended red (see :data:`FAILED_CONCLUSIONS`) and that made its run red
        (not :attr:`allowed_to_fail`)."""
        return self.conclusion in FAILED_CONCLUSIONS and not self.allowed_to_fail

    @property
    def passed(self) -> bool:
        return self.conclusion == "success"

    @property
    def when(self) -> datetime | None:
        """The moment used for ordering and daily trends: job start, else the run attempt's creation."""
        return self.started_at or self.created_at

    @property
    def minutes(self) -> float:
        """Wall-clock minutes from start to completion; 0 when either is unknown."""
        if self.started_at is None or self.completed_at is None:
            return 0.0
        return max(0.0, (self.completed_at - self.started_at).total_seconds() / 60)

    @property
    def fingerprint(self) -> str | None:
        return self.report.fingerprint if self.report else None


def allowed_to_fail_everywhere(jobs: list[JobExecution]) -> list[JobExecution]:
    """``jobs`` with every failure of a job (a workflow's job of that name) marked
    :attr:`~JobExecution.allowed_to_fail` when that job failed in some attempt that passed: its
    ``continue-on-error`` is the job's, so its failures in attempts that failed for another job's
    reason did not make them red either. A workflow changed inside the window to drop it would be
    misread; the run JSON tells no more."""
    allowed = {(job.workflow, job.job) for job in jobs if job.allowed_to_fail}
    return [
        job.model_copy(update={"allowed_to_fail": True}) if job.failed and (job.workflow, job.job) in allowed else job
        for job in jobs
    ]


class BotComment(BaseModel):
    """One of ci-triage's own sticky PR comments (body holds ``<!-- ci-triage:``, author is ours) and
    what people and the next push did about it."""

    pull_request: int
    comment_id: int
    created_at: datetime | None = None
    html_url: str | None = None
    category: str | None = Field(default=None, description="the category the comment stated")
    cited_files: list[str] = Field(default_factory=list, description="source files the comment cited")
    thumbs_up: int = 0
    thumbs_down: int = 0
    confused: int = 0
    replies: int = Field(default=0, description="later comments on the PR by others than the bot")
    next_push_touched_cited_file: bool | None = Field(
        default=None, description="None when there was no later push or its files could not be read"
    )


class Collection(BaseModel):
    """Everything a collector saw in the window, and what it could not see (``gaps``).

    ``partial`` is True when collection stopped early (call budget, rate limit) or some source
    was unreadable; ``api_calls`` counts REST requests made (0 in local mode).
    """

    repository: str
    source: Literal["github", "local"]
    window: Window
    default_branch: str | None = None
    jobs: list[JobExecution] = Field(default_factory=list)
    tests: list[TestOutcome] = Field(default_factory=list)
    comments: list[BotComment] = Field(default_factory=list)
    comments_checked: bool = Field(default=False, description="whether bot comments were looked for at all")
    gaps: list[EvidenceGap] = Field(default_factory=list)
    partial: bool = False
    api_calls: int = 0
    api_budget: int | None = None
    runs_listed: int = Field(default=0, description="run attempts seen (listed or read)")
    logs_read: int = 0
