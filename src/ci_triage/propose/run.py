"""``diagnose(evidence, ...)``: run the six-phase harness over the collected evidence and get a
structured :class:`~ci_triage.propose.diagnosis.Diagnosis`, with a language model or with the built-in
deterministic one (no key, no network).

The run uses the harness's ``read-only`` tool profile: the evidence tools
(:mod:`ci_triage.propose.tools`), ``submit_diagnosis`` (:mod:`ci_triage.propose.submit`),
``finish_task`` to hand off, the skill catalogue (the skills relevant to the failure), and — when a
checked-out repository is given — ``read_file``, ``glob``, ``grep``, ``git_log``, ``git_show`` and
``git_blame`` confined to it, their output redacted and fenced. Nothing is written but the
harness's large-output files in a scratch directory (removed at the end) and the trace, if asked.

The first request (system prompt + tool schemas + task) is kept within
:data:`FIRST_REQUEST_LIMIT` estimated tokens, and within the model's window when it has one
(``harness.llm.windows``: GitHub Models' free tier takes 8,000 input tokens per request, kept
as 5,517 estimated, of which the first request takes at most 70 %); :func:`first_request_tokens`
measures it. The harness keeps every later request within the window too, and the skill catalogue
takes at most :data:`CATALOGUE_SHARE` of it.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ci_triage.agent import AgentOptions, RunResult, StopReason, builtin_tools, create_agent
from ci_triage.agent.context import RunContext
from ci_triage.agent.events import AgentEvent, ToolFailed
from ci_triage.agent.llm.base import RunUsage
from ci_triage.agent.llm.windows import ModelWindow, estimated_budget
from ci_triage.agent.mcp import MCPConfig
from ci_triage.agent.phases import PROFILES
from ci_triage.agent.result import Status
from ci_triage.agent.tools.base import ToolDefinition, ToolResult
from ci_triage.base.redact import Redactor, default_redactor
from ci_triage.base.tokens import estimate_tokens
from ci_triage.evidence.history import HistoryVerdict, base_history_verdict
from ci_triage.evidence.model import Evidence
from ci_triage.propose.deterministic import DETERMINISTIC_NAME, deterministic_model
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.propose.joblogs import JobLogs, primary_log
from ci_triage.propose.prompt import SYSTEM_PROMPT, build_task, relevant_skills
from ci_triage.propose.submit import REJECTION_CODES, SUBMIT_TOOL, Submission, submit_tool
from ci_triage.propose.tools import evidence_tools
from ci_triage.propose.untrusted import fence

FIRST_REQUEST_LIMIT = 8_000
"""Estimated tokens the first request may hold (GitHub Models' free tier: 8,000 input tokens per
request for "low" models, docs.github.com "Prototyping with AI models", rate limits table)."""
DEFAULT_MAX_STEPS = 20
"""Model turns per diagnosis (chosen: a dozen reads and a corrected submission, with room to spare)."""
DEFAULT_TOKEN_BUDGET = 200_000
"""Tokens (input + output, as the model reports them) per diagnosis (chosen: twenty requests of
about 10k tokens; a runaway ends long before it costs real money)."""
FIRST_REQUEST_SHARE = 0.7
"""The most of a window's estimated budget the first request may take: the rest is room for the
turns that follow (a compaction summary of 15 % and a tool result of 25 % of the context budget,
``harness.compaction.SUMMARY_SHARE`` and ``harness.tool_output.TOOL_RESULT_SHARE``). GitHub Models:
5,517 × 0.7 = 3,861 estimated tokens."""
CATALOGUE_SHARE = 0.05
"""The most of the first request's limit the skill catalogue may take (chosen: 400 of 8,000)."""
PROFILE = "read-only"
REPOSITORY_TOOLS = ("read_file", "glob", "grep", "git_log", "git_show", "git_blame")
"""The harness's read-only repository tools offered when a checkout is given."""


class RequestTokens(BaseModel):
    """Estimated tokens (characters / 4) of the first model request, part by part, and the limit."""

    system: int = Field(description="the system prompt, skill catalogue included")
    tools: int = Field(description="the tool schemas, as JSON")
    task: int = Field(description="the first user message")
    total: int
    limit: int


class DiagnosisOutcome(BaseModel):
    """How a diagnosis run ended.

    ``diagnosis`` is the accepted submission, or ``None`` with ``reason`` saying why (the model
    handed off, a guard stopped the run, the provider failed; the last rejected submission's
    errors are appended). ``rejections`` are the messages of every rejected submission.
    ``events`` are the harness's events in order (``ReplayModel(outcome.events)`` re-runs it);
    ``first_request`` the measured size of the first request.
    """

    diagnosis: Diagnosis | None
    reason: str | None
    status: Status
    stop_reason: StopReason
    model: str
    steps: int
    tokens_used: int
    rejections: list[str] = Field(default_factory=list)
    first_request: RequestTokens
    usage: RunUsage = Field(default_factory=RunUsage)
    """Model requests sent and tokens reported (the built-in model reports none)."""
    result: RunResult
    events: list[AgentEvent] = Field(default_factory=list, repr=False)

    @property
    def drafter(self) -> str:
        """``"deterministic"`` for the built-in model, else the model's name (the control plane's
        ``Proposal.drafter``)."""
        return "deterministic" if self.model == DETERMINISTIC_NAME else self.model

    @property
    def first_request_tokens(self) -> int:
        """Estimated tokens of the first request (the control plane's ``Proposal.first_request_tokens``)."""
        return self.first_request.total


def diagnose(
    evidence: Evidence,
    *,
    repository: Path | None,
    model: Any = None,
    skills: Sequence[Any] = (),
    trace_path: Path | None = None,
    redactor: Redactor | None = None,
    max_steps: int = DEFAULT_MAX_STEPS,
    token_budget: int = DEFAULT_TOKEN_BUDGET,
    first_request_limit: int = FIRST_REQUEST_LIMIT,
    mcp: MCPConfig | None = None,
    window: ModelWindow | None = None,
) -> DiagnosisOutcome:
    """Diagnose the failure in ``evidence``; never raises for anything the model does.

    * ``repository``: the checked-out repository the repository tools read (``None``: no such tools);
    * ``model``: a harness model (``open_model(...)``, ``ScriptedModel``, ``ReplayModel``, ...);
      ``None`` runs the built-in deterministic model (:mod:`ci_triage.propose.deterministic`);
    * ``skills``: ``ci_triage.logs.skills.Skill`` objects; the relevant ones (at most 8) are offered;
    * ``trace_path``: a JSONL trace of every event (redacted); ``redactor``: masks untrusted text
      before the model sees it and the trace holds it (default: ``ci_triage.base.redact.default_redactor()``);
    * ``max_steps`` (model turns), ``token_budget`` (tokens): the harness's limits for this run;
    * ``first_request_limit``: estimated tokens the first request may hold (the task is trimmed);
    * ``window``: the model's window (default: ``model.window`` if it has one): the first request
      and every later one are kept within it, every answer capped by it.
    * ``mcp``: MCP servers whose tools the model may use (``docs/mcp.md``: only approved servers'
      read-only tools are offered in this read-only profile); connected when the run starts.

    Raises ``ValueError`` only if ``first_request_limit`` (or the window) cannot hold even the
    prompt, the tool schemas and the task's essentials; nothing is sent then.
    """
    redact = redactor or default_redactor()
    window = window or getattr(model, "window", None)
    limit = _limit(first_request_limit, window)
    with tempfile.TemporaryDirectory(prefix="ci-triage-diagnose-") as scratch, JobLogs(evidence.logs, redact) as logs:
        setup = _setup(evidence, logs, repository, skills, Path(scratch), redact, limit)
        chosen = model if model is not None else deterministic_model(evidence, logs, setup.verdict, repository)
        options = setup.options.model_copy(
            update={"model": chosen, "trace_path": trace_path, "window": window, "mcp": mcp}
        )
        agent = create_agent(options)
        events: list[AgentEvent] = []
        agent.on("*", events.append)
        result = agent.run_sync(setup.task, max_steps=max_steps, token_budget=token_budget)
    rejections = [
        e.error.message
        for e in events
        if isinstance(e, ToolFailed) and e.tool == SUBMIT_TOOL and e.error.code in REJECTION_CODES
    ]
    diagnosis = setup.submission.diagnosis
    return DiagnosisOutcome(
        diagnosis=diagnosis,
        reason=None if diagnosis else _reason(result, rejections, token_budget),
        status=result.status,
        stop_reason=result.stop_reason,
        model=options.model.name,
        steps=result.steps,
        tokens_used=result.tokens_used,
        rejections=rejections,
        first_request=setup.tokens,
        usage=result.usage,
        result=result,
        events=events,
    )


def first_request_tokens(
    evidence: Evidence,
    *,
    repository: Path | None = None,
    skills: Sequence[Any] = (),
    redactor: Redactor | None = None,
    first_request_limit: int = FIRST_REQUEST_LIMIT,
    window: ModelWindow | None = None,
) -> RequestTokens:
    """The estimated size of the first request :func:`diagnose` would send with these arguments
    (system prompt, tool schemas, task), without running anything."""
    redact = redactor or default_redactor()
    limit = _limit(first_request_limit, window)
    with tempfile.TemporaryDirectory(prefix="ci-triage-diagnose-") as scratch, JobLogs(evidence.logs, redact) as logs:
        return _setup(evidence, logs, repository, skills, Path(scratch), redact, limit).tokens


def _limit(configured: int, window: ModelWindow | None) -> int:
    """The first request's limit: ``configured``, lowered to :data:`FIRST_REQUEST_SHARE` of the
    window's estimated budget."""
    return configured if window is None else min(configured, int(estimated_budget(window) * FIRST_REQUEST_SHARE))


@dataclasses.dataclass
class _Setup:
    options: AgentOptions
    task: str
    tokens: RequestTokens
    submission: Submission
    verdict: HistoryVerdict


def _setup(
    evidence: Evidence,
    logs: JobLogs,
    repository: Path | None,
    skills: Sequence[Any],
    scratch: Path,
    redactor: Redactor,
    limit: int,
) -> _Setup:
    """The harness options (without a model), the task fitted to ``limit``, and its measurement."""
    submission = Submission()
    log = primary_log(evidence.logs)
    offered = {t.name: t for t in builtin_tools()}
    repo_tools = [_redacting(offered[name], redactor) for name in REPOSITORY_TOOLS] if repository else []
    options = AgentOptions(
        workspace=repository or scratch,
        profile=PROFILE,
        tools=[*repo_tools, offered["finish_task"]],
        extra_tools=[*evidence_tools(evidence, logs), submit_tool(evidence, submission)],
        system_prompt=SYSTEM_PROMPT,
        skills=relevant_skills(skills, log.report if log else None, budget_tokens=int(limit * CATALOGUE_SHARE)),
        run_dir=scratch / "run",
        redactor=redactor,
    )
    agent = create_agent(options)
    system = estimate_tokens(RunContext(base_prompt=SYSTEM_PROMPT, skills=dict(agent.skills)).system_prompt())
    schemas = [t.json_schema for t in agent.tools.values() if t.kind in PROFILES[PROFILE]]
    tools = estimate_tokens(json.dumps(schemas))
    verdict = base_history_verdict(evidence, log)
    task = build_task(evidence, verdict, redactor, limit - system - tools)
    tokens = RequestTokens(system=system, tools=tools, task=estimate_tokens(task), total=0, limit=limit)
    tokens.total = tokens.system + tokens.tools + tokens.task
    return _Setup(options=options, task=task, tokens=tokens, submission=submission, verdict=verdict)


def _redacting(definition: ToolDefinition, redactor: Redactor) -> ToolDefinition:
    """``definition`` with its output redacted and fenced as untrusted repository text."""

    async def function(ctx: Any, **arguments: Any) -> ToolResult:
        result = definition.function(ctx, **arguments)
        if inspect.isawaitable(result):
            result = await result
        output = result.output if isinstance(result, ToolResult) else str(result)
        fenced = fence("repository", redactor(output), tool=definition.name)
        if isinstance(result, ToolResult):
            return dataclasses.replace(result, output=fenced)
        return ToolResult(output=fenced)

    return dataclasses.replace(definition, function=function)


def _reason(result: RunResult, rejections: list[str], token_budget: int) -> str:
    if result.stop_reason is StopReason.BUDGET_EXHAUSTED:
        reason = (
            f"the model stage stopped at its token budget (max-model-tokens {token_budget:,}; "
            f"{result.tokens_used:,} used): the next request could have passed it"
        )
    elif result.status == "completed":
        reason = f"the model finished without a diagnosis: {result.summary}"
    elif result.error is not None:
        reason = f"the run failed ({result.error.code}): {result.error.message}"
    else:
        reason = f"the run stopped ({result.stop_reason}) before a valid diagnosis was submitted"
    if rejections:
        reason += f"; the last submission was rejected: {rejections[-1]}"
    return reason
