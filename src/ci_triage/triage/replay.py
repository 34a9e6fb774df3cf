"""Re-run a recorded triage's decisions offline and report where they diverge.

A trace written by :func:`ci_triage.triage.driver.run_loop` holds the first state and, for every
step, the intent chosen, the event the world answered with (recorded GitHub responses and model
answers, already reduced to events) and the state that followed. Replaying feeds the recorded
events to :func:`~ci_triage.triage.reducer.reduce` and :func:`~ci_triage.triage.reducer.select_intent`
again — no network, no model — and compares each intent and state with the recorded one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from ci_triage.errors import InputError
from ci_triage.harness.events import Event as HarnessEvent
from ci_triage.harness.llm.replay import ReplayModel
from ci_triage.redact import default_redactor, redact_value
from ci_triage.triage.driver import state_record
from ci_triage.triage.events import EVENT_ADAPTER, Drafted, DraftFailed
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState


class Divergence(BaseModel):
    """One difference: the step (1-based), what differed, the recorded and the replayed value."""

    step: int
    what: str
    recorded: Any
    replayed: Any


class ReplayResult(BaseModel):
    steps: int
    final_phase: str
    divergences: list[Divergence]


def replay(path: Path) -> ReplayResult:
    """Replay the trace at ``path``. Raises :class:`InputError` when it is not a loop trace."""
    records = _records(path)
    states = [record for record in records if record.get("type") == "loop_state"]
    if not states:
        raise InputError(
            f"{path}: not a triage loop trace (no loop_state record). Loop traces come from the action "
            "(its trace-path output) or `ci-triage triage --run-id ID --trace FILE`; `ci-triage triage FILE "
            "--trace` records an analysis, which has no decisions to replay"
        )
    try:
        state = LoopState.model_validate(states[0]["state"])
    except ValidationError as error:
        raise InputError(f"{path}: the first loop_state record is not valid: {error.errors()[0]['msg']}") from None
    redactor = default_redactor()
    divergences: list[Divergence] = []
    step = 0
    pending_intent: dict[str, Any] | None = None
    for record in records[1:]:
        kind = record.get("type")
        if kind == "loop_intent":
            step += 1
            chosen = select_intent(state)
            replayed = chosen.model_dump(mode="json") if chosen else None
            if replayed != record.get("intent"):
                divergences.append(
                    Divergence(step=step, what="intent", recorded=record.get("intent"), replayed=replayed)
                )
            pending_intent = record.get("intent")
        elif kind == "loop_event" and pending_intent is not None:
            try:
                event = EVENT_ADAPTER.validate_python(record["event"])
            except (KeyError, ValidationError):
                raise InputError(f"{path}: step {step}: the recorded event is not valid") from None
            state = reduce(state, event)
        elif kind == "loop_state" and pending_intent is not None:
            replayed_state = redact_value(state_record(state), redactor)
            if replayed_state != record.get("state"):
                divergences.append(
                    Divergence(step=step, what="state", recorded=record.get("state"), replayed=replayed_state)
                )
            pending_intent = None
    final = select_intent(state)
    if final is not None:
        divergences.append(
            Divergence(step=step + 1, what="unfinished", recorded=None, replayed=final.model_dump(mode="json"))
        )
    return ReplayResult(steps=step, final_phase=state.phase, divergences=divergences)


def recorded_model(path: Path) -> ReplayModel:
    """A model that answers as the trace's model stage did: the responses of every model-stage
    draft, in order, under the recorded model's name (a draft that failed has none). Pass it as the
    model of a new triage to re-run that stage offline. Raises :class:`InputError` when the trace
    holds no model stage."""
    events: list[HarnessEvent] = []
    name = "replay"
    for record in _records(path):
        if record.get("type") != "loop_event" or record.get("event", {}).get("type") not in ("drafted", "draft_failed"):
            continue
        try:
            event = EVENT_ADAPTER.validate_python(record["event"])
        except ValidationError:
            raise InputError(f"{path}: a recorded draft is not valid") from None
        if isinstance(event, Drafted) and event.proposal.stage == "model":
            events += event.harness_events
            name = event.proposal.drafter
        elif isinstance(event, DraftFailed) and event.stage == "model":
            events += event.harness_events
    if not events:
        raise InputError(f"{path}: the trace holds no model stage to replay")
    return ReplayModel(events, name=name)


def _records(path: Path) -> list[dict[str, Any]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise InputError(f"{path}: cannot read the trace: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: not a JSONL trace (not UTF-8 text)") from None
    records = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            raise InputError(f"{path}:{number}: not a JSON line") from None
        if isinstance(record, dict):
            records.append(record)
    return records
