"""Typed events of a run and the emitter that delivers them.

Every event is its own pydantic model with a literal ``type`` (idea from inspect_ai's
``event/_tool.py``), and :data:`AgentEvent` is their discriminated union, so a JSONL trace loads back
into objects with :func:`load_event`. ``seq`` is 1-based and increases by one per event in a run;
``time`` is seconds since the Unix epoch (float). Token counts are tokens, never characters.
"""

from __future__ import annotations

import logging
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import AliasChoices, BaseModel, Field, TypeAdapter

from ci_triage.agent.errors import RunError

log = logging.getLogger(__name__)


class BaseEvent(BaseModel):
    """Fields every event carries: the run it belongs to, its 1-based order, and when."""

    run_id: str = ""
    seq: int = 0
    time: float = 0.0


class RunStarted(BaseEvent):
    type: Literal["run.started"] = "run.started"
    task: str
    model: str
    max_steps: int
    token_budget: int


class RunCompleted(BaseEvent):
    """The run ended with a result; ``status`` and ``stop_reason`` as in ``RunResult``."""

    type: Literal["run.completed"] = "run.completed"
    status: str
    stop_reason: str
    summary: str = ""
    steps: int
    tokens_used: int


class RunFailed(BaseEvent):
    type: Literal["run.failed"] = "run.failed"
    error: RunError
    stop_reason: str


class RunInterrupted(BaseEvent):
    type: Literal["run.interrupted"] = "run.interrupted"
    reason: str


class RunWarning(BaseEvent):
    """A guard's note or a recoverable problem (``code`` names which)."""

    type: Literal["run.warning"] = "run.warning"
    code: str
    message: str


class StepStarted(BaseEvent):
    type: Literal["step.started"] = "step.started"
    step: int


class StepEnded(BaseEvent):
    type: Literal["step.ended"] = "step.ended"
    step: int
    input_tokens: int
    output_tokens: int


class TextDelta(BaseEvent):
    type: Literal["text.delta"] = "text.delta"
    delta: str


class TextEnd(BaseEvent):
    type: Literal["text.end"] = "text.end"
    text: str


class ModelRequested(BaseEvent):
    """What one step sends to the model, without repeating history: ``system_prompt`` only when
    it changed since the previous request, ``new_messages`` the messages appended since then
    (all of them after a compaction), ``tools`` the names offered."""

    type: Literal["model.request"] = "model.request"
    step: int
    system_prompt: str | None = None
    new_messages: list[dict[str, Any]]
    tools: list[str]
    temperature: float | None = None
    estimated_tokens: int


class ModelResponded(BaseEvent):
    """The model's whole answer for one step; ``ReplayModel`` answers from these."""

    type: Literal["model.response"] = "model.response"
    response: dict[str, Any]
    purpose: Literal["step", "summary"] = "step"
    """``summary`` for a compaction summary (``ReplayModel`` replays each purpose in order)."""


class ToolStarted(BaseEvent):
    type: Literal["tool.started"] = "tool.started"
    tool_call_id: str
    tool: str
    arguments: dict[str, Any]


class ToolOutput(BaseEvent):
    """A chunk of a running tool's output (terminal tools stream stdout+stderr)."""

    type: Literal["tool.output"] = "tool.output"
    tool_call_id: str
    chunk: str


class ToolCompleted(BaseEvent):
    type: Literal["tool.completed"] = "tool.completed"
    tool_call_id: str
    tool: str
    output: str


class ToolFailed(BaseEvent):
    """The call was refused or failed; the model sees ``error.message`` as the tool result."""

    type: Literal["tool.failed"] = "tool.failed"
    tool_call_id: str
    tool: str
    error: RunError


class PermissionRequired(BaseEvent):
    """The call waits for ``AgentHarness.resolve_permission(tool_call_id, "allow"|"deny")``."""

    type: Literal["permission.required"] = "permission.required"
    tool_call_id: str
    tool: str
    arguments: dict[str, Any]


class MCPApprovalRequired(BaseEvent):
    """An MCP tool call waits for a person: answer with
    ``AgentHarness.resolve_permission(tool_call_id, "allow"|"deny")``. ``tool`` is the exposed
    name (``server__tool``), ``server`` and ``mcp_tool`` its parts, ``reason`` why it is not
    read-only (server not approved, tool not annotated read-only, server disabled or unknown)."""

    type: Literal["mcp.approval_required"] = "mcp.approval_required"
    tool_call_id: str
    tool: str
    server: str
    mcp_tool: str
    arguments: dict[str, Any]
    reason: str


class AskUserRequired(BaseEvent):
    """The model asked a question; answer with ``AgentHarness.respond(tool_call_id, answer)``."""

    type: Literal["ask_user.required"] = "ask_user.required"
    tool_call_id: str
    question: str


class PhaseChanged(BaseEvent):
    type: Literal["phase.changed"] = "phase.changed"
    from_: str = Field(validation_alias=AliasChoices("from", "from_"), serialization_alias="from")
    to: str
    reason: str


class CompactionStarted(BaseEvent):
    type: Literal["compaction.started"] = "compaction.started"
    tokens_before: int


class CompactionCompleted(BaseEvent):
    """``fallback`` is true when the deterministic summary replaced the model's."""

    type: Literal["compaction.completed"] = "compaction.completed"
    tokens_before: int
    tokens_after: int
    fallback: bool


class ContextUpdated(BaseEvent):
    """The context changed: estimated prompt tokens and the number of messages, after each step
    and whenever a tool changes the system prompt. ``reason`` says what changed (``step``,
    ``skill:<id>``, ``sub_context:<name>:on`` / ``:off``)."""

    type: Literal["context.updated"] = "context.updated"
    tokens: int
    messages: int
    reason: str = "step"


class TodoUpdated(BaseEvent):
    type: Literal["todo.updated"] = "todo.updated"
    todos: list[dict[str, str]]


class AgentState(BaseEvent):
    type: Literal["agent.state"] = "agent.state"
    phase: str
    step: int
    tokens_used: int


AgentEvent = Annotated[
    RunStarted
    | RunCompleted
    | RunFailed
    | RunInterrupted
    | RunWarning
    | StepStarted
    | StepEnded
    | TextDelta
    | TextEnd
    | ModelRequested
    | ModelResponded
    | ToolStarted
    | ToolOutput
    | ToolCompleted
    | ToolFailed
    | PermissionRequired
    | MCPApprovalRequired
    | AskUserRequired
    | PhaseChanged
    | CompactionStarted
    | CompactionCompleted
    | ContextUpdated
    | TodoUpdated
    | AgentState,
    Field(discriminator="type"),
]
"""Any event; ``TypeAdapter(Event)`` picks the class from ``type``."""

EVENT_ADAPTER: TypeAdapter[AgentEvent] = TypeAdapter(AgentEvent)

EventHandler = Callable[[AgentEvent], object]


def load_event(line: str) -> AgentEvent:
    """Parse one JSONL trace line into its event class; raises ``pydantic.ValidationError``."""
    return EVENT_ADAPTER.validate_json(line)


class EventEmitter:
    """Delivers events to handlers registered per ``type`` (or ``"*"`` for all), in order.

    A handler that raises is logged (``logging`` at ERROR) and ignored: observers never stop a run.
    """

    def __init__(self, run_id: str = "") -> None:
        self.run_id = run_id
        self._seq = 0
        self._handlers: dict[str, list[EventHandler]] = defaultdict(list)

    def on(self, event_type: str, handler: EventHandler) -> None:
        """Call ``handler(event)`` for each event whose ``type`` is ``event_type`` (``"*"``: all)."""
        self._handlers[event_type].append(handler)

    def emit(self, event: AgentEvent) -> None:
        """Stamp ``run_id``, ``seq`` and ``time`` on ``event`` and deliver it."""
        self._seq += 1
        event.run_id = self.run_id
        event.seq = self._seq
        event.time = time.time()
        event_type = getattr(event, "type", "")
        for handler in [*self._handlers[event_type], *self._handlers["*"]]:
            try:
                handler(event)
            except Exception:
                log.exception("event handler %r failed on %s; ignored", handler, event_type)
