"""``RuleDrivenModel``: the built-in deterministic model. It is not a language model.

It reads the conversation, picks the first :class:`Rule` whose condition holds and that has
fired fewer than ``max_fires`` times, and answers with that rule's tool calls. The caller
supplies the rules (the CI rules come with the CI tools); with them it drives a run through
explore → plan → edit → verify → (recover) → complete with no key and no network. When no rule
matches it finishes the task and says so, so a run never loops on silence. Same conversation,
same rules: same answer.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ci_triage.agent.llm.base import ModelRequest, ModelResponse, TextSink, ToolCall


@dataclass(frozen=True)
class Observation:
    """What a rule sees: the task (first user message), the last tool result, and how often
    each rule has fired so far."""

    task: str
    last_tool: str | None
    last_output: str
    fired: dict[str, int]

    def has_fired(self, rule: str) -> bool:
        return self.fired.get(rule, 0) > 0


Calls = list[tuple[str, dict[str, Any]]]


@dataclass(frozen=True)
class Rule:
    """``when(observation)`` decides; ``then(observation)`` gives the tool calls as
    ``(name, arguments)`` pairs; ``max_fires`` bounds how often it may fire (default once)."""

    name: str
    when: Callable[[Observation], bool]
    then: Callable[[Observation], Calls]
    max_fires: int = 1


def after(tool: str) -> Callable[[Observation], bool]:
    """Condition: the last tool result came from ``tool``."""
    return lambda obs: obs.last_tool == tool


def output_contains(text: str) -> Callable[[Observation], bool]:
    """Condition: the last tool output contains ``text``."""
    return lambda obs: text in obs.last_output


def always(_obs: Observation) -> bool:
    return True


@dataclass
class RuleDrivenModel:
    """The deterministic model; ``name`` appears in traces."""

    rules: Sequence[Rule]
    name: str = "rule-driven"
    fired: dict[str, int] = field(default_factory=dict)
    _calls: int = 0

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        if request.purpose == "summary":
            return ModelResponse(finish_reason="stop")  # the harness's own summary is used
        observation = self._observe(request)
        for rule in self.rules:
            if self.fired.get(rule.name, 0) < rule.max_fires and rule.when(observation):
                self.fired[rule.name] = self.fired.get(rule.name, 0) + 1
                return self._respond(rule.then(observation))
        summary = "No rule matched the current state; stopping here for a human to take over."
        return self._respond([("finish_task", {"summary": summary})])

    def _observe(self, request: ModelRequest) -> Observation:
        task = next((m.content for m in request.messages if m.role == "user"), "")
        last = next((m for m in reversed(request.messages) if m.role == "tool"), None)
        return Observation(
            task=task,
            last_tool=last.name if last else None,
            last_output=last.content if last else "",
            fired=dict(self.fired),
        )

    def _respond(self, pairs: Calls) -> ModelResponse:
        tool_calls = []
        for name, arguments in pairs:
            self._calls += 1
            tool_calls.append(
                ToolCall(
                    id=f"rule_{self._calls}",
                    name=name,
                    raw_arguments=json.dumps(arguments),
                    arguments=arguments,
                )
            )
        return ModelResponse(tool_calls=tool_calls, finish_reason="tool_calls")
