"""Every kind of trace record, as one discriminated union on ``type``, and the reader that loads it.

Three parts, all written by :class:`ci_triage.trace.TraceWriter` (redacted, one JSON object a line):

- the triage loop (:func:`ci_triage.triage.driver.loop_records`): ``loop_state`` first, then per step
  ``loop_intent``, ``loop_event`` (a model-stage draft carries its harness events: model requests
  and responses, tool calls and results) and ``loop_state``; ``verification`` after a verify step;
- the analysis of a log file (``ci-triage triage FILE --trace``): ``input``, per member ``scan`` and
  ``decision``, an optional ``baseline``, then ``report``;
- the harness's own events (``AgentOptions.trace_path``): :data:`ci_triage.agent.events.AgentEvent`.

States are recorded without the evidence (it is in the ``evidence_collected`` event).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, TypeAdapter, field_serializer

from ci_triage.agent.events import AgentEvent
from ci_triage.base.redact import OWN_TEXT
from ci_triage.logs.model import Classification, TriageReport
from ci_triage.prove.verification import Verification
from ci_triage.trace import read_records
from ci_triage.triage.events import Intent, TriageEvent
from ci_triage.triage.state import LoopState

STATE_TRACE_EXCLUDE = {"evidence"}


class TracedRecord(BaseModel):
    """What every record of the triage and the analysis holds: seconds since the trace was opened."""

    at: float = 0.0


class LoopStateRecord(TracedRecord):
    type: Literal["loop_state"] = "loop_state"
    state: LoopState

    @field_serializer("state")
    def _without_evidence(self, state: LoopState) -> dict[str, Any]:
        return state_record(state)


class LoopIntentRecord(TracedRecord):
    type: Literal["loop_intent"] = "loop_intent"
    intent: Intent


class LoopEventRecord(TracedRecord):
    type: Literal["loop_event"] = "loop_event"
    event: TriageEvent


class VerificationRecord(TracedRecord):
    """The verifier's full result: one, or both when the comment was checked twice."""

    type: Literal["verification"] = "verification"
    detail: Verification | list[Verification]


class InputRecord(TracedRecord):
    type: Literal["input"] = "input"
    path: Annotated[str, OWN_TEXT]
    """The path the user gave, as given (never masked)."""
    kind: str
    members: list[str]


class SectionRecord(BaseModel):
    """One step (section) the first pass found: 1-based lines, how it ended, trigger lines in it."""

    index: int
    name: str
    start_line: int
    end_line: int
    exit_code: int | None = None
    cancelled: bool = False
    timed_out: bool = False
    trigger_lines: int = 0


class ScanRecord(TracedRecord):
    """The first pass over one log member: its format, size (lines, bytes) and steps."""

    type: Literal["scan"] = "scan"
    member: str | None
    format: str
    total_lines: int
    total_bytes: int
    sections: list[SectionRecord]


class ExcerptSpanRecord(BaseModel):
    """An excerpt span without its lines (the ``report`` record holds them)."""

    member: str | None = None
    start_line: int
    end_line: int
    step: str | None = None
    reason: Annotated[str, OWN_TEXT]
    tokens: int


class DecisionRecord(TracedRecord):
    """Which steps of one member failed, its classification and the excerpt's spans."""

    type: Literal["decision"] = "decision"
    member: str | None
    failing_sections: list[int]
    classification: Classification
    excerpt: list[ExcerptSpanRecord]


class BaselineJob(BaseModel):
    job: str
    lines: int
    templates: int


class BaselineComparison(BaseModel):
    member: str | None
    new_lines: int
    shared_share: float


class BaselineRecord(TracedRecord):
    """The passing log given with ``--baseline``, its jobs, and what each analysed job shared with it."""

    type: Literal["baseline"] = "baseline"
    path: Annotated[str, OWN_TEXT]
    jobs: list[BaselineJob]
    compared: list[BaselineComparison]


class ReportRecord(TracedRecord):
    type: Literal["report"] = "report"
    report: TriageReport


TraceRecord = Annotated[
    LoopStateRecord
    | LoopIntentRecord
    | LoopEventRecord
    | VerificationRecord
    | InputRecord
    | ScanRecord
    | DecisionRecord
    | BaselineRecord
    | ReportRecord
    | AgentEvent,
    Field(discriminator="type"),
]
"""Any record of any ci-triage trace; ``TRACE_RECORD`` picks the class from ``type``."""

TRACE_RECORD: TypeAdapter[TraceRecord] = TypeAdapter(TraceRecord)


def state_record(state: LoopState) -> dict[str, Any]:
    """The state as the trace records it (JSON-ready, without the evidence)."""
    return state.model_dump(mode="json", exclude=STATE_TRACE_EXCLUDE)


def read_trace(path: Path) -> list[TraceRecord]:
    """Every record of the trace at ``path``. Raises :class:`~ci_triage.base.errors.InputError` (exit 3)
    naming the line when a record's kind is unknown or a record does not match its kind."""
    return read_records(path, TRACE_RECORD)
