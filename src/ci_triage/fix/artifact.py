"""The patch artifact: the candidate patch as a file anyone can ``git apply``, written atomically."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from ci_triage.errors import OutputError
from ci_triage.fix.result import FixResult


def write_patch_artifact(result: FixResult, path: Path) -> Path:
    """Write ``result.patch`` (exact bytes, not redacted, so it applies) to ``path`` through a
    temporary file in the same folder and a rename, so a reader never sees half a patch. Returns
    ``path``. Raises ``ValueError`` when there is no patch or the patch was rejected (a refused patch
    is never offered to apply), :class:`OutputError` when it cannot be written."""
    if not offered(result):
        raise ValueError(f"the result has no patch to offer (status {result.status})")
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
                file.write(result.patch)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as error:
        raise OutputError(f"{path}: cannot write the patch artifact: {error.strerror or error}") from None
    return path


def offered(result: FixResult) -> bool:
    """Whether ``result``'s patch may be offered as an artifact: there is one and it was not rejected."""
    return bool(result.patch) and result.status in ("verified", "unverified")
