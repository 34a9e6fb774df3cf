"""The public entry: ``create_agent(options) -> AgentHarness``; ``await agent.run(task)``.

``run`` never raises; it returns a ``RunResult``. ``agent.on(event_type, handler)`` observes
events (``"*"`` for all); ``resolve_permission`` and ``respond`` answer pauses; ``run_sync`` is
the synchronous wrapper for the command line.
"""

from __future__ import annotations

import asyncio
import dataclasses
import tempfile
import uuid
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from ci_triage.agent.compaction import CompactionConfig
from ci_triage.agent.context import (
    BASE_PROMPT,
    DEFAULT_CONTEXT_BUDGET_TOKENS,
    MAX_ACTIVE_SUB_CONTEXTS,
    RunContext,
    SkillEntry,
    SubContext,
)
from ci_triage.agent.errors import HarnessError, RunError
from ci_triage.agent.events import EventEmitter, EventHandler
from ci_triage.agent.guards import GuardConfig, Guards, StopReason
from ci_triage.agent.llm.rules import RuleDrivenModel
from ci_triage.agent.llm.windows import ModelWindow
from ci_triage.agent.mcp import MCPConfig, MCPManager
from ci_triage.agent.permissions import PendingAnswers, PermissionPolicy
from ci_triage.agent.phases import PROFILES
from ci_triage.agent.result import RunResult
from ci_triage.agent.run import AgentLoop
from ci_triage.agent.tool_output import ToolOutputConfig
from ci_triage.agent.tools.agent import AGENT_TOOLS
from ci_triage.agent.tools.base import ToolDefinition
from ci_triage.agent.tools.fs import FS_TOOLS
from ci_triage.agent.tools.git import GIT_TOOLS
from ci_triage.agent.tools.skills import SKILL_TOOLS
from ci_triage.agent.tools.terminal import TerminalConfig, terminal_tools
from ci_triage.agent.tools.workspace import Workspace
from ci_triage.base.errors import OutputError
from ci_triage.base.redact import Redactor
from ci_triage.trace import TraceWriter


class AgentOptions(BaseModel):
    """How to build a harness. Defaults are written once, here and in the config models.

    * ``model``: any object with ``name`` and ``async request(...)`` (see ``models.base.Model``);
      default: a ``RuleDrivenModel`` with no rules (finishes at once; needs no key).
    * ``workspace``: the directory tools are confined to (use a scratch worktree).
    * ``profile``: ``"read-only"`` or ``"scratch-write"``; caps the tool kinds of every phase.
    * ``permission_policy``: ``"allow-all"`` (default; the profile already caps), ``"deny-all"``,
      ``"ask"``, or a function. ``interactive``: whether someone can answer pauses;
      ``pause_timeout_s``: seconds a pause waits before it counts as a deny.
    * ``tools``: replaces the built-ins; ``extra_tools`` adds custom tools to them.
    * ``context_budget_tokens``: context budget for compaction (164,000), lowered to fit ``window``.
    * ``window``: the model's :class:`~ci_triage.agent.llm.windows.ModelWindow` (default: the
      model's ``window`` attribute, if any): every request is kept within it and capped by it.
    * ``run_dir``: where large tool outputs go (default: a new temporary directory per run);
      ``trace_path``: JSONL trace file (none by default); ``redactor`` for the trace, and for the
      skills' catalogue lines and a loaded skill's body before they go into the system prompt.
    * ``sleep``: async ``(seconds) -> None`` for backoff waits (tests pass a recorder).
    * ``sub_contexts``: named guidance blocks, active from the start (more, inactive ones with
      ``AgentHarness.register_sub_context``); at most ``max_active_sub_contexts`` active at once.
    * ``skill``: guidance text active from the start; ``skills``: the catalogue — objects with
      ``name`` (or ``id``), ``description`` (or ``summary``) and ``body``, e.g. the ``Skill`` objects
      of ``ci_triage.logs.skills.load_skills()``; when given, ``list_skills`` and ``use_skill`` are offered.
    * ``mcp``: MCP servers (``harness.mcp.MCPConfig``); each run connects them when it starts
      listing tools and closes them at its end (see ``docs/mcp.md``).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    workspace: Path
    model: Any = None
    profile: Literal["read-only", "scratch-write"] = "scratch-write"
    permission_policy: PermissionPolicy = "allow-all"
    interactive: bool = False
    pause_timeout_s: float = Field(default=300.0, gt=0)
    allowed_sensitive_paths: tuple[str, ...] = ()
    tools: Sequence[ToolDefinition] | None = None
    extra_tools: Sequence[ToolDefinition] = ()
    system_prompt: str = BASE_PROMPT
    sub_contexts: dict[str, str] = Field(default_factory=dict)
    max_active_sub_contexts: int = Field(default=MAX_ACTIVE_SUB_CONTEXTS, ge=1)
    skill: str | None = None
    skills: Sequence[Any] = ()
    context_budget_tokens: int = Field(default=DEFAULT_CONTEXT_BUDGET_TOKENS, ge=1000)
    window: ModelWindow | None = None
    guards: GuardConfig = Field(default_factory=GuardConfig)
    compaction: CompactionConfig = Field(default_factory=CompactionConfig)
    tool_output: ToolOutputConfig = Field(default_factory=ToolOutputConfig)
    terminal: TerminalConfig = Field(default_factory=TerminalConfig)
    mcp: MCPConfig | None = None
    run_dir: Path | None = None
    trace_path: Path | None = None
    redactor: Redactor | None = None
    sleep: Callable[[float], Awaitable[None]] | None = None


def builtin_tools(terminal: TerminalConfig | None = None) -> tuple[ToolDefinition, ...]:
    """fs, git, terminal and agent tools."""
    return (*FS_TOOLS, *GIT_TOOLS, *terminal_tools(terminal), *AGENT_TOOLS)


class AgentHarness:
    """Runs tasks with the options it was created with; one run at a time."""

    def __init__(self, options: AgentOptions) -> None:
        self.options = options
        self._handlers: list[tuple[str, EventHandler]] = []
        self._pending: PendingAnswers | None = None
        base = options.tools if options.tools is not None else builtin_tools(options.terminal)
        skill_tools = SKILL_TOOLS if options.skills else ()
        self.tools = {t.name: t for t in (*base, *skill_tools, *options.extra_tools)}
        entries = map(skill_entry, options.skills)
        if options.redactor is not None:  # a repository's skill is untrusted text: no secret goes to the model
            entries = (dataclasses.replace(e, summary=options.redactor(e.summary)) for e in entries)
        self.skills = {entry.id: entry for entry in entries}
        self.sub_contexts: dict[str, SubContext] = {n: SubContext(n, t) for n, t in options.sub_contexts.items()}
        self._active = list(options.sub_contexts)
        # built once here only to refuse more active sub-contexts than the cap (ValueError)
        RunContext(
            sub_contexts=dict(self.sub_contexts), active=self._active, max_active=options.max_active_sub_contexts
        )

    def register_sub_context(self, name: str, text: str, *, description: str = "", active: bool = False) -> None:
        """Add (or replace) the sub-context ``name`` for every later run: a block of guidance shown
        in the system prompt while active, and listed in the panel (with ``description``) so the
        model can switch it with ``context_manage``. Raises ``ValueError`` if ``active`` would pass
        ``max_active_sub_contexts``."""
        if not name.strip() or not text.strip():
            raise ValueError("a sub-context needs a name and a text")
        was_active = name in self._active
        if active and not was_active and len(self._active) >= self.options.max_active_sub_contexts:
            raise ValueError(f"at most {self.options.max_active_sub_contexts} sub-contexts may be active")
        self.sub_contexts[name] = SubContext(name, text, description)
        if active and not was_active:
            self._active.append(name)
        elif not active and was_active:
            self._active.remove(name)

    def on(self, event_type: str, handler: EventHandler) -> None:
        """Call ``handler(event)`` for events of ``event_type`` (``"*"``: every event)."""
        self._handlers.append((event_type, handler))

    def resolve_permission(self, tool_call_id: str, decision: Literal["allow", "deny"]) -> bool:
        """Answer a ``permission.required`` pause; False if nothing waits on that call."""
        return self._pending is not None and self._pending.answer(tool_call_id, decision)

    def respond(self, tool_call_id: str, answer: str) -> bool:
        """Answer an ``ask_user.required`` pause; False if nothing waits on that call."""
        return self._pending is not None and self._pending.answer(tool_call_id, answer)

    async def run(
        self,
        task: str,
        *,
        max_steps: int | None = None,
        temperature: float | None = None,
        token_budget: int | None = None,
        cancel: asyncio.Event | None = None,
    ) -> RunResult:
        """Run ``task`` to an end. ``max_steps`` (model turns) and ``token_budget`` (tokens)
        override the guard defaults; ``cancel`` interrupts the run when set. Never raises."""
        o = self.options
        run_id = uuid.uuid4().hex[:12]
        emitter = EventEmitter(run_id)
        for event_type, handler in self._handlers:
            emitter.on(event_type, handler)
        try:
            trace = _open_trace(o.trace_path, o.redactor) if o.trace_path else None
        except OutputError as exc:
            error = RunError(
                code="trace_unwritable",
                message=str(exc),
                layer="run",
                hint="choose a writable trace_path",
            )
            return RunResult(run_id=run_id, status="failed", stop_reason=StopReason.INTERNAL_ERROR, error=error)
        if trace:
            emitter.on("*", trace.write)
        self._pending = PendingAnswers(interactive=o.interactive, timeout_s=o.pause_timeout_s)
        model = o.model if o.model is not None else RuleDrivenModel(rules=())
        try:
            loop = AgentLoop(
                run_id=run_id,
                model=model,
                tools=dict(self.tools),
                context=RunContext(
                    base_prompt=o.system_prompt,
                    sub_contexts=dict(self.sub_contexts),
                    active=list(self._active),
                    max_active=o.max_active_sub_contexts,
                    skill=o.skill,
                    skills=dict(self.skills),
                    budget_tokens=o.context_budget_tokens,
                ),
                guards=Guards(
                    config=o.guards,
                    max_steps=max_steps or o.guards.max_steps,
                    token_budget=token_budget or o.guards.token_budget,
                ),
                emitter=emitter,
                workspace=Workspace(o.workspace, o.allowed_sensitive_paths),
                run_dir=o.run_dir or Path(tempfile.mkdtemp(prefix=f"ci-triage-run-{run_id}-")),
                profile=PROFILES[o.profile],
                policy=o.permission_policy,
                pending=self._pending,
                compaction=o.compaction,
                tool_output=o.tool_output,
                sleep=o.sleep or asyncio.sleep,
                window=o.window or getattr(model, "window", None),
                temperature=temperature,
                cancel=cancel,
                mcp=MCPManager(o.mcp) if o.mcp is not None and o.mcp.servers else None,
                redactor=o.redactor,
            )
            return await loop.run(task)
        except HarnessError as exc:  # e.g. a model that could not be built
            return RunResult(run_id=run_id, status="failed", stop_reason=StopReason.MODEL_ERROR, error=exc.error)
        finally:
            if trace:
                trace.close()

    def run_sync(self, task: str, **kwargs: Any) -> RunResult:
        """``run`` for synchronous callers (the command line); same arguments."""
        return asyncio.run(self.run(task, **kwargs))


def _open_trace(path: Path, redactor: Redactor | None) -> TraceWriter:
    """The run's trace writer (its directory made first); raises ``OutputError`` when it cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(f"{path}: cannot write the trace: {error.strerror or error}") from None
    return TraceWriter(path, redactor)


def skill_entry(skill: Any) -> SkillEntry:
    """A :class:`SkillEntry` from a skill object (``ci_triage.logs.skills.Skill`` or any object with
    ``name``/``id``, ``description``/``summary``, ``body`` and optionally ``path``); the summary is one line."""
    skill_id = getattr(skill, "id", None) or skill.name
    summary = getattr(skill, "summary", None) or " ".join(str(skill.description).split())
    return SkillEntry(id=skill_id, summary=summary, body=skill.body, path=str(getattr(skill, "path", "") or ""))


def create_agent(options: AgentOptions) -> AgentHarness:
    """Build a harness from ``options`` (see :class:`AgentOptions`)."""
    return AgentHarness(options)
