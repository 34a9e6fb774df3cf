"""The pure control plane: transitions, retries, handoffs and the step limit, without any I/O."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.evidence.model import Evidence
from ci_triage.logs.model import Classification
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.prove.verification import VerificationSummary
from ci_triage.triage.events import (
    Blocked,
    Classified,
    Drafted,
    DraftFailed,
    EvidenceCollected,
    HandoffReported,
    NothingToTriage,
    Posted,
    Verified,
)
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState, PostResult, Proposal

CLASSIFICATION = Classification(category="test failure", confidence=0.8)
DIAGNOSIS = Diagnosis(root_cause="test_x fails", category="test failure", confidence=0.8)


def proposal(stage="deterministic"):
    return Proposal(stage=stage, diagnosis=DIAGNOSIS, markdown="<!-- m -->\nbody\n", drafter=stage)


PASSED = Verified(verification=VerificationSummary(passed=True))
FAILED = Verified(verification=VerificationSummary(passed=False, failed_checks=["quote"]))
UP_TO_DRAFT = [
    EvidenceCollected(evidence=Evidence()),
    Classified(classification=CLASSIFICATION),
    Drafted(proposal=proposal()),
]
COMMENTED = Posted(results=[PostResult(target="comment", action="created", url="https://x/1")])


def drive(state: LoopState, events):
    """Feed ``events`` in order, checking each one answers the intent chosen before it."""
    intents = []
    for event in events:
        intent = select_intent(state)
        assert intent is not None, f"loop ended before {event.type}"
        intents.append(intent.type)
        state = reduce(state, event)
    return state, intents


def test_without_a_model_the_loop_collects_classifies_drafts_verifies_commits_and_ends():
    state, intents = drive(
        LoopState(run_id=7),
        [*UP_TO_DRAFT, PASSED, COMMENTED],
    )
    assert intents == ["collect", "classify", "draft", "verify", "commit"]
    assert state.phase == "done"
    assert select_intent(state) is None
    assert state.commits[0].url == "https://x/1"


def test_with_a_model_the_deterministic_comment_is_posted_first_then_the_model_draft_updates_it():
    state, intents = drive(
        LoopState(model_configured=True),
        [*UP_TO_DRAFT, PASSED, COMMENTED, Drafted(proposal=proposal("model")), PASSED, COMMENTED],
    )
    assert intents[4:] == ["commit", "draft", "verify", "commit"]
    assert state.phase == "done"
    assert len(state.commits) == 2
    assert state.proposal.stage == "model"


def test_a_failed_verification_collects_again_with_twice_the_budget_then_hands_off():
    state = LoopState(budget_tokens=1000)
    state, _ = drive(
        state,
        [*UP_TO_DRAFT, FAILED],
    )
    assert state.phase == "collecting"
    assert state.attempt == 2
    assert select_intent(state).budget_tokens == 2000
    state, _ = drive(
        state,
        [*UP_TO_DRAFT, FAILED],
    )
    assert state.phase == "needs_human"
    assert "failed verification 2 time(s) (quote)" in state.handoff.reason
    assert select_intent(state).type == "report_handoff"
    state = reduce(state, HandoffReported(results=[]))
    assert select_intent(state) is None


def test_a_permission_error_hands_off_at_once_with_the_fix():
    blocked = Blocked(during="commit", reason="403", missing="pull-requests: write", fix="permissions: ...")
    state, _ = drive(
        LoopState(),
        [*UP_TO_DRAFT, PASSED, blocked],
    )
    assert state.phase == "needs_human"
    assert state.handoff.missing == "pull-requests: write"
    assert state.handoff.fix == "permissions: ..."


def test_a_failed_model_draft_commits_the_rules_comment_again_to_say_so_and_ends():
    state, intents = drive(
        LoopState(model_configured=True),
        [*UP_TO_DRAFT, PASSED, COMMENTED, DraftFailed(stage="model", reason="no answer"), COMMENTED],
    )
    assert intents[-2:] == ["draft", "commit"]
    assert state.phase == "done", "the model is not asked again"
    assert state.model_failure == "no answer"
    assert state.proposal.stage == "deterministic"


def test_a_run_that_did_not_fail_ends_at_once_with_nothing_to_triage():
    state, intents = drive(LoopState(model_configured=True), [NothingToTriage(reason="run 7 did not fail")])
    assert intents == ["collect"]
    assert (state.phase, state.nothing_to_triage, state.handoff) == ("done", "run 7 did not fail", None)


def test_a_failed_deterministic_draft_hands_off():
    state, _ = drive(
        LoopState(),
        [*UP_TO_DRAFT[:2], DraftFailed(stage="deterministic", reason="nothing to cite")],
    )
    assert state.phase == "needs_human"
    assert "nothing to cite" in state.handoff.reason


def test_the_step_limit_ends_in_a_handoff():
    state, _ = drive(
        LoopState(max_steps=2), [EvidenceCollected(evidence=Evidence()), Classified(classification=CLASSIFICATION)]
    )
    assert state.phase == "needs_human"
    expected = "ci-triage stopped after 2 steps (the max-steps input) while it was classifying the failure"
    assert state.handoff.reason == expected


EVENTS = st.sampled_from(
    [
        EvidenceCollected(evidence=Evidence()),
        Classified(classification=CLASSIFICATION),
        Drafted(proposal=proposal()),
        DraftFailed(stage="model", reason="r"),
        PASSED,
        FAILED,
        COMMENTED,
        Blocked(during="collect", reason="r"),
        HandoffReported(results=[]),
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(EVENTS, min_size=1, max_size=60), st.booleans())
def test_any_event_sequence_leaves_the_input_untouched_and_ends_within_the_step_limit(events, model):
    state = LoopState(model_configured=model, max_steps=10)
    for event in events:
        before = state.model_dump()
        following = reduce(state, event)
        assert state.model_dump() == before
        state = following
        if state.steps >= state.max_steps:
            assert state.terminal
    if state.phase == "needs_human":
        assert state.handoff is not None


def test_a_requested_fix_follows_the_commit_and_its_comment_is_verified_and_committed_again():
    from ci_triage.repair.result import FixSummary
    from ci_triage.triage.events import FixProposed

    state, _ = drive(LoopState(fix_requested=True), [*UP_TO_DRAFT, PASSED, COMMENTED])
    assert state.phase == "fixing"
    assert select_intent(state).type == "propose_fix"
    fixed = FixProposed(
        fix=FixSummary(status="verified"), section="**Fix:** a patch", markdown="<!-- m -->\nbody+fix\n"
    )
    state, intents = drive(state, [fixed, PASSED, COMMENTED])
    assert intents == ["propose_fix", "verify", "commit"]
    assert state.phase == "done"
    assert state.proposal.sections == ["**Fix:** a patch"]
    assert state.proposal.markdown.endswith("body+fix\n")
    assert select_intent(state) is None


def test_with_a_model_the_fix_comes_after_the_model_stage():
    state, _ = drive(
        LoopState(fix_requested=True, model_configured=True),
        [*UP_TO_DRAFT, PASSED, COMMENTED, Drafted(proposal=proposal("model")), PASSED, COMMENTED],
    )
    assert state.phase == "fixing"


UNKNOWN = Classification(
    category="unknown",
    confidence=0.0,
    checked=["failing step: “Run make” (log lines 1–2)", "exit code: 3"],
    next_step="Run the command of step “Run make” locally and read its first error.",
)


def test_an_unknown_failure_hands_off_with_what_was_checked_and_drafts_nothing():
    state, intents = drive(LoopState(), [EvidenceCollected(evidence=Evidence()), Classified(classification=UNKNOWN)])
    assert intents == ["collect", "classify"]
    assert state.phase == "needs_human"
    assert state.classification == UNKNOWN
    assert state.handoff is not None
    assert state.handoff.checked == UNKNOWN.checked
    assert state.handoff.fix == UNKNOWN.next_step
    assert select_intent(state).type == "report_handoff"  # type: ignore[union-attr]


def test_with_a_model_an_unknown_failure_goes_to_the_model_and_its_failure_hands_off():
    state, intents = drive(
        LoopState(model_configured=True),
        [
            EvidenceCollected(evidence=Evidence()),
            Classified(classification=UNKNOWN),
            DraftFailed(stage="model", reason="max-turns reached"),
        ],
    )
    assert intents == ["collect", "classify", "draft"]
    assert state.phase == "needs_human"
    assert state.model_failure == "max-turns reached"
    assert state.handoff is not None
    assert "max-turns reached" in state.handoff.reason


def unknown_model_proposal() -> Proposal:
    diagnosis = Diagnosis(root_cause="the script stopped", category="unknown", confidence=0.2)
    return Proposal(stage="model", diagnosis=diagnosis, markdown="<!-- m -->\nunknown\n", drafter="scripted")


def test_with_a_model_an_unknown_failure_whose_verified_draft_says_unknown_hands_off_as_without_one():
    state, intents = drive(
        LoopState(model_configured=True),
        [
            EvidenceCollected(evidence=Evidence()),
            Classified(classification=UNKNOWN),
            Drafted(proposal=unknown_model_proposal()),
            PASSED,
        ],
    )
    assert intents == ["collect", "classify", "draft", "verify"]
    assert state.phase == "needs_human"
    assert state.handoff is not None
    assert state.handoff.checked == UNKNOWN.checked
    assert state.handoff.fix == UNKNOWN.next_step
    assert "the model's diagnosis left its category unknown" in state.handoff.reason
    assert state.verified_proposal is None, "the unknown draft is never posted"
    assert select_intent(state).type == "report_handoff"  # type: ignore[union-attr]


def test_a_model_draft_that_says_unknown_after_the_rules_comment_leaves_that_comment_standing():
    state, intents = drive(
        LoopState(model_configured=True),
        [*UP_TO_DRAFT, PASSED, COMMENTED, Drafted(proposal=unknown_model_proposal()), PASSED],
    )
    assert intents[-2:] == ["draft", "verify"]
    assert state.phase == "ready_to_commit"
    assert state.proposal is not None
    assert state.proposal.diagnosis == DIAGNOSIS
    assert state.model_failure == "its verified diagnosis left the category unknown"
