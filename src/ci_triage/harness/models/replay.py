"""``ReplayModel``: answers from the ``model.response`` events of a recorded trace, in order."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ci_triage.harness.errors import RunError, UnexpectedModelCall
from ci_triage.harness.events import BaseEvent, ModelResponded
from ci_triage.harness.models.base import ModelRequest, ModelResponse, TextSink
from ci_triage.harness.trace import read_trace


class ReplayModel:
    """Replays recorded responses; an extra call raises ``UnexpectedModelCall``."""

    def __init__(self, events: Iterable[BaseEvent], name: str = "replay") -> None:
        self.name = name
        self._responses = [ModelResponse.model_validate(e.response) for e in events if isinstance(e, ModelResponded)]
        self._next = 0

    @classmethod
    def from_trace(cls, path: Path) -> ReplayModel:
        """Load the responses of the JSONL trace at ``path``."""
        return cls(read_trace(path))

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        if self._next >= len(self._responses):
            raise UnexpectedModelCall(
                RunError(
                    code="unexpected_model_call",
                    message=f"the trace holds {len(self._responses)} responses; all were replayed",
                    layer="provider",
                    severity="fatal",
                )
            )
        response = self._responses[self._next]
        self._next += 1
        if on_text and response.text:
            on_text(response.text)
        return response
