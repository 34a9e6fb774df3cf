"""JSONL trace of a run: one redacted event per line, loadable back into event objects.

Register :meth:`TraceWriter.write` as a ``"*"`` handler; read a trace with :func:`read_trace`.
Every string (keys and values) passes through the redactor before it reaches the file.
"""

from __future__ import annotations

import json
from pathlib import Path

from ci_triage.harness.events import Event, load_event
from ci_triage.redact import Redactor, default_redactor, redact_value


class TraceWriter:
    """Appends events to ``path`` as JSON lines (UTF-8), flushing each line.

    ``redactor`` defaults to :func:`ci_triage.redact.default_redactor`.
    """

    def __init__(self, path: Path, redactor: Redactor | None = None) -> None:
        self.path = path
        self.redactor = redactor or default_redactor()
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file = path.open("a", encoding="utf-8")

    def write(self, event: Event) -> None:
        """Write one event (by its aliases, e.g. ``from`` in ``phase.changed``)."""
        data = redact_value(event.model_dump(mode="json", by_alias=True), self.redactor)
        self._file.write(json.dumps(data, ensure_ascii=False) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


def read_trace(path: Path) -> list[Event]:
    """Load every event of a JSONL trace; raises ``pydantic.ValidationError`` on a bad line."""
    with path.open(encoding="utf-8") as lines:
        return [load_event(line) for line in lines if line.strip()]
