"""A small on-disk cache of JSON values and bytes keyed on the content they were computed from.

Used to keep work that every run would repeat on the same input (parsing and checking the bundled
skills, analysing their signal patterns, compiling the first pass's Hyperscan database) from one
run to the next. A value is stored in ``<folder>/<kind>-<key>.json`` (bytes: ``.bin``), where
``<folder>`` is :func:`ci_triage.config.cache_dir.cache_dir` (``$CI_TRIAGE_CACHE_DIR``, else
``$XDG_CACHE_HOME/ci-triage``, else ``~/.cache/ci-triage``); the key is a SHA-256 of the package
version and the content (:func:`content_key`), so an edited file or a new release simply misses.
On a miss the folder of :func:`ci_triage.config.cache_dir.prebuilt_cache_dir` is read too, when one
is named (the action's image builds one, since the runner empties the action's cache folder for
every job); it is never written.
Storing a value removes the older files of the same kind. Any error (no home, a corrupt file) is a
miss, never a failure: the caller computes the value again (and checks what it loads, see
:func:`load_bytes`). A folder that cannot be written (not a directory, read-only, full) is said once
per process on standard error, and the run goes on without the cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from pathlib import Path

from ci_triage import __version__
from ci_triage.base.redact import redact
from ci_triage.config.cache_dir import CACHE_DIR_VARIABLE, cache_dir, prebuilt_cache_dir

_unwritable: set[Path] = set()
"""Folders already found unwritable in this process (each is warned about once)."""


def content_key(parts: list[bytes]) -> str:
    """A hex SHA-256 of the package version and ``parts`` (each length-prefixed, so no two lists collide)."""
    digest = hashlib.sha256(__version__.encode())
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def load(kind: str, key: str) -> object | None:
    """The value stored for ``kind`` and ``key``, or ``None`` on a miss."""
    data = _read(kind, key, ".json")
    if data is None:
        return None
    try:
        return json.loads(data)
    except ValueError:
        return None


def store(kind: str, key: str, value: object) -> None:
    """Write ``value`` (JSON-serialisable) for ``kind`` and ``key``; older values of ``kind`` are removed."""
    _write(kind, key, ".json", json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def load_bytes(kind: str, key: str) -> bytes | None:
    """The bytes stored for ``kind`` and ``key``, or ``None`` on a miss. They may be corrupt or another
    value's (a damaged disk, a file copied over): the caller checks them and treats a failed check as a miss."""
    return _read(kind, key, ".bin")


def store_bytes(kind: str, key: str, data: bytes) -> None:
    """Write ``data`` for ``kind`` and ``key``; older values of ``kind`` are removed."""
    _write(kind, key, ".bin", data)


def _read(kind: str, key: str, suffix: str) -> bytes | None:
    for folder in (cache_dir(), prebuilt_cache_dir()):
        if folder is not None:
            with contextlib.suppress(OSError):
                return (folder / f"{kind}-{key}{suffix}").read_bytes()
    return None


def _write(kind: str, key: str, suffix: str, data: bytes) -> None:
    """Write ``data`` whole (a temporary file renamed into place) and remove the older files of ``kind``."""
    import tempfile  # only on a miss: a run that finds everything cached never writes

    folder = cache_dir()
    if folder is None or folder in _unwritable:
        return
    target = folder / f"{kind}-{key}{suffix}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{kind}-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(data)
            os.replace(temporary, target)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temporary)
    except OSError as error:
        _unwritable.add(folder)
        reason = error.strerror or type(error).__name__
        message = f"the cache folder {folder} cannot be written ({reason}): running without the cache"
        print(f"ci-triage: warning: {redact(message)} (set {CACHE_DIR_VARIABLE} to a writable folder)", file=sys.stderr)
        return
    with contextlib.suppress(OSError):
        for older in folder.glob(f"{kind}-*{suffix}"):
            if older != target:
                with contextlib.suppress(OSError):
                    older.unlink()
