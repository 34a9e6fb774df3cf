"""``AgentLoop``: one run of model ↔ tools inside the phases, guards and permissions.

Each step: check the step guard, compact if needed, ask the model, then run its tool calls one
by one. Each tool call ends in exactly one of: a result the model sees (success or error), or
a stop of the run. The loop never raises: every ending becomes a ``RunResult``.

With a model window (``harness.llm.windows``) every request is kept within it: the context
budget is the window's estimated budget minus the tool schemas, tool results kept in context are
cut to a share of it, and before each request the context is compacted again (fewer recent
messages each time, then the largest tool results cut) until it fits; a request that still cannot
fit is never sent (``request_exceeds_window``). A provider refusing a request for its size gets one
compaction to three quarters of the refused size and one retry; a second refusal ends the run.
Every request carries the window's output cap, and one whose input (with the margin) and output
cap could pass the run's token budget is not sent (``budget_exhausted``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ci_triage.agent.compaction import CompactionConfig, compact, deterministic_summary, needs_compaction
from ci_triage.agent.context import RunContext, SkillEntry
from ci_triage.agent.errors import HarnessError, RunError, ToolError, tool_error
from ci_triage.agent.events import (
    AgentState,
    AskUserRequired,
    ContextUpdated,
    EventEmitter,
    MCPApprovalRequired,
    ModelRequested,
    ModelResponded,
    PermissionRequired,
    PhaseChanged,
    RunCompleted,
    RunFailed,
    RunInterrupted,
    RunStarted,
    RunWarning,
    StepEnded,
    StepStarted,
    TextDelta,
    TextEnd,
    TodoUpdated,
    ToolCompleted,
    ToolFailed,
    ToolOutput,
    ToolStarted,
)
from ci_triage.agent.guards import Guards, StopReason, failure_fingerprint
from ci_triage.agent.llm.base import Message, Model, ModelRequest, ModelResponse, RunUsage, TextSink, ToolCall
from ci_triage.agent.llm.windows import ESTIMATE_MARGIN, ModelWindow, estimated_budget
from ci_triage.agent.permissions import PendingAnswers, PermissionPolicy, decide
from ci_triage.agent.phases import Move, PhaseTracker, ToolKind, gate
from ci_triage.agent.result import RunResult
from ci_triage.agent.tool_output import ToolOutputConfig, fitted, shorten
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, ToolResult
from ci_triage.agent.tools.workspace import Workspace
from ci_triage.base.redact import Redactor
from ci_triage.base.text import shortened
from ci_triage.base.tokens import estimate_tokens

log = logging.getLogger(__name__)
T = TypeVar("T")

RECOVER_NOTE = (
    "The check failed. You are now in recover: find the root cause in the output above (do not "
    "guess), fix it, then re-run the same check."
)


SKILL_SHARE = 0.2
"""The most of the context budget (estimated tokens) a loaded skill's guidance may take (chosen: a
skill is advice, the evidence needs the room); a longer body is cut (:meth:`AgentLoop.use_skill`)."""
REDACT_SLACK_CHARS = 4096
"""Characters past a skill body's cut that are redacted with it, so a secret the cut would split is
still seen whole by the redactor (chosen: longer than any secret shape ``base.redact`` masks)."""
REFUSAL_SHRINK = 0.75
"""After a refusal for size the context budget becomes this share of the refused request."""
MIN_KEPT_CHARS = 200
"""Characters a tool result keeps at least when it is cut to fit the window."""
CUT_MARK = "\n[... cut to fit the model's window]"
MIN_SUMMARY_CHARS = 40
"""The shortest summary ``list_skills`` shows; below it, the skills' ids alone."""


class _CountingModel:
    """``model`` with a count of the requests sent through it (answered or not)."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.name = model.name
        self.requests = 0

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        self.requests += 1
        return await self.model.request(request, on_text)


class _Cancelled(Exception):
    """The caller's cancel event was set."""


class _Stop(Exception):
    def __init__(self, reason: StopReason, error: RunError | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.error = error


@dataclass
class AgentLoop:
    """Everything one run needs. Built by ``AgentHarness.run``; use that instead."""

    run_id: str
    model: Model
    tools: dict[str, ToolDefinition]
    context: RunContext
    guards: Guards
    emitter: EventEmitter
    workspace: Workspace
    run_dir: Path
    profile: frozenset[ToolKind]
    policy: PermissionPolicy
    pending: PendingAnswers
    compaction: CompactionConfig
    tool_output: ToolOutputConfig
    sleep: Callable[[float], Awaitable[None]]
    window: ModelWindow | None = None
    """The model's window: every request is kept within it and capped by its output tokens."""
    temperature: float | None = None
    cancel: asyncio.Event | None = None
    mcp: Any = None
    """An ``MCPManager`` (``harness.mcp``): its tools are listed when the run starts and its
    connections closed when it ends; ``None`` for a run without MCP servers."""
    active_skill: str | None = None
    """Id of the skill loaded with ``use_skill`` (``None`` until one is)."""
    redactor: Redactor | None = None
    """Masks secrets in a loaded skill's body before it goes into the system prompt (``None``: kept as is)."""
    phases: PhaseTracker = field(default_factory=PhaseTracker)
    todos: list[dict[str, str]] = field(default_factory=list)
    finished: str | None = None
    step: int = 0
    _pending_notes: list[str] = field(default_factory=list)
    """Notes for the model, added after the step's tool results (never between them)."""
    _schema_tokens: int = 0
    """Estimated tokens of the tool schemas offered (set with a window)."""
    _traced: tuple[int, int, str] = (0, 0, "")
    """(compactions, messages, system prompt) already written as ``model.request`` events."""

    # RunControls -----------------------------------------------------------------------------
    def set_todos(self, todos: list[dict[str, str]]) -> None:
        self.todos = todos
        self.emitter.emit(TodoUpdated(todos=todos))

    async def ask_user(self, tool_call_id: str, question: str) -> str:
        future = self.pending.open(tool_call_id)
        self.emitter.emit(AskUserRequired(tool_call_id=tool_call_id, question=question))
        answer = await self._race(self.pending.wait(tool_call_id, future))
        if answer is None:
            return "No answer: no user is available in this run. Decide with the evidence you have."
        return answer

    def finish(self, summary: str) -> None:
        self.finished = summary

    def context_note(self, note: str) -> None:
        self.context.notes.append(note)

    def switch_sub_context(self, name: str, on: bool) -> str:
        context = self.context
        try:
            changed = context.set_active(name, on)
        except KeyError:
            known = ", ".join(context.sub_contexts) or "none"
            raise tool_error("not_found", f"no sub-context {name!r}; sub-contexts: {known}") from None
        except OverflowError:
            raise tool_error(
                "sub_context_limit",
                f"{context.max_active} sub-contexts are already active ({', '.join(context.active or [])})",
                hint="deactivate one first",
            ) from None
        state = "active" if on else "inactive"
        if not changed:
            return f"sub-context {name!r} was already {state}"
        self._context_updated(f"sub_context:{name}:{'on' if on else 'off'}")
        return f"sub-context {name!r} is now {state}"

    def list_skills(self) -> str:
        """One line per skill, ``id: summary``, every summary cut to one share of the tool-output
        limit (:attr:`ToolOutputConfig.limit_chars`) so the list is never shortened in its middle
        (which would drop whole skills); only ids when even those barely fit."""
        current = self.active_skill
        entries = list(self.context.skills.values())
        names = [f"{entry.id}{' (active)' if entry.id == current else ''}" for entry in entries]
        room = (self.tool_output.limit_chars - sum(len(name) + 3 for name in names)) // max(len(entries), 1)
        if room < MIN_SUMMARY_CHARS:
            return "\n".join(names)
        summaries = (shortened(entry.summary, room) for entry in entries)
        return "\n".join(f"{name}: {summary}" for name, summary in zip(names, summaries, strict=True))

    def use_skill(self, skill_id: str) -> str:
        """Put skill ``skill_id``'s body into the system prompt as the active skill and say so.

        The body takes at most :data:`SKILL_SHARE` of the context budget (estimated tokens,
        ``base.tokens``); a longer one is cut there with a marker saying how many estimated tokens
        were cut and, when ``read_file`` is offered and the skill's file is in the workspace, how to
        read the rest. The shown part is redacted (:attr:`redactor`) after the cut. Raises a tool
        error ``not_found`` for an unknown id."""
        entry = self.context.skills.get(skill_id)
        if entry is None:
            known = ", ".join(self.context.skills) or "none"
            raise tool_error("not_found", f"no skill {skill_id!r}; skills: {known}", hint="call list_skills")
        total = estimate_tokens(entry.body)
        room = max(int(self.context.budget_tokens * SKILL_SHARE), 1)
        body = entry.body
        if total > room:
            body = body[: room * 4 + REDACT_SLACK_CHARS]
        if self.redactor is not None:
            body = self.redactor(body)
        if total > room:
            body = body[: room * 4]
            shown = estimate_tokens(body)
            body += self._skill_cut_mark(entry, shown, total, body.count("\n") + 1)
        self.context.skill = f"{entry.id}: {entry.summary}\n\n{body}"
        self.active_skill = entry.id
        self._context_updated(f"skill:{entry.id}")
        if total > room:
            return (
                f"skill {entry.id!r} is loaded into the system prompt, cut to {room:,} of its {total:,} "
                "estimated tokens to fit the model's window"
            )
        return f"skill {entry.id!r} is loaded into the system prompt ({total} tokens)"

    def _skill_cut_mark(self, entry: SkillEntry, shown: int, total: int, lines: int) -> str:
        """The line ending a cut skill body: what was cut (estimated tokens) and, when ``read_file``
        is offered and the skill's file lies in the workspace, where to read on."""
        mark = f"\n[... skill cut to fit the model's window: {total - shown:,} of its {total:,} estimated tokens cut"
        readable = "read_file" in self.tools and self.tools["read_file"].kind in self.profile
        if readable and entry.path and not self.workspace.is_sensitive(Path(entry.path)):
            where = self.workspace.relative(Path(entry.path))
            mark += f"; the whole skill is {where}: read_file(path={where!r}) reads on past its body's line {lines}"
        return mark + "]"

    def _context_updated(self, reason: str) -> None:
        self.emitter.emit(
            ContextUpdated(tokens=self.context.tokens(), messages=len(self.context.messages), reason=reason)
        )

    # the run ---------------------------------------------------------------------------------
    async def run(self, task: str) -> RunResult:
        self.emitter.emit(
            RunStarted(
                task=task,
                model=self.model.name,
                max_steps=self.guards.max_steps,
                token_budget=self.guards.token_budget,
            )
        )
        self.context.add(Message(role="user", content=task))
        self.model = _CountingModel(self.model)
        try:
            await self._load_mcp_tools()
            self._size_to_window()
            await self._steps()
            return self._end("completed", StopReason.COMPLETED)
        except _Stop as stop:
            if stop.error is not None:
                return self._end("failed", stop.reason, stop.error)
            return self._end("stopped", stop.reason)
        except (_Cancelled, asyncio.CancelledError):
            return self._end("interrupted", StopReason.CANCELLED)
        except Exception as exc:
            log.exception("harness bug")
            error = RunError(
                code="internal_error", message=repr(exc), layer="run", severity="fatal", hint="please report"
            )
            return self._end("failed", StopReason.INTERNAL_ERROR, error)
        finally:
            if self.mcp is not None:
                await self.mcp.aclose()

    async def _load_mcp_tools(self) -> None:
        """Add the MCP servers' tools (the harness's own tools keep their names); a server that
        cannot be listed is a ``run.warning`` (``mcp_unavailable``) and the run goes on."""
        if self.mcp is None:
            return
        definitions, problems = await self._race(self.mcp.list_tools())
        for definition in definitions:
            if definition.name in self.tools:
                problems.append(f"{definition.name}: a harness tool has this name; the MCP tool is not offered")
                continue
            self.tools[definition.name] = definition
        for problem in problems:
            self.emitter.emit(RunWarning(code="mcp_unavailable", message=problem))

    def _size_to_window(self) -> None:
        """Derive the context budget and the tool-result limit from the window (no window: the
        configured budget and limit stand)."""
        if self.window is None:
            return
        schemas = estimate_tokens(json.dumps(self._offered_tools()))
        self._schema_tokens = schemas
        budget = min(self.context.budget_tokens, estimated_budget(self.window) - schemas)
        self.context.budget_tokens = max(budget, 1)
        self.tool_output = fitted(self.tool_output, self.context.budget_tokens)

    def _offered_tools(self) -> list[dict[str, Any]]:
        return [t.json_schema for t in self.tools.values() if t.kind in self.profile]

    async def _compact(self, keep_recent: int | None = None) -> None:
        config = self.compaction
        if keep_recent is not None:
            config = config.model_copy(update={"keep_recent": keep_recent})
        usage = await compact(
            self.context,
            self.model,
            self.emitter,
            config,
            state=self._state(),
            todos=self.todos,
            max_output_tokens=self.window.output_tokens if self.window else None,
        )
        budget = self.guards.add_usage(usage.input_tokens, usage.output_tokens)
        if budget.stop:
            self.step -= 1
            raise _Stop(budget.stop)
        if usage.input_tokens or usage.output_tokens:
            # the summary was a model request: it counts as a turn, and the next one needs room
            self.step += 1
            verdict = self.guards.before_step(self.step)
            if verdict.stop:
                self.step -= 1
                raise _Stop(verdict.stop)

    async def _fit_window(self) -> None:
        """Compact (fewer recent messages each time), then cut the largest tool results, until the
        context fits its budget; raise ``_Stop`` (``request_exceeds_window``) when nothing more can go."""
        keep = self.compaction.keep_recent
        while self.context.tokens() > self.context.budget_tokens and keep >= 1:
            before = len(self.context.messages)
            await self._compact(keep)
            if len(self.context.messages) == before:
                keep //= 2
        self._cut_tool_results()
        if self.context.tokens() > self.context.budget_tokens:
            raise _Stop(
                StopReason.MODEL_ERROR,
                RunError(
                    code="request_exceeds_window",
                    message=f"the next request needs about {self.context.tokens()} estimated tokens besides the "
                    f"tool schemas and the model's window leaves {self.context.budget_tokens}; it was not sent",
                    layer="provider",
                    hint="raise max-input-tokens if the model takes more, or choose a model with a larger window",
                ),
            )

    def _cut_tool_results(self) -> None:
        """Cut the largest tool results (never the task) until the context fits its budget."""
        while (excess := self.context.tokens() - self.context.budget_tokens) > 0:
            results = [m for m in self.context.messages[1:] if m.role == "tool" and len(m.content) > MIN_KEPT_CHARS]
            if not results:
                return
            largest = max(results, key=lambda m: len(m.content))
            keep = max(len(largest.content) - excess * 4 - len(CUT_MARK), MIN_KEPT_CHARS)
            if keep + len(CUT_MARK) >= len(largest.content):
                return
            largest.content = largest.content[:keep] + CUT_MARK

    async def _steps(self) -> None:
        while self.finished is None:
            self._check_cancel()
            self.step += 1
            verdict = self.guards.before_step(self.step)
            if verdict.stop:
                self.step -= 1
                raise _Stop(verdict.stop)
            if verdict.note:
                self._note("steps_running_out", verdict.note)
            if needs_compaction(self.context, self.compaction):
                await self._compact()
            self.emitter.emit(StepStarted(step=self.step))
            response = await self._ask_model()
            self.emitter.emit(
                StepEnded(
                    step=self.step,
                    input_tokens=response.usage.input_tokens,
                    output_tokens=response.usage.output_tokens,
                )
            )
            budget = self.guards.add_usage(response.usage.input_tokens, response.usage.output_tokens)
            await self._act(response)
            self.emitter.emit(ContextUpdated(tokens=self.context.tokens(), messages=len(self.context.messages)))
            self.emitter.emit(AgentState(phase=self.phases.phase, step=self.step, tokens_used=self.guards.tokens_used))
            if budget.stop and self.finished is None:
                raise _Stop(budget.stop)

    async def _ask_model(self) -> ModelResponse:
        try:
            return await self._request_step()
        except _Stop as stop:
            if stop.error is None or stop.error.code != "request_too_large":
                raise
            refused = self.context.tokens()
            self.emitter.emit(
                RunWarning(
                    code="request_too_large",
                    message=f"{stop.error.message}; compacting to {int(refused * REFUSAL_SHRINK)} estimated "
                    "tokens and asking once more",
                )
            )
            self.context.budget_tokens = max(min(self.context.budget_tokens, int(refused * REFUSAL_SHRINK)), 1)
            try:
                return await self._request_step()
            except _Stop as again:
                if again.error is None or again.error.code != "request_exceeds_window":
                    raise
                message = f"{stop.error.message}; it could not be made smaller ({again.error.message})"
                raise _Stop(again.reason, stop.error.model_copy(update={"message": message})) from None

    async def _request_step(self) -> ModelResponse:
        await self._fit_window()
        if self.window is not None:
            estimate = (self.context.tokens() + self._schema_tokens) * ESTIMATE_MARGIN
            if self.guards.tokens_used + estimate + self.window.output_tokens > self.guards.token_budget:
                raise _Stop(StopReason.BUDGET_EXHAUSTED)  # the request could pass the token budget
        request = ModelRequest(
            messages=self.context.prompt(),
            tools=self._offered_tools(),
            temperature=self.temperature,
            max_output_tokens=self.window.output_tokens if self.window else None,
        )
        self._trace_request(request)
        try:
            response = await self._race(
                self.model.request(request, on_text=lambda d: self.emitter.emit(TextDelta(delta=d)))
            )
        except HarnessError as exc:
            raise _Stop(StopReason.MODEL_ERROR, exc.error) from exc
        self.emitter.emit(ModelResponded(response=response.model_dump(mode="json")))
        if response.text:
            self.emitter.emit(TextEnd(text=response.text))
        return response

    async def _act(self, response: ModelResponse) -> None:
        verdict, wait = self.guards.after_response(acted=bool(response.tool_calls), empty=response.empty)
        if verdict.stop:
            raise _Stop(verdict.stop)
        if not response.tool_calls:
            if response.text.strip():
                self.context.add(Message(role="assistant", content=response.text))
            if wait:
                await self._race(self.sleep(wait))
            self._note("no_action", verdict.note or "")
            return
        self.context.add(Message(role="assistant", content=response.text, tool_calls=response.tool_calls))
        for index, call in enumerate(response.tool_calls):
            try:
                await self._call(call)
            except _Stop:
                for skipped in response.tool_calls[index + 1 :]:
                    self._tool_message(skipped, "not run: the run was stopped")
                raise
            if self.finished is not None:
                for skipped in response.tool_calls[index + 1 :]:
                    self._tool_message(skipped, "not run: the task was finished")
                break
        for note in self._pending_notes:
            self.context.add(Message(role="user", content=note))
        self._pending_notes.clear()

    # one tool call ---------------------------------------------------------------------------
    async def _call(self, call: ToolCall) -> None:
        self.emitter.emit(ToolStarted(tool_call_id=call.id, tool=call.name, arguments=call.arguments or {}))
        definition = self.tools.get(call.name)
        if call.arguments is None:
            self._fail(
                call,
                RunError(
                    code="invalid_arguments_json",
                    message=f"the arguments of {call.name} are not a JSON object: {call.raw_arguments[:200]!r}",
                    layer="provider",
                    retryable=True,
                    hint="send the arguments again as one JSON object",
                ),
            )
            return
        if definition is None and self.mcp is not None:
            definition = self.mcp.unlisted_tool(call.name)
        if definition is None:
            known = ", ".join(self.tools)
            self._fail(
                call,
                RunError(code="unknown_tool", message=f"no tool {call.name!r}; tools: {known}", layer="run"),
            )
            return
        refusal = gate(self.phases.phase, definition.kind, self.profile)
        if refusal:
            self._fail(call, RunError(code="phase_gate", message=refusal, layer="run"))
            return
        verdict = self.guards.before_call(call.name, call.arguments, definition.kind)
        if verdict.stop:
            self._tool_message(call, "refused: the run is being stopped")
            raise _Stop(verdict.stop)
        if verdict.refuse:
            self._fail(call, RunError(code="guard_refused", message=verdict.refuse, layer="run"))
            return
        denial = await self._permission(call, definition)
        if denial:
            self._fail(call, denial)
            return
        try:
            result = await self._race(self._execute(call, definition))
        except ToolError as exc:
            self._fail(call, exc.error)
            failed_check = definition.kind is ToolKind.EXECUTE
        except (_Cancelled, _Stop):
            raise
        except Exception as exc:  # a tool's bug is a result the model sees, not the end of the run
            log.warning("tool %s raised %r", call.name, exc)
            self._fail(call, RunError(code="tool_exception", message=f"{type(exc).__name__}: {exc}", layer="tool"))
            failed_check = definition.kind is ToolKind.EXECUTE
        else:
            failed_check = result.failed_check
            # every tool's answer, a control tool's too (a person's answer to ask_user has no other bound;
            # list_skills fits the limit by construction, so it is never cut in its middle)
            output = shorten(result.output, run_dir=self.run_dir, tool_call_id=call.id, config=self.tool_output)
            notes = [n for n in (verdict.note, self.guards.after_output(result.output)) if n]
            self.emitter.emit(ToolCompleted(tool_call_id=call.id, tool=call.name, output=output))
            self._tool_message(call, "\n".join([output, *notes]))
        self._moves(self.phases.after_call(definition.kind, failed_check=failed_check), call.name)
        if failed_check:
            self._pending_notes.append(RECOVER_NOTE)
        check = self.guards.after_check(definition.kind, failed_check=failed_check)
        if check.stop:
            raise _Stop(check.stop)
        if self.finished is not None:
            self._moves(self.phases.complete(), "finish_task")

    async def _execute(self, call: ToolCall, definition: ToolDefinition) -> ToolResult:
        assert call.arguments is not None
        for name in definition.path_arguments:
            value = call.arguments.get(name)
            if isinstance(value, str):
                self.workspace.resolve(value)  # raises ToolError for sensitive paths
        ctx = ToolContext(
            workspace=self.workspace,
            run_dir=self.run_dir,
            tool_call_id=call.id,
            controls=self,
            emit_output=lambda chunk: self.emitter.emit(ToolOutput(tool_call_id=call.id, chunk=chunk)),
        )
        return await definition.run(ctx, call.arguments)

    async def _permission(self, call: ToolCall, definition: ToolDefinition) -> RunError | None:
        assert call.arguments is not None
        if definition.kind is ToolKind.CONTROL:
            return None  # acting on the run itself is never a risk; policies govern effects
        decision = decide(self.policy, call.name, call.arguments, read_only=definition.read_only)
        if decision != "deny" and definition.approval is not None:
            return await self._approval(call, definition)
        if decision == "ask":
            future = self.pending.open(call.id)
            self.emitter.emit(PermissionRequired(tool_call_id=call.id, tool=call.name, arguments=call.arguments))
            answer = await self._race(self.pending.wait(call.id, future))
            if answer is None:
                return RunError(
                    code="permission_unanswered",
                    message=f"{call.name} needs permission and nobody answered "
                    "(non-interactive run, or the pause timed out)",
                    layer="permission",
                    hint="continue without this call or finish and say what permission is missing",
                )
            decision = "allow" if answer == "allow" else "deny"
        if decision == "deny":
            return RunError(
                code="permission_denied",
                message=f"{call.name} was denied by the permission policy",
                layer="permission",
                hint="do not retry it; continue without it or finish and say what is missing",
            )
        return None

    async def _approval(self, call: ToolCall, definition: ToolDefinition) -> RunError | None:
        """Pause an MCP call that is not read-only for a person's answer (``mcp.approval_required``)."""
        assert call.arguments is not None
        assert definition.approval is not None
        future = self.pending.open(call.id)
        server, _, mcp_tool = call.name.partition("__")
        self.emitter.emit(
            MCPApprovalRequired(
                tool_call_id=call.id,
                tool=call.name,
                server=definition.server or server,
                mcp_tool=definition.server_tool or mcp_tool,
                arguments=call.arguments,
                reason=definition.approval,
            )
        )
        answer = await self._race(self.pending.wait(call.id, future))
        if answer == "allow":
            return None
        if answer is None:
            return RunError(
                code="mcp_approval_required",
                message=f"{call.name} needs a person's approval because {definition.approval}, and nobody "
                "answered (non-interactive run, or the pause timed out); it was not run",
                layer="permission",
                hint="continue without it, or finish and say which MCP tool needs approval",
            )
        return RunError(
            code="permission_denied",
            message=f"{call.name} was denied by the person asked to approve it",
            layer="permission",
            hint="do not retry it; continue without it or finish and say what is missing",
        )

    # helpers ---------------------------------------------------------------------------------
    def _trace_request(self, request: ModelRequest) -> None:
        compactions, sent, system = self._traced
        if compactions != self.context.compactions:
            sent, system = 0, ""
        prompt = request.messages[0].content
        self.emitter.emit(
            ModelRequested(
                step=self.step,
                system_prompt=prompt if prompt != system else None,
                new_messages=[m.model_dump(mode="json", exclude_defaults=True) for m in self.context.messages[sent:]],
                tools=[t["function"]["name"] for t in request.tools],
                temperature=request.temperature,
                estimated_tokens=self.context.tokens(),
            )
        )
        self._traced = (self.context.compactions, len(self.context.messages), prompt)

    def _fail(self, call: ToolCall, error: RunError) -> None:
        self.emitter.emit(ToolFailed(tool_call_id=call.id, tool=call.name, error=error))
        text = f"error [{error.code}]: {error.message}" + (f"\nhint: {error.hint}" if error.hint else "")
        # an error's message can carry a tool's or a server's text (an exception, an MCP error): capped like a result
        self._tool_message(call, shorten(text, run_dir=self.run_dir, tool_call_id=call.id, config=self.tool_output))
        verdict = self.guards.after_failure(failure_fingerprint(call.name, error.code, error.message))
        if verdict.stop:
            raise _Stop(verdict.stop)

    def _tool_message(self, call: ToolCall, content: str) -> None:
        self.context.add(Message(role="tool", tool_call_id=call.id, name=call.name, content=content))

    def _moves(self, moves: list[Move], cause: str) -> None:
        for source, target in moves:
            self.emitter.emit(PhaseChanged(from_=source, to=target, reason=cause))

    def _note(self, code: str, note: str) -> None:
        self.emitter.emit(RunWarning(code=code, message=note))
        self.context.add(Message(role="user", content=note))

    def _state(self) -> str:
        return f"phase {self.phases.phase}, step {self.step}, {self.guards.tokens_used} tokens used"

    def _check_cancel(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise _Cancelled

    async def _race(self, awaitable: Awaitable[T]) -> T:
        """Await ``awaitable`` unless the cancel event is set first (then raise ``_Cancelled``)."""
        if self.cancel is not None and self.cancel.is_set():
            if asyncio.iscoroutine(awaitable):
                awaitable.close()
            raise _Cancelled
        if self.cancel is None:
            return await awaitable
        work = asyncio.ensure_future(awaitable)
        stop = asyncio.ensure_future(self.cancel.wait())
        try:
            await asyncio.wait({work, stop}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            stop.cancel()
        if not work.done():
            work.cancel()
            await asyncio.gather(work, return_exceptions=True)
            raise _Cancelled
        return work.result()

    def _end(self, status: Any, reason: StopReason, error: RunError | None = None) -> RunResult:
        if status == "completed":
            self.emitter.emit(
                RunCompleted(
                    status=status,
                    stop_reason=reason,
                    summary=self.finished or "",
                    steps=self.step,
                    tokens_used=self.guards.tokens_used,
                )
            )
        elif status == "interrupted":
            self.emitter.emit(RunInterrupted(reason="cancelled by the caller"))
        elif error is not None:
            self.emitter.emit(RunFailed(error=error, stop_reason=reason))
        else:
            self.emitter.emit(
                RunCompleted(
                    status=status,
                    stop_reason=reason,
                    summary="",
                    steps=self.step,
                    tokens_used=self.guards.tokens_used,
                )
            )
        return RunResult(
            run_id=self.run_id,
            status=status,
            stop_reason=reason,
            summary=self.finished or "",
            findings=deterministic_summary(self.context.messages, state=self._state(), todos=self.todos),
            error=error,
            steps=self.step,
            tokens_used=self.guards.tokens_used,
            usage=RunUsage(
                requests=getattr(self.model, "requests", 0),
                input_tokens=self.guards.input_tokens,
                output_tokens=self.guards.output_tokens,
            ),
            phase=self.phases.phase,
            todos=self.todos,
        )
