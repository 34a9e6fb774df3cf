"""JSONL traces: one JSON object per line recording what was read and decided.

Every string written passes through :func:`ci_triage.redact.default_redactor` first, so a trace
never holds a secret-shaped value or the value of a secret-named environment variable. A record
is ``{"type": ..., "at": <seconds since the run started>, ...}``. The file is written to a
temporary name beside the target and renamed on close (mode 0644, so the job's later steps can
upload it: :mod:`ci_triage.shared_file`), so a crash never leaves a half-written trace in its place.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from ci_triage.errors import OutputError
from ci_triage.redact import default_redactor, redact_value
from ci_triage.shared_file import publish


class TraceWriter:
    """Append records to a JSONL trace at ``path``; use as a context manager."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._started = time.monotonic()
        directory = self.path.parent if str(self.path.parent) else Path(".")
        try:
            handle, self._temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=directory)
        except OSError as error:
            raise OutputError(f"{self.path}: cannot write the trace here: {error.strerror or error}") from None
        self._file = os.fdopen(handle, "w", encoding="utf-8")
        self._redactor = default_redactor()

    def write(self, record_type: str, **fields: Any) -> None:
        """Append one record of ``record_type`` with ``fields`` (JSON-serialisable, redacted)."""
        record = {"type": record_type, "at": round(time.monotonic() - self._started, 4), **fields}
        self._file.write(json.dumps(redact_value(record, self._redactor), ensure_ascii=False, default=str) + "\n")

    def close(self, *, keep: bool = True) -> None:
        """Finish the trace: rename it into place (``keep``) or delete it."""
        self._file.close()
        if not keep:
            os.unlink(self._temporary)
            return
        try:
            publish(self._temporary, self.path)
        except OSError as error:
            os.unlink(self._temporary)
            raise OutputError(f"{self.path}: cannot write the trace: {error.strerror or error}") from None

    def __enter__(self) -> TraceWriter:
        return self

    def __exit__(self, exc_type, exc, traceback) -> None:
        self.close(keep=exc_type is None)
