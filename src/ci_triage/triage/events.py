"""Intents (what the control plane wants done next) and events (what happened when it was done).

``select_intent`` turns a state into an intent; ``effects.perform`` turns an intent into an event;
``reduce`` folds the event into the next state. Both are pydantic models with a literal ``type``,
so the trace records them as JSON and ``ci-triage replay`` loads them back.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter

from ci_triage.agent.events import AgentEvent
from ci_triage.agent.llm.base import RunUsage
from ci_triage.evidence.model import Evidence
from ci_triage.logs.model import Classification
from ci_triage.prove.verification import VerificationSummary
from ci_triage.repair.result import FixSummary
from ci_triage.triage.state import Goal, PostResult, Proposal, Stage

# -- intents ---------------------------------------------------------------------------------------


class Collect(BaseModel):
    """Gather the evidence; ``budget_tokens`` is the excerpt budget of this attempt."""

    type: Literal["collect"] = "collect"
    attempt: int
    budget_tokens: int


class Classify(BaseModel):
    """Decide the category from the evidence and whether it is enough to diagnose."""

    type: Literal["classify"] = "classify"


class Draft(BaseModel):
    """Draft a diagnosis and its comment: ``stage`` says with the built-in rules or the model."""

    type: Literal["draft"] = "draft"
    stage: Stage


class Verify(BaseModel):
    """Check the proposal against the evidence, independently of whoever drafted it."""

    type: Literal["verify"] = "verify"


class CommentTarget(BaseModel):
    """Where the sticky comment goes: the pull request ``pull_request`` of ``repository``
    (``owner/name``), whether it comes from a fork, and the hidden marker that finds our comment."""

    repository: str
    pull_request: int
    from_fork: bool
    marker: str


def marker_for(evidence: Evidence | None) -> str:
    """The hidden first line that identifies the sticky comment of one workflow on one PR:
    ``<!-- ci-triage:comment:workflow-<workflow id> -->`` (``…:local`` for logs on disk)."""
    run = evidence.run if evidence else None
    return f"<!-- ci-triage:comment:{f'workflow-{run.workflow_id}' if run else 'local'} -->"


class Post(BaseModel):
    """Write the verified proposal: a sticky comment on ``comment`` (None: no pull request to comment
    on), a job summary, or (dry run) standard output."""

    type: Literal["commit"] = "commit"
    goal: Goal
    stage: Stage
    comment: CommentTarget | None = None


class ProposeFix(BaseModel):
    """Make, verify and (where allowed) open a candidate fix for the committed diagnosis."""

    type: Literal["propose_fix"] = "propose_fix"


class ReportHandoff(BaseModel):
    """Tell a human what was found and what is missing (job summary, outputs, standard output)."""

    type: Literal["report_handoff"] = "report_handoff"


class ResolveComment(BaseModel):
    """The run did not fail: mark our earlier sticky comment on its pull request resolved, if any."""

    type: Literal["resolve_comment"] = "resolve_comment"


Intent = Annotated[
    Collect | Classify | Draft | Verify | Post | ProposeFix | ReportHandoff | ResolveComment,
    Field(discriminator="type"),
]

# -- events ----------------------------------------------------------------------------------------


class EvidenceCollected(BaseModel):
    type: Literal["evidence_collected"] = "evidence_collected"
    evidence: Evidence


class Classified(BaseModel):
    """The primary failing job's classification (too little evidence is a ``Blocked`` event instead)."""

    type: Literal["classified"] = "classified"
    classification: Classification


class Drafted(BaseModel):
    """A proposal; ``harness_events`` are the drafting run's events (model requests and responses,
    tool calls and results), so the trace holds the whole stage and a replay can re-run it."""

    type: Literal["drafted"] = "drafted"
    proposal: Proposal
    harness_events: list[AgentEvent] = Field(default_factory=list)


class DraftFailed(BaseModel):
    """No proposal, and why; ``harness_events`` as for :class:`Drafted` (empty when no run started)."""

    type: Literal["draft_failed"] = "draft_failed"
    stage: Stage
    reason: str
    harness_events: list[AgentEvent] = Field(default_factory=list)
    usage: RunUsage | None = Field(default=None, description="the model's requests and tokens, when a model ran")


class Verified(BaseModel):
    """The verifier's decision; ``proposal`` is the draft with every dropped claim removed."""

    type: Literal["verified"] = "verified"
    verification: VerificationSummary
    proposal: Proposal | None = None


class Posted(BaseModel):
    type: Literal["committed"] = "committed"
    results: list[PostResult]


class FixProposed(BaseModel):
    """The fix's outcome, its comment section (a PR link or a suggestion) and the comment with it."""

    type: Literal["fix_proposed"] = "fix_proposed"
    fix: FixSummary
    section: str
    markdown: str


class Blocked(BaseModel):
    """An effect could not proceed: a missing permission, input or evidence. Hands off at once."""

    type: Literal["blocked"] = "blocked"
    during: str = Field(description="the intent type that was blocked")
    reason: str
    missing: str | None = None
    fix: str | None = None


class NothingToTriage(BaseModel):
    """The run or log did not fail (a green run, a log without a failure): the loop ends quietly."""

    type: Literal["nothing_to_triage"] = "nothing_to_triage"
    reason: str


class CommentResolved(BaseModel):
    """What became of the earlier sticky comment on a green run: ``results`` (empty when there was
    none) and ``note`` (why it could not be resolved, when it could not; never a handoff)."""

    type: Literal["comment_resolved"] = "comment_resolved"
    results: list[PostResult] = Field(default_factory=list)
    note: str | None = None


class HandoffReported(BaseModel):
    type: Literal["handoff_reported"] = "handoff_reported"
    results: list[PostResult]


TriageEvent = Annotated[
    EvidenceCollected
    | Classified
    | Drafted
    | DraftFailed
    | Verified
    | Posted
    | FixProposed
    | Blocked
    | NothingToTriage
    | CommentResolved
    | HandoffReported,
    Field(discriminator="type"),
]

INTENT_ADAPTER: TypeAdapter[Intent] = TypeAdapter(Intent)
EVENT_ADAPTER: TypeAdapter[TriageEvent] = TypeAdapter(TriageEvent)
