"""``ScriptedModel``: a strict list of answers for tests and examples (no network, no key).

Each step is a ``ModelResponse``, a function of the ``ModelRequest`` returning one, or an
exception to raise. An extra call raises ``UnexpectedModelCall``; ``assert_complete()`` fails
if a step was not used (idea from openai-agents-python's ``testing`` helpers).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Sequence
from typing import Any

from ci_triage.agent.errors import RunError, UnexpectedModelCall
from ci_triage.agent.llm.base import ModelRequest, ModelResponse, TextSink, ToolCall, Usage

Step = ModelResponse | Callable[[ModelRequest], ModelResponse] | BaseException

_ids = itertools.count(1)


def call(name: str, /, **arguments: Any) -> ModelResponse:
    """A response with one tool call of ``name`` with ``arguments`` (a fresh call id)."""
    return calls((name, arguments))


def calls(*pairs: tuple[str, dict[str, Any]]) -> ModelResponse:
    """A response with several tool calls in order (parallel tool calls)."""
    return ModelResponse(
        tool_calls=[
            ToolCall(id=f"call_{next(_ids)}", name=n, raw_arguments=json.dumps(a), arguments=a) for n, a in pairs
        ],
        usage=Usage(input_tokens=10, output_tokens=5),
        finish_reason="tool_calls",
    )


def text(content: str) -> ModelResponse:
    """A plain text response."""
    return ModelResponse(text=content, usage=Usage(input_tokens=10, output_tokens=5), finish_reason="stop")


class ScriptedModel:
    """Answers with ``steps`` in order; records every request in ``requests``."""

    def __init__(self, steps: Sequence[Step], name: str = "scripted") -> None:
        self.name = name
        self._steps = list(steps)
        self.requests: list[ModelRequest] = []

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        self.requests.append(request)
        index = len(self.requests) - 1
        if index >= len(self._steps):
            raise UnexpectedModelCall(
                RunError(
                    code="unexpected_model_call",
                    message=f"ScriptedModel has {len(self._steps)} steps; call {index + 1} was not scripted",
                    layer="provider",
                    severity="fatal",
                )
            )
        step = self._steps[index]
        if isinstance(step, BaseException):
            raise step
        response = step(request) if callable(step) else step
        if on_text and response.text:
            on_text(response.text)
        return response

    def assert_complete(self) -> None:
        """Raise ``AssertionError`` unless every scripted step was used."""
        used, total = len(self.requests), len(self._steps)
        if used < total:
            raise AssertionError(f"ScriptedModel used {used} of {total} steps")
