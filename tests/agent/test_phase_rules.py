"""Properties of the phase machine over any sequence of calls (hypothesis): the gate and the
moves agree with the rules in ``phases.py`` whatever the model does."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from ci_triage.agent.phases import PROFILES, AgentPhase, PhaseTracker, ToolKind, gate

WORKING_KINDS = [ToolKind.READ, ToolKind.PLAN, ToolKind.MUTATE, ToolKind.EXECUTE]
calls = st.lists(st.tuples(st.sampled_from(WORKING_KINDS), st.booleans()), max_size=40)


@given(calls)
def test_moves_follow_what_the_model_does(sequence):
    tracker = PhaseTracker()
    for kind, fails in sequence:
        before = tracker.phase
        if gate(before, kind, PROFILES["scratch-write"]) is not None:
            continue
        tracker.after_call(kind, failed_check=fails and kind is ToolKind.EXECUTE)
        after = tracker.phase
        if kind is ToolKind.READ:
            assert after is before
        elif kind is ToolKind.MUTATE:
            assert after is AgentPhase.EDIT
            assert before is not AgentPhase.EXPLORE  # no change without a plan
        elif kind is ToolKind.EXECUTE:
            assert after is (AgentPhase.RECOVER if fails else AgentPhase.VERIFY)
            assert before not in (AgentPhase.EXPLORE, AgentPhase.PLAN)  # no check before a change
        assert after is not AgentPhase.COMPLETE


@given(calls)
def test_read_only_profile_never_lets_a_change_or_a_command_through(sequence):
    tracker = PhaseTracker()
    for kind, fails in sequence:
        allowed = gate(tracker.phase, kind, PROFILES["read-only"]) is None
        if kind in (ToolKind.MUTATE, ToolKind.EXECUTE):
            assert not allowed
        if allowed:
            tracker.after_call(kind, failed_check=fails and kind is ToolKind.EXECUTE)
    assert tracker.phase in (AgentPhase.EXPLORE, AgentPhase.PLAN)


def test_nothing_runs_once_complete():
    tracker = PhaseTracker()
    tracker.complete()
    assert all(gate(tracker.phase, kind, PROFILES["scratch-write"]) for kind in ToolKind)
