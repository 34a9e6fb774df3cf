"""The one JSONL trace writer and reader: one typed record per line, recording what was read and decided.

A record is a pydantic model with a literal ``type`` (the union of every kind is
:data:`ci_triage.triage.trace_records.TraceRecord`; the harness's own events are part of it). Every
string written passes through :func:`ci_triage.base.redact.default_redactor` first, so a trace never
holds a secret-shaped value or the value of a secret-named environment variable; ci-triage's own
text (fields marked :data:`ci_triage.base.redact.OWN_TEXT`: ids, categories, paths the user gave) is
written as the report shows it. A line is
``{"type": ..., "at": <seconds since the trace was opened>, ...}``. The file is written to a
temporary name beside the target and renamed on close (mode 0644, so the job's later steps can
upload it: :mod:`ci_triage.base.shared_file`), so a crash never leaves a half-written
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
from typing import Any, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from ci_triage.base.errors import InputError, OutputError
from ci_triage.base.redact import Redactor, default_redactor, own_texts, redact_value
from ci_triage.base.shared_file import SHARED_MODE

_LOG = logging.getLogger(__name__)
MAX_SIBLINGS = 1000
"""Sibling names tried when the target was written by another run meanwhile."""


Record = TypeVar("Record")


class TraceWriter:
    """Append typed records to a JSONL trace at ``path``; use as a context manager.

    ``redactor`` defaults to :func:`ci_triage.base.redact.default_redactor`. Raises
    :class:`~ci_triage.base.errors.OutputError` when the directory cannot be written.
    """

    def __init__(self, path: str | os.PathLike[str], redactor: Redactor | None = None) -> None:
        self.path = Path(path)
        self._before = _identity(self.path)
        self._started = time.monotonic()
        directory = self.path.parent if str(self.path.parent) else Path(".")
        try:
            handle, self._temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", dir=directory)
        except OSError as error:
            raise OutputError(f"{self.path}: cannot write the trace here: {error.strerror or error}") from None
        self._file = os.fdopen(handle, "w", encoding="utf-8")
        self._redactor = redactor or default_redactor()

    def write(self, record: BaseModel) -> None:
        """Append ``record`` (a model with a ``type`` field), by its aliases, redacted, as one line."""
        fields = record.model_dump(mode="json", by_alias=True)
        line = {"type": fields.pop("type"), "at": round(time.monotonic() - self._started, 4), **fields}
        redacted = redact_value(line, self._redactor, own_texts(record))  # the dump's dicts no longer mark own text
        self._file.write(json.dumps(redacted, ensure_ascii=False) + "\n")
        self._file.flush()

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


def read_records(path: Path, adapter: TypeAdapter[Record]) -> list[Record]:
    """Every record of the JSONL trace at ``path``, parsed by ``adapter`` (a discriminated union on
    ``type``). Raises :class:`~ci_triage.base.errors.InputError` naming the line when the file cannot be
    read, a line is not JSON, its kind is unknown, or a record does not match its kind."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise InputError(f"{path}: cannot read the trace: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: not a JSONL trace (not UTF-8 text)") from None
    records: list[Record] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError:
            raise InputError(f"{path}:{number}: not a JSON line") from None
        records.append(_record(path, number, data, adapter))
    return records


def _record(path: Path, number: int, data: Any, adapter: TypeAdapter[Record]) -> Record:
    kind = data.get("type") if isinstance(data, dict) else None
    try:
        return adapter.validate_python(data)
    except ValidationError as error:
        first = error.errors()[0]
        if first["type"] in ("union_tag_invalid", "union_tag_not_found", "model_attributes_type"):
            raise InputError(f"{path}:{number}: unknown record kind {kind!r}; not a ci-triage trace record") from None
        loc = first["loc"][1:] if first["loc"][:1] == (kind,) else first["loc"]  # the union's tag comes first
        where = ".".join(str(part) for part in loc)
        raise InputError(f"{path}:{number}: a {kind!r} record is not valid: {where}: {first['msg']}") from None
