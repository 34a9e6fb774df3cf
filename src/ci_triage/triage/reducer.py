"""The pure half of the control plane: ``reduce(state, event) -> state`` and ``select_intent(state)``.

Neither touches GitHub, a model or the disk, so a trace of events replays to the same decisions
(``ci-triage replay``). Rules (``docs/triage.md``):

* evidence → classifying → drafting (too little evidence is ``Blocked``: a handoff); a failure
  classified ``unknown`` (no skill matched the failing step) is too little evidence too: it hands off
  saying what was checked and what to do next, unless a model is configured, which drafts first (its
  failure then hands off, and so does its verified draft when it says ``unknown`` too);
* a run or log that did not fail (``NothingToTriage``) → done, nothing drafted or posted; with
  ``resolve_when_green`` (goal comment) → resolving first: our earlier sticky comment is marked
  resolved (``CommentResolved``, whose failure is a note, never a handoff);
* a draft → verifying; a failed draft in the deterministic stage → handoff, in the model stage the
  deterministic comment stands: it is committed once more (its footer then says the model stage
  failed, and why: ``model_failure``) and the loop ends;
* a failed verification → collecting again with twice the budget, until ``max_attempts``, then a
  handoff; a passed one → ready_to_commit;
* a commit of the deterministic stage, with a model configured → drafting in the model stage
  (the comment is then updated in place); otherwise, when a fix was asked for and not yet tried,
  fixing (its section is added to the comment, verified again and committed), else done;
* ``Blocked`` (a permission or input missing) → handoff at once;
* every transition counts a step; reaching ``max_steps`` in a non-terminal phase hands off.
"""

from __future__ import annotations

from ci_triage.agent.llm.base import RunUsage
from ci_triage.logs.model import Classification
from ci_triage.report.handoff import Handoff
from ci_triage.triage.events import (
    Blocked,
    Classified,
    Classify,
    Collect,
    CommentResolved,
    CommentTarget,
    Draft,
    Drafted,
    DraftFailed,
    EvidenceCollected,
    FixProposed,
    HandoffReported,
    Intent,
    NothingToTriage,
    Post,
    Posted,
    ProposeFix,
    ReportHandoff,
    ResolveComment,
    TriageEvent,
    Verified,
    Verify,
    marker_for,
)
from ci_triage.triage.state import LoopState, Proposal


def select_intent(state: LoopState) -> Intent | None:
    """The next thing to do in ``state``; None when the loop has finished. Collection attempt ``n``
    gets ``n`` times the first attempt's excerpt budget (``state.budget_tokens``)."""
    match state.phase:
        case "collecting":
            return Collect(attempt=state.attempt, budget_tokens=state.budget_tokens * state.attempt)
        case "classifying":
            return Classify()
        case "drafting":
            return Draft(stage=state.stage)
        case "verifying":
            return Verify()
        case "ready_to_commit":
            return Post(goal=state.goal, stage=state.stage, comment=_comment_target(state))
        case "fixing":
            return ProposeFix()
        case "resolving":
            return ResolveComment()
        case "needs_human":
            return None if state.handoff is None or state.handoff.reported else ReportHandoff()
        case _:
            return None


def reduce(state: LoopState, event: TriageEvent) -> LoopState:
    """The state after ``event``; ``state`` itself is not modified."""
    following = _apply(state.model_copy(deep=True), event)
    following.steps = state.steps + 1
    if following.steps >= following.max_steps and not following.terminal:
        following.phase = "needs_human"
        following.handoff = Handoff(
            reason=(
                f"ci-triage stopped after {following.max_steps} steps (the max-steps input) while it was "
                f"{_DOING.get(state.phase, state.phase)}"
            ),
            missing="a conclusive diagnosis within the step limit",
            fix="raise the max-steps input, or read the trace to see where the loop went round",
        )
    return following


def _summed(total: RunUsage | None, usage: RunUsage | None) -> RunUsage | None:
    if usage is None:
        return total
    return usage if total is None else total.plus(usage)


def _apply(state: LoopState, event: TriageEvent) -> LoopState:
    match event:
        case EvidenceCollected(evidence=evidence):
            state.evidence = evidence
            state.notes.extend(note for note in evidence.notes if note not in state.notes)
            state.phase = "classifying"
        case Classified(classification=classification) if classification.category != "unknown":
            state.classification = classification
            state.phase = "drafting"
        case Classified(classification=classification) if state.model_configured:
            state.classification = classification
            state.stage = "model"  # the rules know nothing to say: the model drafts first
            state.phase = "drafting"
        case Classified(classification=classification):
            state.classification = classification
            _hand_off_unknown(state, classification)
        case Drafted(proposal=proposal):
            state.model_usage = _summed(state.model_usage, proposal.model_usage)
            state.proposal = proposal
            state.verification = None
            state.phase = "verifying"
        case NothingToTriage(reason=reason):
            state.nothing_to_triage = reason
            state.phase = "resolving" if state.resolve_when_green and state.goal == "comment" else "done"
        case CommentResolved(results=results, note=note):
            state.commits.extend(results)
            if note:
                state.notes.append(note)
            state.phase = "done"
        case DraftFailed(stage="model", reason=reason, usage=usage) if state.committed is not None:
            state.model_usage = _summed(state.model_usage, usage)
            state.model_failure = reason
            state.stage = "deterministic"
            state.proposal = state.committed
            state.verification = state.committed_verification
            state.phase = "ready_to_commit"
        case DraftFailed(stage="model", reason=reason, usage=usage) if state.commits:
            state.model_usage = _summed(state.model_usage, usage)
            state.model_failure = reason
            state.phase = "fixing" if _fix_pending(state) else "done"
        case DraftFailed(stage=stage, reason=reason, usage=usage):
            if stage == "model":
                state.model_usage = _summed(state.model_usage, usage)
                state.model_failure = reason
            _hand_off(state, f"no diagnosis could be drafted: {reason}", missing="a draft that passes verification")
        case Verified(verification=verification, proposal=proposal) if verification.passed and _left_unknown(
            state, proposal
        ):
            left_unknown = "its verified diagnosis left the category unknown"
            if state.classification is None or state.classification.category != "unknown":
                return _apply(state, DraftFailed(stage="model", reason=left_unknown))  # the rules' comment stands
            state.model_failure = left_unknown
            state.proposal = None  # nothing of it is shown: the handoff is the rules' own, as without a model
            _hand_off_unknown(state, state.classification, model=True)
        case Verified(verification=verification, proposal=proposal) if verification.passed:
            state.verification = verification
            state.proposal = proposal or state.proposal
            state.phase = "ready_to_commit"
        case Verified(verification=verification):
            state.verification = verification
            if state.attempt < state.max_attempts:
                state.attempt += 1
                state.proposal = None
                state.phase = "collecting"
            else:
                failed = ", ".join(verification.failed_checks) or "unknown check"
                if state.stage == "model":
                    state.model_failure = f"its diagnosis failed verification {state.attempt} time(s) ({failed})"
                _hand_off(
                    state,
                    f"the draft failed verification {state.attempt} time(s) ({failed})",
                    missing="a diagnosis whose every claim can be checked against the evidence",
                )
        case Posted(results=results):
            state.commits.extend(results)
            state.committed = state.proposal
            state.committed_verification = state.verification
            if (
                state.stage == "deterministic"
                and state.model_configured
                and state.model_failure is None
                and state.goal != "dry-run"
            ):
                state.stage = "model"
                state.attempt = 1
                state.proposal = None
                state.verification = None
                state.phase = "drafting"
            else:
                state.phase = "fixing" if _fix_pending(state) else "done"
        case FixProposed(fix=fix, section=section, markdown=markdown):
            state.fix = fix
            if section.strip() and state.proposal is not None:
                update = {"markdown": markdown, "sections": [*state.proposal.sections, section]}
                state.proposal = state.proposal.model_copy(update=update)
                state.verification = None
                state.phase = "verifying"
            else:
                state.phase = "done"
        case Blocked(reason=reason, missing=missing, fix=fix):
            _hand_off(state, reason, missing=missing, fix=fix)
        case HandoffReported(results=results):
            state.commits.extend(results)
            if state.handoff is not None:
                state.handoff.reported = True
    return state


_DOING = {
    "collecting": "collecting the evidence",
    "classifying": "classifying the failure",
    "drafting": "drafting a diagnosis",
    "verifying": "checking a draft against the evidence",
    "ready_to_commit": "about to write the diagnosis",
    "fixing": "proposing a fix",
    "resolving": "marking the earlier comment resolved",
}
"""What the loop was doing in each phase, in words for a handoff."""


def _fix_pending(state: LoopState) -> bool:
    """A fix was asked for, not yet attempted, and there is a verified diagnosis to fix."""
    return state.fix_requested and state.fix is None and state.proposal is not None


def _hand_off(state: LoopState, reason: str, *, missing: str | None, fix: str | None = None) -> None:
    state.phase = "needs_human"
    state.handoff = Handoff(reason=reason, missing=missing, fix=fix)


def _left_unknown(state: LoopState, proposal: Proposal | None) -> bool:
    """The model stage's verified draft (``proposal``, else the one in ``state``) says ``unknown``."""
    verified = proposal or state.proposal
    return state.stage == "model" and verified is not None and verified.diagnosis.category == "unknown"


def _hand_off_unknown(state: LoopState, classification: Classification, *, model: bool = False) -> None:
    """Hand off a failure no skill recognised (nor the ``model``, whose verified draft said ``unknown``
    too): what was checked (step, exit code, tool, skills) and what to do next
    (:func:`ci_triage.logs.unknown.explain_unknown`)."""
    unknown = "so its category is unknown" if not model else "and the model's diagnosis left its category unknown"
    state.phase = "needs_human"
    state.handoff = Handoff(
        reason=f"too little evidence: no skill matched the failing step's lines, {unknown}",
        missing="an error line that names the cause",
        fix=classification.next_step,
        checked=list(classification.checked),
    )


def _comment_target(state: LoopState) -> CommentTarget | None:
    """The pull request the sticky comment goes to, when the goal is a comment and there is one."""
    evidence = state.evidence
    pull = evidence.pull_request if evidence else None
    if state.goal != "comment" or evidence is None or pull is None:
        return None
    repository = evidence.run.repository if evidence.run else pull.base_repository
    return CommentTarget(
        repository=repository, pull_request=pull.number, from_fork=pull.from_fork, marker=marker_for(evidence)
    )
