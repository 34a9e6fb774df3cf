"""Reading a patch (with unidiff): its files and line counts, and the size limits.

Limits (``FixLimits``): at most ``max_files`` files and ``max_changed_lines`` added + removed lines;
binary changes and changes to ``.git`` are never proposed (a patch must be reviewable as text).
"""

from __future__ import annotations

from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from ci_triage.repair.limits import FixLimits
from ci_triage.repair.result import DiffSummary, FileChange, Rejection


class PatchError(ValueError):
    """The text is not a unified diff unidiff can read."""


def parse_patch(patch: str) -> PatchSet:
    """``patch`` as a unidiff ``PatchSet``; raises :class:`PatchError` when it cannot be parsed."""
    try:
        return PatchSet(patch)
    except UnidiffParseError as error:
        raise PatchError(f"the patch is not a unified diff: {error}") from None


def summarize(patch: str) -> DiffSummary:
    """Files (added, modified, deleted) with their added and removed line counts."""
    files = []
    for patched in parse_patch(patch):
        status = "added" if patched.is_added_file else "deleted" if patched.is_removed_file else "modified"
        files.append(
            FileChange(
                path=patched.path,
                status=status,
                added=patched.added,
                removed=patched.removed,
                binary=bool(getattr(patched, "is_binary_file", False)),
            )
        )
    return DiffSummary(files=files)


def check_limits(summary: DiffSummary, limits: FixLimits) -> list[Rejection]:
    """Rejections for a patch over the size limits, with a binary change, or touching ``.git``."""
    rejections = []
    if len(summary.files) > limits.max_files:
        rejections.append(
            Rejection(rule="too-many-files", reason=f"changes {len(summary.files)} files (limit {limits.max_files})")
        )
    changed = summary.added + summary.removed
    if changed > limits.max_changed_lines:
        rejections.append(
            Rejection(rule="too-many-lines", reason=f"changes {changed} lines (limit {limits.max_changed_lines})")
        )
    for change in summary.files:
        if change.binary:
            rejections.append(Rejection(rule="binary-change", reason="changes a binary file", path=change.path))
        if change.path == ".git" or change.path.startswith(".git/"):
            rejections.append(Rejection(rule="git-internals", reason="changes git's own files", path=change.path))
    return rejections
