"""A small on-disk cache of JSON values keyed on the content they were computed from.

Used to keep work that every run would repeat on the same input (parsing and checking the bundled
skills, analysing their signal patterns) from one run to the next. A value is stored in
``<folder>/<kind>-<key>.json``, where ``<folder>`` is
:func:`ci_triage.config.cache_dir.cache_dir` (``$CI_TRIAGE_CACHE_DIR``, else
``$XDG_CACHE_HOME/ci-triage``, else ``~/.cache/ci-triage``); the key is a SHA-256 of the package
version and the content (:func:`content_key`), so an edited file or a new release simply misses.
Storing a value removes the older files of the same kind. Any error (no home, a corrupt file) is a
miss, never a failure: the caller computes the value again. A folder that cannot be written (not a
directory, read-only, full) is said once per process on standard error, and the run goes on
without the cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

from ci_triage import __version__
from ci_triage.base.redact import redact
from ci_triage.config.cache_dir import CACHE_DIR_VARIABLE, cache_dir

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
    folder = cache_dir()
    if folder is None:
        return None
    try:
        return json.loads((folder / f"{kind}-{key}.json").read_bytes())
    except (OSError, ValueError):
        return None


def store(kind: str, key: str, value: object) -> None:
    """Write ``value`` (JSON-serialisable) for ``kind`` and ``key``; older values of ``kind`` are removed."""
    folder = cache_dir()
    if folder is None or folder in _unwritable:
        return
    target = folder / f"{kind}-{key}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{kind}-", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as file:
                json.dump(value, file, ensure_ascii=False, separators=(",", ":"))
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
        for older in folder.glob(f"{kind}-*.json"):
            if older != target:
                with contextlib.suppress(OSError):
                    older.unlink()
