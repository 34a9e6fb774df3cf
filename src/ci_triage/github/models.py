"""What ci-triage reads from GitHub, reduced to the fields it uses (plain pydantic, no PyGithub objects).

Shapes follow the GitHub REST API (version 2022-11-28): "Workflow runs", "Workflow jobs", "Pulls",
"Commits". Times are timezone-aware UTC; durations are seconds.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class RunRef(BaseModel):
    """Which run to triage: ``owner/name`` and the run id; ``attempt`` None means the latest."""

    repository: str = Field(pattern=r"^[\w.-]+/[\w.-]+$")
    run_id: int = Field(gt=0)
    attempt: int | None = Field(default=None, ge=1)


class Step(BaseModel):
    """One step of a job (``steps[]`` of a job)."""

    number: int
    name: str
    status: str
    conclusion: str | None = None


class Job(BaseModel):
    """One job of a run attempt."""

    id: int
    name: str
    status: str
    conclusion: str | None = None
    html_url: str | None = None
    run_attempt: int = 1
    started_at: datetime | None = None
    completed_at: datetime | None = None
    steps: list[Step] = Field(default_factory=list)

    @property
    def failed_steps(self) -> list[Step]:
        """Steps whose conclusion is ``failure`` (``cancelled`` and ``timed_out`` jobs may have none)."""
        return [step for step in self.steps if step.conclusion == "failure"]


class WorkflowRun(BaseModel):
    """A workflow run (one attempt of it): what triggered it, on which commit, and how it ended."""

    id: int
    name: str | None = None
    workflow_id: int
    path: str | None = Field(default=None, description="the workflow file, e.g. .github/workflows/ci.yml")
    event: str
    status: str
    conclusion: str | None = None
    head_branch: str | None = None
    head_sha: str
    run_attempt: int = 1
    html_url: str | None = None
    repository: str = Field(description="owner/name of the repository the run belongs to")
    head_repository: str | None = Field(default=None, description="owner/name of the head (a fork's for fork PRs)")
    pull_request_numbers: list[int] = Field(
        default_factory=list, description="from the run's pull_requests[]; empty for fork PRs"
    )
    created_at: datetime | None = None
    updated_at: datetime | None = None

    @property
    def from_fork(self) -> bool:
        """Whether the head commit lives in another repository (a fork PR)."""
        return self.head_repository is not None and self.head_repository != self.repository


class PullRequest(BaseModel):
    """The pull request a run belongs to. ``title`` and ``body`` are untrusted text."""

    number: int
    title: str
    body: str | None = None
    author: str | None = None
    html_url: str | None = None
    head_sha: str
    head_ref: str
    head_repository: str | None = None
    base_ref: str
    base_sha: str | None = None
    base_repository: str

    @property
    def from_fork(self) -> bool:
        return self.head_repository is not None and self.head_repository != self.base_repository


class ChangedFile(BaseModel):
    """A file changed by the pull request (``pulls/{n}/files``); ``patch`` is the unified diff hunk text,
    absent for binary or very large files."""

    filename: str
    status: str
    additions: int = 0
    deletions: int = 0
    previous_filename: str | None = None
    patch: str | None = None


class Commit(BaseModel):
    """A commit in the compared range; ``message`` is untrusted text."""

    sha: str = Field(pattern=r"^[0-9a-f]{40}$")
    message: str
    author: str | None = None
    html_url: str | None = None
    files: list[str] = Field(default_factory=list, description="paths it touched, when known")


class BaseBranchRun(BaseModel):
    """A recent run of the same workflow on the base branch, and how the same-named job ended there."""

    run_id: int
    head_sha: str
    conclusion: str | None = None
    created_at: datetime | None = None
    html_url: str | None = None
    job: str | None = Field(default=None, description="the name of the job looked up in that run")
    job_conclusion: str | None = Field(default=None, description="the job with the same name; None if absent")
    fingerprint: str | None = Field(default=None, description="the analyser's fingerprint of that job's log")
