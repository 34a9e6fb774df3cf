"""The patch artifact: the candidate patch as a file anyone can ``git apply``, written atomically."""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.errors import OutputError
from ci_triage.base.shared_file import write_shared_file
from ci_triage.repair.result import FixResult


def write_patch_artifact(result: FixResult, path: Path) -> Path:
    """Write ``result.patch`` (exact bytes, not redacted, so it applies) to ``path`` through a
    temporary file in the same folder and a rename (mode 0644, for a later upload step), so a
    reader never sees half a patch. Returns ``path``. Raises ``ValueError`` when there is no patch
    or the patch was rejected (a refused patch is never offered to apply), :class:`OutputError`
    when it cannot be written."""
    if not offered(result):
        raise ValueError(f"the result has no patch to offer (status {result.status})")
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_shared_file(path, result.patch, newline="")
    except OSError as error:
        raise OutputError(f"{path}: cannot write the patch artifact: {error.strerror or error}") from None
    return path


def offered(result: FixResult) -> bool:
    """Whether ``result``'s patch may be offered as an artifact: there is one and it was not rejected."""
    return bool(result.patch) and result.status in ("verified", "unverified")
