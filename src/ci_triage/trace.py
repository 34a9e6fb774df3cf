"""JSONL traces: one JSON object per line recording what was read and decided.

Every string written passes through :func:`ci_triage.redact.default_redactor` first, so a trace
never holds a secret-shaped value or the value of a secret-named environment variable. A record
is ``{"type": ..., "at": <seconds since the run started>, ...}``. The file is written to a
temporary name beside the target and renamed on close (mode 0644, so the job's later steps can
upload it: :mod:`ci_triage.shared_file`), so a crash never leaves a half-written
trace in its place. When another run wrote the target while this one ran, neither is lost: this
trace goes to the first free sibling name (``trace-2.jsonl``, ``trace-3.jsonl`` …), and a warning
names it (:attr:`TraceWriter.path` is where it went).
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from ci_triage.errors import OutputError
from ci_triage.redact import default_redactor, redact_value
from ci_triage.shared_file import SHARED_MODE

_LOG = logging.getLogger(__name__)
MAX_SIBLINGS = 1000
"""Sibling names tried when the target was written by another run meanwhile."""


class TraceWriter:
    """Append records to a JSONL trace at ``path``; use as a context manager."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._before = _identity(self.path)
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
            os.chmod(self._temporary, SHARED_MODE)  # readable by the job's later steps
            if _identity(self.path) == self._before:
                os.replace(self._temporary, self.path)
            else:
                self._divert()
        except OSError as error:
            os.unlink(self._temporary)
            raise OutputError(f"{self.path}: cannot write the trace: {error.strerror or error}") from None

    def _divert(self) -> None:
        """Put the trace beside a target another run wrote meanwhile, under a name nobody holds."""
        wanted = self.path
        for number in range(2, MAX_SIBLINGS + 2):
            candidate = wanted.with_name(f"{wanted.stem}-{number}{wanted.suffix}")
            try:
                os.link(self._temporary, candidate)  # fails if the name exists: never overwrites
            except FileExistsError:
                continue
            os.unlink(self._temporary)
            self.path = candidate
            _LOG.warning("%s was written by another run meanwhile; this run's trace is %s", wanted, candidate)
            return
        raise OSError(f"{MAX_SIBLINGS} traces beside it already")

    def __enter__(self) -> TraceWriter:
        return self

    def __exit__(self, exc_type, exc, traceback) -> None:
        self.close(keep=exc_type is None)


def _identity(path: Path) -> tuple[int, int, int] | None:
    """What tells one version of a file from another (inode, modification time, size), or None."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns, info.st_size
