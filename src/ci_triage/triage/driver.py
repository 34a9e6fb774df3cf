"""Run the control plane to the end: select an intent, perform it, reduce the event, record all three.

The trace (JSONL, redacted, written atomically by :class:`ci_triage.trace.TraceWriter`) holds one
``loop_state`` record first, then for each step ``loop_intent``, ``loop_event`` and ``loop_state``
records. States are recorded without the evidence (it is in the ``evidence_collected`` event), so
``ci-triage replay`` can re-run every decision from the trace alone.
"""

from __future__ import annotations

from typing import Any, Protocol

from ci_triage.triage.effects import Effects
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState
from ci_triage.verification import Verification

STATE_TRACE_EXCLUDE = {"evidence"}


class TraceSink(Protocol):
    """Where the loop's records go, e.g. :class:`ci_triage.trace.TraceWriter`."""

    def write(self, record_type: str, **fields: Any) -> None: ...


def state_record(state: LoopState) -> dict[str, Any]:
    """The state as the trace records it (JSON-ready, without the evidence)."""
    return state.model_dump(mode="json", exclude=STATE_TRACE_EXCLUDE)


def run_loop(state: LoopState, effects: Effects, trace: TraceSink | None = None) -> LoopState:
    """Drive ``state`` to a terminal phase (or the end of the handoff report) and return it.

    ``trace`` receives every record; None records nothing.
    The step limit in the reducer bounds the loop; each pass performs exactly one intent.
    """
    _record(trace, "loop_state", state=state_record(state))
    while (intent := select_intent(state)) is not None:
        _record(trace, "loop_intent", intent=intent.model_dump(mode="json"))
        event = effects.perform(intent, state)
        _record(trace, "loop_event", event=event.model_dump(mode="json"))
        if effects.details and intent.type == "verify":
            _record(trace, "verification", detail=_verification_record(effects.details[-1]))
        state = reduce(state, event)
        _record(trace, "loop_state", state=state_record(state))
    return state


def _record(trace: TraceSink | None, record_type: str, **fields: Any) -> None:
    if trace is not None:
        trace.write(record_type, **fields)


def _verification_record(detail: Verification | list[Verification]) -> Any:
    """The full verification as JSON: one result, or both when the comment was checked twice."""
    if isinstance(detail, list):
        return [verification.model_dump(mode="json") for verification in detail]
    return detail.model_dump(mode="json")
