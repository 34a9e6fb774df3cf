"""What every model speaks: messages in, one response (text and/or tool calls) out.

Messages follow the OpenAI chat-completions roles (system, user, assistant, tool), so the
OpenAI-compatible client maps them one to one. ``Usage`` counts tokens, not characters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field


class ToolCall(BaseModel):
    """A call the model asked for. ``arguments`` is ``None`` when ``raw_arguments`` is not a
    JSON object (the loop answers with an ``invalid_arguments_json`` error)."""

    id: str
    name: str
    raw_arguments: str = "{}"
    arguments: dict[str, Any] | None = Field(default_factory=dict)


class Message(BaseModel):
    role: Literal["system", "user", "assistant", "tool"]
    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_call_id: str | None = None
    name: str | None = None


class Usage(BaseModel):
    input_tokens: int = 0
    output_tokens: int = 0


class RunUsage(BaseModel):
    """What a run cost: model requests sent (refused ones included) and the tokens the provider
    reported for them."""

    requests: int = 0
    input_tokens: int = 0
    output_tokens: int = 0

    def plus(self, other: RunUsage) -> RunUsage:
        """The sum of two usages."""
        return RunUsage(
            requests=self.requests + other.requests,
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
        )


class ModelRequest(BaseModel):
    """One turn: the whole prompt and the tools on offer (OpenAI ``function`` tool objects)."""

    messages: list[Message]
    tools: list[dict[str, Any]] = Field(default_factory=list)
    temperature: float | None = None
    purpose: Literal["step", "summary"] = "step"
    """``summary`` for compaction requests (no tools offered)."""
    max_output_tokens: int | None = None
    """The cap on the answer, in tokens (sent as ``max_tokens`` or ``max_completion_tokens``;
    ``None``: the provider's default)."""


class ModelResponse(BaseModel):
    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    finish_reason: str | None = None

    @property
    def empty(self) -> bool:
        """No text (after stripping) and no tool call."""
        return not self.text.strip() and not self.tool_calls


TextSink = Callable[[str], None]


class Model(Protocol):
    """A model: ``name`` for traces; ``request`` answers one turn.

    ``on_text`` receives text deltas as they arrive (streaming models). Raises ``ModelError``.
    """

    name: str

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse: ...
