"""The scan's answer: what ``ci-triage scan --format json`` prints, field for field (schema version 1).

The Markdown report (:mod:`ci_triage.audit.health.render`) is drawn from this model only, so both carry the
same numbers. Times are UTC; minutes are wall-clock job minutes; rates are 0..1.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.audit.health.window import Window
from ci_triage.evidence.model import EvidenceGap
from ci_triage.logs.model import Span

SCAN_SCHEMA_VERSION = 1

Label = Literal["broken", "flaky", "infrastructure"]
EvidenceKind = Literal[
    "rerun_passed", "unrelated_prs_and_default_branch", "intermittent_on_default_branch", "persistent_on_default_branch"
]


class FlakyEvidence(BaseModel):
    """One observation behind a label, in words, with the runs it rests on."""

    kind: EvidenceKind
    text: str
    runs: list[int] = Field(default_factory=list)


class Occurrence(BaseModel):
    """Where a cluster's representative excerpt comes from: the job execution and its log."""

    run_id: int
    run_attempt: int
    workflow: str
    job: str
    head_sha: str | None = None
    html_url: str | None = None
    log: str | None = Field(default=None, description="the zip and member, or the API job log, the lines cite")


class Cluster(BaseModel):
    """Failures that share the analyser's fingerprint (or, without a readable log, a job name)."""

    fingerprint: str
    category: str
    finding: str | None = Field(
        default=None,
        description="what the report names in the category's place when every failure's log proves less "
        "than it (a SIGKILL with no memory message: 'killed (SIGKILL, exit 137), possibly out of memory or "
        "a runner limit'), as triage's heading does; null otherwise",
    )
    label: Label
    label_reason: str
    evidence: list[FlakyEvidence] = Field(default_factory=list)
    failures: int = Field(description="failed job executions in the cluster")
    runs: list[int] = Field(description="run ids affected, ascending")
    pull_requests: list[int] = Field(default_factory=list)
    default_branch_failures: int = 0
    jobs: list[str] = Field(description="'workflow / job' names affected")
    first_seen: datetime | None = None
    last_seen: datetime | None = None
    red_minutes: float = 0.0
    headline: str | None = None
    excerpt: list[Span] = Field(default_factory=list)
    excerpt_from: Occurrence | None = None
    owner_files: list[str] = Field(
        default_factory=list,
        description="the likely owner area: the repository's files the failures name (source locations and "
        "failed tests' files), most cited first; paths, as CODEOWNERS routes by",
    )
    owner_tests: list[str] = Field(
        default_factory=list,
        description="failed tests, most frequent first: shown beside the owner area, not in it (a test id "
        "is no path an owner is found by; its file, when the log names it, is in owner_files)",
    )


class TestRate(BaseModel):
    """A test's failure rate over the window: failed executions / executions of its job that ran it."""

    __test__ = False

    name: str
    job: str = Field(description="'workflow / job'")
    failures: int
    runs: int
    rate: float
    source: Literal["junit", "log"] = Field(description="junit: passes counted from JUnit; log: job executions")
    label: Label | None = None


class DayTrend(BaseModel):
    day: date
    attempts: int = Field(description="run attempts started that day")
    failed: int
    failure_rate: float | None = Field(description="failed / attempts; None on a day without runs")


class WorkflowTrend(BaseModel):
    workflow: str
    attempts: int
    failed_jobs: int
    red_minutes: float
    total_minutes: float


class Trends(BaseModel):
    days: list[DayTrend] = Field(default_factory=list)
    workflows: list[WorkflowTrend] = Field(default_factory=list)


class CategoryAccuracy(BaseModel):
    """How ci-triage's comments of one category were received."""

    category: str
    comments: int
    thumbs_up: int = 0
    thumbs_down: int = 0
    confused: int = 0
    replies: int = 0
    next_push_touched_cited_file: int = 0
    accepted: int = 0
    rejected: int = 0
    acceptance: float | None = Field(description="accepted / comments; None without comments")


class Accuracy(BaseModel):
    checked: bool = Field(description="False when comments could not be read (local mode, no permission, budget)")
    comments: int = 0
    categories: list[CategoryAccuracy] = Field(default_factory=list)


class Coverage(BaseModel):
    """What the scan saw and what it could not: the calls it spent and every gap."""

    source: Literal["github", "local"]
    partial: bool
    api_calls: int = 0
    api_budget: int | None = None
    run_attempts: int = 0
    jobs: int = 0
    failed_jobs: int = 0
    allowed_to_fail_jobs: int = Field(
        default=0, description="jobs that failed in a run attempt that passed (job-level continue-on-error)"
    )
    logs_read: int = 0
    gaps: list[EvidenceGap] = Field(default_factory=list)


class ScanReport(BaseModel):
    """The whole health report of one repository over one window."""

    schema_version: int = SCAN_SCHEMA_VERSION
    tool_version: str
    repository: str
    default_branch: str | None = None
    window: Window
    generated_at: datetime
    coverage: Coverage
    clusters: list[Cluster] = Field(default_factory=list, description="most runs affected first")
    tests: list[TestRate] = Field(default_factory=list)
    trends: Trends = Field(default_factory=Trends)
    accuracy: Accuracy
