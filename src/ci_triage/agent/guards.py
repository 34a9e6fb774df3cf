"""Guards: every known way an agent loop goes wrong, each with a threshold and a stop reason.

:class:`GuardConfig` holds the thresholds (defaults from issue 3 unless marked as chosen here);
:class:`Guards` keeps the counters of one run. The loop asks it before and after each step and
tool call; a guard answers with a note for the model, a refusal, or a :class:`StopReason`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from ci_triage.agent.phases import ToolKind


class StopReason(StrEnum):
    """Why a run ended; stable names that appear in ``RunResult`` and the trace."""

    COMPLETED = "completed"
    MAX_STEPS = "run_max_steps"
    REPEATED_ERROR = "run_repeated_error"
    IDENTICAL_CALLS = "run_identical_calls"
    EMPTY_RESPONSE = "run_empty_response"
    SEARCH_LOOP = "run_search_loop"
    HARD_STOP = "run_hard_stop"
    BUDGET_EXHAUSTED = "budget_exhausted"
    CANCELLED = "cancelled"
    MODEL_ERROR = "model_error"
    INTERNAL_ERROR = "internal_error"


class GuardConfig(BaseModel):
    """Thresholds of the guards. Counts are calls or steps; waits are seconds; budgets tokens."""

    max_steps: int = Field(default=1000, ge=1)
    """Model turns per run (issue 3). ``run(max_steps=)`` overrides it."""
    step_warnings: tuple[int, ...] = (3, 1)
    """Warn the model when this many steps remain (issue 3)."""
    repeated_error_limit: int = Field(default=3, ge=1)
    """The same failure (tool error or invalid arguments) this many times stops the run."""
    identical_call_note_at: int = Field(default=2, ge=2)
    """The Nth identical call in a row (same tool, same arguments) gets a correction note.
    Chosen: the first repeat is already a sign the model did not read the result."""
    identical_call_refuse_at: int = Field(default=3, ge=2)
    """From the Nth identical call in a row the call is refused, not run (chosen)."""
    identical_call_stop_at: int = Field(default=5, ge=2)
    """The Nth identical call in a row stops the run (chosen: two refusals ignored)."""
    empty_response_limit: int = Field(default=3, ge=1)
    """Answers without a tool call in a row that stop the run (issue 3: empty responses; chosen:
    text without a tool call counts too, since only finish_task ends a run)."""
    empty_backoff_initial_s: float = 0.8
    empty_backoff_max_s: float = 6.0
    """Backoff before re-asking after an empty answer: 0.8 s doubling, capped at 6 s (issue 3)."""
    search_loop_limit: int = Field(default=8, ge=1)
    """Consecutive read/search calls without progress before they are refused (issue 3)."""
    search_loop_stop_after: int = Field(default=3, ge=1)
    """Refused search calls in a row, after the limit, that stop the run (chosen: three nudges)."""
    failed_checks_limit: int = Field(default=5, ge=1)
    """Failing verifications in a row with no edit in between that stop the run (issue 3)."""
    token_budget: int = Field(default=1_000_000, ge=1)
    """Hard cap on tokens (input + output, as reported by the model) per run. Chosen: a full
    164k context re-sent ~6 times; a CI triage needs far less. ``run(token_budget=)`` overrides."""
    max_cost_usd: float | None = None
    """Optional hard cap on cost, computed from the two prices below; off by default."""
    usd_per_million_input_tokens: float = 0.0
    usd_per_million_output_tokens: float = 0.0


@dataclass
class Verdict:
    """A guard's answer: ``refuse`` (reason for the model), ``note`` (appended), ``stop``."""

    refuse: str | None = None
    note: str | None = None
    stop: StopReason | None = None


def failure_fingerprint(tool: str, code: str, message: str) -> str:
    """Identity of a failure for the repeated-error guard: tool, code, message with digits
    replaced by ``#`` (so line numbers and durations do not make failures look different)."""
    return f"{tool}:{code}:{re.sub(r'[0-9]+', '#', message)}"


@dataclass
class Guards:
    """Counters of one run and the decisions they lead to."""

    config: GuardConfig
    max_steps: int
    token_budget: int
    failures: dict[str, int] = field(default_factory=dict)
    last_call: str | None = None
    identical_streak: int = 0
    last_output: str | None = None
    empty_streak: int = 0
    search_streak: int = 0
    search_refusals: int = 0
    failed_checks: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    # steps -----------------------------------------------------------------------------------
    def before_step(self, step: int) -> Verdict:
        """``step`` is 1-based. Stops past ``max_steps``; warns when few steps remain."""
        if step > self.max_steps:
            return Verdict(stop=StopReason.MAX_STEPS)
        remaining = self.max_steps - step + 1
        if remaining in self.config.step_warnings:
            return Verdict(
                note=f"{remaining} step(s) left before the run is stopped: "
                "finish with finish_task(summary) and say what is done and what is not."
            )
        return Verdict()

    # model answers ---------------------------------------------------------------------------
    def after_response(self, *, acted: bool, empty: bool) -> tuple[Verdict, float]:
        """After a model answer. ``acted``: it called a tool; ``empty``: no text either.
        An answer without a tool call counts toward the streak; only an empty one waits
        (the backoff, seconds) before the nudge."""
        if acted:
            self.empty_streak = 0
            return Verdict(), 0.0
        self.empty_streak += 1
        if self.empty_streak >= self.config.empty_response_limit:
            return Verdict(stop=StopReason.EMPTY_RESPONSE), 0.0
        if not empty:
            nudge = "You answered without calling a tool. Call a tool to act, or finish_task(summary) to end."
            return Verdict(note=nudge), 0.0
        wait = min(
            self.config.empty_backoff_initial_s * 2 ** (self.empty_streak - 1),
            self.config.empty_backoff_max_s,
        )
        nudge = "Your last answer was empty. Call a tool, or call finish_task(summary) if you are done."
        return Verdict(note=nudge), wait

    def add_usage(self, input_tokens: int, output_tokens: int) -> Verdict:
        self.input_tokens += input_tokens
        self.output_tokens += output_tokens
        if self.tokens_used >= self.token_budget:
            return Verdict(stop=StopReason.BUDGET_EXHAUSTED)
        limit = self.config.max_cost_usd
        if limit is not None and self.cost_usd >= limit:
            return Verdict(stop=StopReason.BUDGET_EXHAUSTED)
        return Verdict()

    @property
    def tokens_used(self) -> int:
        return self.input_tokens + self.output_tokens

    @property
    def cost_usd(self) -> float:
        c = self.config
        return (
            self.input_tokens * c.usd_per_million_input_tokens + self.output_tokens * c.usd_per_million_output_tokens
        ) / 1_000_000

    # tool calls ------------------------------------------------------------------------------
    def before_call(self, tool: str, arguments: dict[str, Any], kind: ToolKind) -> Verdict:
        """Identical-call and search-loop checks, before the call runs."""
        key = tool + json.dumps(arguments, sort_keys=True, default=str)
        self.identical_streak = self.identical_streak + 1 if key == self.last_call else 1
        self.last_call = key
        c = self.config
        if self.identical_streak >= c.identical_call_stop_at:
            return Verdict(stop=StopReason.IDENTICAL_CALLS)
        if self.identical_streak >= c.identical_call_refuse_at:
            return Verdict(
                refuse=f"refused: {tool} was called {self.identical_streak} times in a row with the same "
                "arguments; its result will not change. Use what you have or try something else."
            )
        note = None
        if self.identical_streak >= c.identical_call_note_at:
            note = f"Note: this is the same {tool} call as the previous one; the result is the same."

        if kind is ToolKind.READ:
            self.search_streak += 1
            if self.search_streak > c.search_loop_limit:
                self.search_refusals += 1
                if self.search_refusals >= c.search_loop_stop_after:
                    return Verdict(stop=StopReason.SEARCH_LOOP)
                return Verdict(
                    refuse=f"refused: {self.search_streak - 1} read/search calls in a row without "
                    "progress. Write a plan with todo_write, make a change, run a check, or finish."
                )
        else:
            self.search_streak = 0
            self.search_refusals = 0
        return Verdict(note=note)

    def after_output(self, output: str) -> str | None:
        """A note when a tool's output is byte-identical to the previous tool output."""
        same = output == self.last_output
        self.last_output = output
        if same:
            return "Note: this output is identical to the previous tool output."
        return None

    def after_failure(self, fingerprint: str) -> Verdict:
        """Count a failure (see :func:`failure_fingerprint`); stops at ``repeated_error_limit``."""
        self.failures[fingerprint] = self.failures.get(fingerprint, 0) + 1
        if self.failures[fingerprint] >= self.config.repeated_error_limit:
            return Verdict(stop=StopReason.REPEATED_ERROR)
        return Verdict()

    def after_check(self, kind: ToolKind, *, failed_check: bool) -> Verdict:
        """Counts failing verifications in a row; an edit (``mutate``) resets the count."""
        if kind is ToolKind.MUTATE:
            self.failed_checks = 0
        elif kind is ToolKind.EXECUTE:
            self.failed_checks = self.failed_checks + 1 if failed_check else 0
            if self.failed_checks >= self.config.failed_checks_limit:
                return Verdict(stop=StopReason.HARD_STOP)
        return Verdict()
