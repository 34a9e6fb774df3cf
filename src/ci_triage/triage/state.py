"""``LoopState``: everything the control plane knows about one triage, as one pydantic value.

Phases follow the CI-triage loop (``docs/triage.md``)::

    collecting → classifying → drafting → verifying → ready_to_commit → done
                                                    └─► fixing → verifying (the comment with the fix) ─┘
                     any phase ──► needs_human (a handoff: what is missing and how to fix it)

A run that did not fail ends in ``done`` with ``nothing_to_triage`` set (no draft, no new
comment), after ``resolving`` — marking an earlier sticky comment of ours resolved — when asked.
A failed verification goes back to ``collecting`` (with a larger excerpt budget) until
``max_attempts``; a permission error hands off at once; ``max_steps`` transitions end in a handoff.
The state holds candidates only: ``proposal`` is a draft, ``commit`` what was actually written.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.agent.llm.base import RunUsage
from ci_triage.config.defaults import DEFAULT_BUDGET, DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_STEPS
from ci_triage.evidence.model import Evidence
from ci_triage.logs.model import Classification
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.prove.verification import VerificationSummary
from ci_triage.repair.result import FixSummary
from ci_triage.report.handoff import Handoff

TriagePhase = Literal[
    "collecting",
    "classifying",
    "drafting",
    "verifying",
    "ready_to_commit",
    "fixing",
    "resolving",
    "done",
    "needs_human",
]
TERMINAL_PHASES: frozenset[str] = frozenset({"done", "needs_human"})
Goal = Literal["comment", "summary", "dry-run"]
Stage = Literal["deterministic", "model"]


class Proposal(BaseModel):
    """A candidate comment: the diagnosis, its rendering, and which drafter made it."""

    stage: Stage
    diagnosis: Diagnosis
    markdown: str
    drafter: str = Field(description="'deterministic' or the model's name")
    sections: list[str] = Field(default_factory=list, description="ci-triage's own sections, e.g. the fix")
    first_request_tokens: int | None = None
    model_usage: RunUsage | None = Field(default=None, description="what the model draft cost (model drafts only)")


class PostResult(BaseModel):
    """What was written: where, and a link when there is one."""

    target: Literal["comment", "summary", "stdout", "check_run"]
    action: str = Field(description="created, updated, unchanged, or written")
    url: str | None = None
    stage: Stage | None = None


class LoopState(BaseModel):
    """One triage's state. ``steps`` counts transitions; ``attempt`` counts collection passes."""

    run_id: int | None = None
    goal: Goal = "comment"
    phase: TriagePhase = "collecting"
    stage: Stage = "deterministic"
    model_configured: bool = False
    fix_requested: bool = Field(default=False, description="mode patch / --propose-fix: propose a verified fix too")
    budget_tokens: int = Field(
        default=DEFAULT_BUDGET, ge=1, description="excerpt budget of the first collection attempt"
    )
    attempt: int = Field(default=1, ge=1)
    max_attempts: int = Field(default=DEFAULT_MAX_ATTEMPTS, ge=1)
    steps: int = Field(default=0, ge=0)
    max_steps: int = Field(default=DEFAULT_MAX_STEPS, ge=1)
    evidence: Evidence | None = None
    classification: Classification | None = None
    proposal: Proposal | None = None
    verification: VerificationSummary | None = None
    commits: list[PostResult] = Field(default_factory=list)
    fix: FixSummary | None = None
    handoff: Handoff | None = None
    nothing_to_triage: str | None = Field(
        default=None, description="why there is nothing to triage (the run did not fail)"
    )
    resolve_when_green: bool = Field(
        default=False, description="on a run that did not fail, mark our earlier sticky comment resolved (goal comment)"
    )
    committed: Proposal | None = Field(default=None, description="the verified proposal last committed")
    committed_verification: VerificationSummary | None = None
    model_failure: str | None = Field(
        default=None, description="why the model stage gave no diagnosis, when it did not"
    )
    notes: list[str] = Field(default_factory=list, description="what the final report should mention")
    model_usage: RunUsage | None = Field(default=None, description="requests and tokens of every model draft, summed")

    @property
    def terminal(self) -> bool:
        return self.phase in TERMINAL_PHASES

    @property
    def verified_proposal(self) -> Proposal | None:
        """The proposal, when the verifier passed it (only such a proposal may be shown anywhere)."""
        passed = self.verification is not None and self.verification.passed
        return self.proposal if passed else None
