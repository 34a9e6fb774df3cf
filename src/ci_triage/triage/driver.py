"""Run the control plane to the end: select an intent, perform it, reduce the event, and yield all three.

The driver yields typed records (:mod:`ci_triage.triage.trace_records`) and writes nothing: the
caller decides where they go (``triage_run`` writes them with :class:`ci_triage.trace.TraceWriter`,
JSONL, redacted, atomically). The records are one ``loop_state`` first, then for each step
``loop_intent``, ``loop_event`` (``verification`` after a verify step) and ``loop_state``. States
are written without the evidence (it is in the ``evidence_collected`` event), so ``ci-triage
replay`` can re-run every decision from the trace alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from ci_triage.triage.effects import Effects
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState
from ci_triage.triage.trace_records import LoopEventRecord, LoopIntentRecord, LoopStateRecord, VerificationRecord

LoopRecord = LoopStateRecord | LoopIntentRecord | LoopEventRecord | VerificationRecord


def loop_records(state: LoopState, effects: Effects) -> Iterator[LoopRecord]:
    """Drive ``state`` to a terminal phase (or the end of the handoff report), yielding every record.

    The last record is the :class:`LoopStateRecord` of the final state. Each record is yielded
    before the next intent is performed, so a caller that writes records as they come keeps the
    trace up to the step whose effect raised. The step limit in the reducer bounds the loop; each
    pass performs exactly one intent.
    """
    yield LoopStateRecord(state=state)
    while (intent := select_intent(state)) is not None:
        yield LoopIntentRecord(intent=intent)
        event = effects.perform(intent, state)
        yield LoopEventRecord(event=event)
        if effects.details and intent.type == "verify":
            yield VerificationRecord(detail=effects.details[-1])
        state = reduce(state, event)
        yield LoopStateRecord(state=state)
