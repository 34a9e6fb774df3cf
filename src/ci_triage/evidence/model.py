"""What the triage loop knows about a failed run, every item with the source it can be checked against.

An :class:`Evidence` bundle is built by the collecting phase (``ci_triage.github`` for API data, the
analyser for logs) and read by the diagnosis, the verifier and the renderers. Each item has an id
(``E1``, ``E2``, …) that claims cite; each item's :class:`Citation` says where anyone can re-read it:
a log's job/step/line range, a file and line, a commit SHA, or a URL. Text fields hold redacted,
untrusted data — never instructions. What could not be collected is a :class:`EvidenceGap`, stated,
not guessed around.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.github.models import BaseBranchRun, ChangedFile, Commit, Job, PullRequest, WorkflowRun
from ci_triage.logs.model import FailedTest, JobReport, WorkflowStep

CitationKind = Literal["log", "file", "diff", "commit", "url", "junit", "workflow"]
EvidenceKind = Literal[
    "log_excerpt",
    "failed_test",
    "location",
    "pull_request",
    "changed_file",
    "commit",
    "base_history",
    "junit",
    "workflow_step",
    "version_change",
]


class Citation(BaseModel):
    """Where a piece of evidence can be re-read. Lines are 1-based and inclusive.

    * ``log``: ``job`` (name), ``job_id``, ``step``, ``member`` (zip member), ``start_line``..``end_line``
      of that job's log as downloaded;
    * ``file``/``diff``: ``path`` and ``start_line`` (in the checkout, or in the PR's new file side);
    * ``commit``: ``sha``; ``url``: ``url``; ``junit``: ``path`` and the XML ``start_line``;
    * ``workflow``: ``path`` (the workflow file, e.g. ``.github/workflows/ci.yml``), ``start_line``..
      ``end_line`` of it as the run used it (``sha``: the run's head commit, when known).
    """

    kind: CitationKind
    job: str | None = None
    job_id: int | None = None
    step: str | None = None
    member: str | None = None
    path: str | None = None
    start_line: int | None = Field(default=None, ge=1)
    end_line: int | None = Field(default=None, ge=1)
    sha: str | None = None
    url: str | None = None


class EvidenceItem(BaseModel):
    """One cited fact: ``text`` is the quoted material (redacted), ``summary`` one line about it."""

    id: str = Field(pattern=r"^E\d+$")
    kind: EvidenceKind
    summary: str
    text: str = ""
    citation: Citation


class EvidenceGap(BaseModel):
    """Something the loop needed and could not get, why, and what would fix it.

    ``missing`` names it ("job log of 'test (3.12)'", "permission actions: read"); ``reason`` is
    what happened (an HTTP status and GitHub's message); ``fix`` the exact change that gives access,
    e.g. workflow lines ``permissions:\\n  actions: read``.
    """

    missing: str
    reason: str
    fix: str | None = None


class JobLog(BaseModel):
    """A failed job's log as downloaded to ``path`` (raw bytes, as GitHub serves them) and its analysis."""

    job: Job
    path: Path
    report: JobReport


class LastGreenRun(BaseModel):
    """The passing log the failing job was compared with (:mod:`ci_triage.evidence.last_green`), or
    why there is none (``run_id`` None and ``note`` saying what was looked at)."""

    job: str
    run_id: int | None = None
    job_id: int | None = None
    html_url: str | None = None
    new_lines: int | None = Field(default=None, description="failing-log lines whose template the passing log lacks")
    shared_share: float | None = Field(default=None, description="share of failing-log lines the passing log has")
    path: Path | None = Field(default=None, description="the passing log as downloaded (set when it was compared)")
    note: str = ""


class Evidence(BaseModel):
    """Everything collected for one run. Lists are in the order they were collected."""

    run: WorkflowRun | None = None
    pull_request: PullRequest | None = None
    logs: list[JobLog] = Field(default_factory=list)
    changed_files: list[ChangedFile] = Field(default_factory=list)
    commits: list[Commit] = Field(default_factory=list)
    base_history: list[BaseBranchRun] = Field(default_factory=list)
    junit: list[FailedTest] = Field(
        default_factory=list, description="failed tests from the run's JUnit XML artifacts; source is 'artifact/member'"
    )
    baseline: LastGreenRun | None = Field(
        default=None, description="the same job's last passing log the primary failing job was compared with"
    )
    workflow_step: WorkflowStep | None = Field(
        default=None, description="the failing step's definition in its workflow file (evidence/workflow_step.py)"
    )
    workflow_copy: Path | None = Field(
        default=None, description="the workflow file as read (at the run's head SHA), for the verifier to re-read"
    )
    items: list[EvidenceItem] = Field(default_factory=list)
    gaps: list[EvidenceGap] = Field(default_factory=list)
    notes: list[str] = Field(
        default_factory=list,
        description="what reading the workflow file found that the report must say (a failed step with "
        "continue-on-error, a job the file does not define); the CLI's report warnings of the same text",
    )

    def item(self, item_id: str) -> EvidenceItem | None:
        """The item with ``item_id``, or None."""
        return next((item for item in self.items if item.id == item_id), None)


def find_job_log(citation: Citation, evidence: Evidence) -> JobLog | None:
    """The job log a log citation points to: by ``job_id``, else by ``job`` name, else the only log."""
    if citation.job_id is not None:
        return next((log for log in evidence.logs if log.job.id == citation.job_id), None)
    if citation.job is not None:
        return next((log for log in evidence.logs if log.job.name == citation.job), None)
    return evidence.logs[0] if len(evidence.logs) == 1 else None
