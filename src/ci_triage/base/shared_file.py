"""Files a later step of the job reads (trace, patch, scan JSON, report): whole or absent, and
readable by the runner's user.

A Docker container action runs as root while the runner and the job's later steps (e.g.
``actions/upload-artifact``) run as another user. ``tempfile.mkstemp`` creates its file with mode
0600, so a file renamed into place from it would be unreadable to them. Here the temporary file is
given mode :data:`SHARED_MODE` before the rename: a reader sees the old file, or the whole new one
readable by everyone, never half of it.

Reference: GitHub Docs, "Dockerfile support for GitHub Actions" (``USER``: "Docker actions must be
run by the default Docker user (root)").
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

SHARED_MODE = 0o644
"""Owner read/write, everyone else read."""


@contextmanager
def shared_file(path: str | os.PathLike[str], mode: str = "w", *, newline: str | None = None) -> Iterator[IO]:
    """Open a temporary file beside ``path`` for writing (``mode`` ``"w"`` or ``"wb"``); on a clean
    exit it is made mode 0644 and renamed to ``path``, on an exception it is deleted. Raises
    ``OSError`` (the folder is missing or not writable)."""
    import tempfile  # here: the command line imports this module, and --version should not pay for it

    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    try:
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(handle, mode, encoding=encoding, newline=newline) as file:
            yield file
        publish(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def publish(temporary: str | os.PathLike[str], path: str | os.PathLike[str]) -> None:
    """Give the finished ``temporary`` file mode 0644 and rename it to ``path`` (same folder).
    Raises ``OSError``."""
    os.chmod(temporary, SHARED_MODE)
    os.replace(temporary, path)


def write_shared_file(path: str | os.PathLike[str], text: str, *, newline: str | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` through :func:`shared_file`. Raises ``OSError``."""
    with shared_file(path, newline=newline) as file:
        file.write(text)
