"""Run the control plane to the end: select an intent, perform it, reduce the event, record all three.

The trace (JSONL, redacted, written atomically by :class:`ci_triage.trace.TraceWriter`) holds one
``loop_state`` record first, then for each step ``loop_intent``, ``loop_event`` and ``loop_state``
records. States are recorded without the evidence (it is in the ``evidence_collected`` event), so
``ci-triage replay`` can re-run every decision from the trace alone.
"""

from __future__ import annotations

from pydantic import BaseModel

from ci_triage.trace import TraceSink
from ci_triage.triage.effects import Effects
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState
from ci_triage.triage.trace_records import LoopEventRecord, LoopIntentRecord, LoopStateRecord, VerificationRecord


def run_loop(state: LoopState, effects: Effects, trace: TraceSink | None = None) -> LoopState:
    """Drive ``state`` to a terminal phase (or the end of the handoff report) and return it.

    ``trace`` receives every record (:mod:`ci_triage.triage.trace_records`); None records nothing.
    The step limit in the reducer bounds the loop; each pass performs exactly one intent.
    """
    _record(trace, LoopStateRecord(state=state))
    while (intent := select_intent(state)) is not None:
        _record(trace, LoopIntentRecord(intent=intent))
        event = effects.perform(intent, state)
        _record(trace, LoopEventRecord(event=event))
        if effects.details and intent.type == "verify":
            _record(trace, VerificationRecord(detail=effects.details[-1]))
        state = reduce(state, event)
        _record(trace, LoopStateRecord(state=state))
    return state


def _record(trace: TraceSink | None, record: BaseModel) -> None:
    if trace is not None:
        trace.write(record)
