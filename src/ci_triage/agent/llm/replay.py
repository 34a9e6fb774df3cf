"""``ReplayModel``: answers from the ``model.response`` events of a recorded trace, in order."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ci_triage.agent.errors import RunError, UnexpectedModelCall
from ci_triage.agent.events import EVENT_ADAPTER, AgentEvent, ModelResponded
from ci_triage.agent.llm.base import ModelRequest, ModelResponse, TextSink
from ci_triage.trace import read_records


class ReplayModel:
    """Replays recorded responses, step answers and compaction summaries each in their own order;
    a call with nothing left to replay raises ``UnexpectedModelCall``."""

    def __init__(self, events: Iterable[AgentEvent], name: str = "replay") -> None:
        self.name = name
        self._responses: dict[str, list[ModelResponse]] = {"step": [], "summary": []}
        for event in events:
            if isinstance(event, ModelResponded):
                self._responses[event.purpose].append(ModelResponse.model_validate(event.response))

    @classmethod
    def from_trace(cls, path: Path) -> ReplayModel:
        """Load the responses of the harness's JSONL trace at ``path`` (``AgentOptions.trace_path``);
        raises :class:`~ci_triage.base.errors.InputError` on a line that is not a harness event."""
        return cls(read_records(path, EVENT_ADAPTER))

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        queue = self._responses[request.purpose]
        if not queue:
            raise UnexpectedModelCall(
                RunError(
                    code="unexpected_model_call",
                    message=f"the trace holds no more {request.purpose} responses; all were replayed",
                    layer="provider",
                    severity="fatal",
                )
            )
        response = queue.pop(0)
        if on_text and response.text:
            on_text(response.text)
        return response
