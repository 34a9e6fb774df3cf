"""Re-run a recorded triage offline from its trace and report the first place it diverges.

A trace written by :func:`ci_triage.triage.driver.loop_records` holds the first state and, for every
step, the intent chosen, the event the world answered with and the state that followed
(:mod:`ci_triage.triage.trace_records`). Replaying runs the triage again:

- the decisions: :func:`~ci_triage.triage.reducer.select_intent` and
  :func:`~ci_triage.triage.reducer.reduce`, compared with each recorded intent and state;
- the stages that need no network: classification, the rules' draft, the model stage (the model is
  a :class:`~ci_triage.agent.llm.replay.ReplayModel` answering with that step's recorded
  responses; the tools run again) and the verifier, each compared with the recorded event;
- what touched GitHub or the disk (collecting evidence, the comment, the fix, the handoff report)
  is not done again: the recorded event stands for it.

The job logs were downloaded to a scratch directory that is gone; the trace holds their excerpts
(redacted). Replay writes each log back with the excerpt's lines at their line numbers and blank
lines elsewhere, so the verifier and the tools re-read exactly the recorded lines: a citation or a
tool call that read lines outside the excerpt comes out differently and is reported as a divergence.
The repository checkout is not in the trace: when the recorded model stage was offered the
repository tools, replay offers them over an empty directory (a tool call into the repository then
returns something else, which the recorded answers do not depend on); file citations into the
checkout are not re-checked by the verifier. The
model stage is given the bundled skills, as the action's is (a triage run with other skills sends a
different first request, which replay reports as a divergence of the draft).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ci_triage.agent.events import AgentEvent, ModelRequested
from ci_triage.agent.llm.replay import ReplayModel
from ci_triage.base.errors import InputError
from ci_triage.base.redact import composed_redactor, own_texts, redact_value
from ci_triage.evidence.model import Evidence, JobLog, find_job_log
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.triage.effects import DraftOutcome, Effects
from ci_triage.triage.events import Classify, Draft, Drafted, DraftFailed, TriageEvent, Verify
from ci_triage.triage.reducer import reduce, select_intent
from ci_triage.triage.state import LoopState
from ci_triage.triage.trace_records import (
    LoopEventRecord,
    LoopIntentRecord,
    LoopStateRecord,
    TraceRecord,
    read_trace,
    state_record,
)

RERUN_INTENTS = (Classify, Draft, Verify)
"""The intents replay performs again; the others take the recorded event."""


class Divergence(BaseModel):
    """The first difference: the step (1-based), what differed (``intent``, ``event``, ``state`` or
    ``unfinished``), the recorded value and the one that came now (JSON, redacted)."""

    step: int
    what: str
    recorded: Any
    replayed: Any


class ReplayResult(BaseModel):
    """Steps replayed, the phase reached, the first divergence (None: every step matched), and the
    steps whose recorded event stood because what they read is not in the trace (``unchecked``)."""

    steps: int
    final_phase: str
    divergence: Divergence | None = None
    unchecked: list[str] = Field(default_factory=list)


@dataclass
class _Step:
    intent: LoopIntentRecord
    event: LoopEventRecord
    state: LoopStateRecord | None = None


def replay(path: Path) -> ReplayResult:
    """Re-run the triage recorded at ``path`` and stop at the first divergence. Raises
    :class:`InputError` when the file is not a triage loop trace (or a record is not valid)."""
    first, steps = _loop_steps(path, read_trace(path))
    state = first.state
    with tempfile.TemporaryDirectory(prefix="ci-triage-replay-") as scratch:
        world = _ReplayWorld(Path(scratch))
        for number, step in enumerate(steps, 1):
            chosen = select_intent(state)
            if chosen is None or _json(chosen) != _json(step.intent.intent):
                return _diverged(number, "intent", step.intent.intent, chosen, state, world.unchecked)
            event = world.perform(number, chosen, state, step.event.event)
            recorded, now = _comparable(step.event.event), _comparable(event)
            if now != recorded:
                return _diverged(number, "event", recorded, now, state, world.unchecked)
            state = reduce(state, event)
            if step.state is not None and _state(state) != state_record(step.state.state):
                return _diverged(number, "state", _state(step.state.state), _state(state), state, world.unchecked)
        final = select_intent(state)
    if final is not None:
        return _diverged(len(steps) + 1, "unfinished", None, final, state, world.unchecked)
    return ReplayResult(steps=len(steps), final_phase=state.phase, unchecked=world.unchecked)


def recorded_model(path: Path) -> ReplayModel:
    """A model that answers as the trace's model stage did: the responses of every model-stage
    draft, in order, under the recorded model's name (a draft that failed has none). Pass it as the
    model of a new triage to re-run that stage offline. Raises :class:`InputError` when the trace
    holds no model stage."""
    events: list[AgentEvent] = []
    name = "replay"
    for record in read_trace(path):
        if not isinstance(record, LoopEventRecord):
            continue
        event = record.event
        if isinstance(event, Drafted) and event.proposal.stage == "model":
            events += event.harness_events
            name = event.proposal.drafter
        elif isinstance(event, DraftFailed) and event.stage == "model":
            events += event.harness_events
    if not events:
        raise InputError(f"{path}: the trace holds no model stage to replay")
    return ReplayModel(events, name=name)


class _ReplayWorld:
    """Performs the re-runnable intents with the real stages (offline), answers the rest as recorded."""

    def __init__(self, scratch: Path) -> None:
        from ci_triage.propose.rules import rules_draft
        from ci_triage.triage.assemble import render_comment
        from ci_triage.triage.handoff_report import render_handoff
        from ci_triage.triage.proposal_verifier import ProposalVerifier

        self.scratch = scratch
        self.model_drafter = _RecordedModelDrafter()
        self.effects = Effects(
            source=_NoSource(),
            drafters={"deterministic": rules_draft, "model": self.model_drafter},
            verifier=ProposalVerifier(render_comment, None, ()),
            render=render_comment,
            render_handoff=render_handoff,
        )
        self._rebuilt: tuple[Evidence, Evidence] | None = None
        """The last recorded evidence and its copy with the logs rebuilt from the excerpts."""
        self.unchecked: list[str] = []

    def perform(self, step: int, intent: Any, state: LoopState, recorded: TriageEvent) -> TriageEvent:
        """The event of ``intent`` performed again, or ``recorded`` when it cannot be re-run offline."""
        if not isinstance(intent, RERUN_INTENTS) or state.evidence is None:
            return recorded
        outside = _cited_outside_excerpt(state.proposal.diagnosis, state.evidence) if state.proposal else []
        if isinstance(intent, Verify) and outside:
            self.unchecked.append(f"step {step} (verify): cites log lines not in the trace: {', '.join(outside)}")
            return recorded
        if isinstance(recorded, Drafted | DraftFailed):
            self.model_drafter.answer_with(recorded)
        evidence = self._with_excerpt_logs(state.evidence)
        event = self.effects.perform(intent, state.model_copy(update={"evidence": evidence}))
        if isinstance(recorded, Drafted) and _comparable(event) != _comparable(recorded):
            outside = _cited_outside_excerpt(recorded.proposal.diagnosis, state.evidence)
            sources = [c.citation for c in recorded.proposal.diagnosis.claims if c.citation.kind == "file"]
            if outside and recorded.proposal.stage == "deterministic":
                self.unchecked.append(
                    f"step {step} (draft): the rules read log lines not in the trace: {', '.join(outside)}"
                )
                return recorded
            if sources and recorded.proposal.stage == "deterministic":
                cited = ", ".join(f"{c.path}:{c.start_line}" for c in sources)
                self.unchecked.append(
                    f"step {step} (draft): the rules quoted the checkout, which the trace does not hold: {cited}"
                )
                return recorded
        return event

    def _with_excerpt_logs(self, evidence: Evidence) -> Evidence:
        """``evidence`` whose job logs are rebuilt from their excerpts (once per collected evidence)."""
        if self._rebuilt is None or self._rebuilt[0] is not evidence:
            directory = Path(tempfile.mkdtemp(dir=self.scratch))
            logs = [_excerpt_log(log, directory / f"job-{number}.log") for number, log in enumerate(evidence.logs)]
            self._rebuilt = (evidence, evidence.model_copy(update={"logs": logs}))
        return self._rebuilt[1]


def _excerpt_log(log: JobLog, path: Path) -> JobLog:
    """``log`` pointing at a file holding its excerpt's lines at their line numbers, blank elsewhere."""
    lines: dict[int, str] = {}
    for span in log.report.excerpt:
        for offset, text in enumerate(span.lines):
            lines[span.start_line + offset] = text
    last = max(lines, default=0)
    path.write_text("".join(lines.get(number, "") + "\n" for number in range(1, last + 1)), encoding="utf-8")
    return log.model_copy(update={"path": path})


def _cited_outside_excerpt(diagnosis: Diagnosis, evidence: Evidence) -> list[str]:
    """The log lines ``diagnosis`` cites that its job's excerpt (the part of the log in the trace)
    does not hold, as ``job:start-end``."""
    outside = []
    for claim in diagnosis.claims:
        citation = claim.citation
        log = find_job_log(citation, evidence) if citation.kind == "log" else None
        if log is None or citation.start_line is None:
            continue
        end = citation.end_line or citation.start_line
        held = {
            line for span in log.report.excerpt for line in range(span.start_line, span.start_line + len(span.lines))
        }
        if not set(range(citation.start_line, end + 1)) <= held:
            outside.append(f"{log.job.name}:{citation.start_line}-{end}")
    return outside


@dataclass
class _RecordedModelDrafter:
    """The model stage with a :class:`ReplayModel` of the step's recorded harness events."""

    events: list[AgentEvent] = field(default_factory=list)
    name: str = "replay"

    def answer_with(self, recorded: Drafted | DraftFailed) -> None:
        self.events = recorded.harness_events
        self.name = recorded.proposal.drafter if isinstance(recorded, Drafted) else "replay"

    def __call__(self, evidence: Evidence, /) -> DraftOutcome:
        from ci_triage.logs.skills import load_skills
        from ci_triage.propose import diagnose

        model = ReplayModel(self.events, name=self.name)
        with tempfile.TemporaryDirectory(prefix="ci-triage-replay-checkout-") as empty:
            repository = Path(empty) if self._offered_repository_tools() else None
            return diagnose(evidence, repository=repository, model=model, skills=load_skills(()).skills)

    def _offered_repository_tools(self) -> bool:
        """Whether the recorded run had a checkout: its first request offered the repository tools."""
        from ci_triage.propose.run import REPOSITORY_TOOLS

        first = next((event for event in self.events if isinstance(event, ModelRequested)), None)
        return first is not None and bool(set(REPOSITORY_TOOLS) & set(first.tools))


class _NoSource:
    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        raise AssertionError("replay never collects: the recorded evidence stands for it")


def _loop_steps(path: Path, records: list[TraceRecord]) -> tuple[LoopStateRecord, list[_Step]]:
    loop = [r for r in records if isinstance(r, LoopStateRecord | LoopIntentRecord | LoopEventRecord)]
    if not loop or not isinstance(loop[0], LoopStateRecord):
        raise InputError(
            f"{path}: not a triage loop trace (no loop_state record first). Loop traces come from the action "
            "(its trace-path output) or `ci-triage triage --run-id ID --trace FILE`; `ci-triage triage FILE "
            "--trace` records an analysis, which has no decisions to replay"
        )
    steps: list[_Step] = []
    intent: LoopIntentRecord | None = None
    for record in loop[1:]:
        if isinstance(record, LoopIntentRecord):
            intent = record
        elif isinstance(record, LoopEventRecord) and intent is not None:
            steps.append(_Step(intent=intent, event=record))
            intent = None
        elif isinstance(record, LoopStateRecord) and steps and steps[-1].state is None:
            steps[-1].state = record
    return loop[0], steps


def _diverged(
    step: int, what: str, recorded: Any, replayed: Any, state: LoopState, unchecked: list[str]
) -> ReplayResult:
    divergence = Divergence(step=step, what=what, recorded=_json(recorded), replayed=_json(replayed))
    return ReplayResult(steps=step, final_phase=state.phase, divergence=divergence, unchecked=unchecked)


def _json(value: Any) -> Any:
    dumped = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
    return redact_value(dumped, composed_redactor(), own_texts(value))


def _comparable(event: TriageEvent) -> Any:
    """An event as JSON without the harness's run ids and clocks (its events are compared through
    what they produced: the proposal)."""
    dumped = event.model_dump(mode="json", exclude={"harness_events"})
    return redact_value(dumped, composed_redactor(), own_texts(event))


def _state(state: LoopState) -> dict[str, Any]:
    return redact_value(state_record(state), composed_redactor(), own_texts(state))
