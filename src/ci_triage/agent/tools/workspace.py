"""The workspace a run may touch: path confinement and the sensitive-path guard."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ci_triage.agent.errors import RunError, ToolError, tool_error
from ci_triage.agent.permissions import is_sensitive


@dataclass(frozen=True)
class Workspace:
    """A directory the tools are confined to.

    ``allowed_sensitive`` lists patterns (fnmatch) of sensitive paths the caller allows anyway.
    """

    root: Path
    allowed_sensitive: tuple[str, ...] = field(default=())

    def resolve(self, path: str) -> Path:
        """The absolute path of ``path`` (relative to the root, or absolute inside it).

        Raises ``ToolError`` (``path_outside_workspace``) if it leaves the root after resolving
        symlinks, or (``sensitive_path``, layer ``permission``) if it is sensitive.
        """
        root = self.root.resolve()
        target = (root / path).resolve()
        if target != root and root not in target.parents:
            raise tool_error("path_outside_workspace", f"{path!r} is outside the workspace")
        if self.is_sensitive(target):
            raise ToolError(
                RunError(
                    code="sensitive_path",
                    message=f"{self.relative(target)!r} is a sensitive path and is refused",
                    layer="permission",
                    hint="secrets files are never read or written unless the run allows them",
                )
            )
        return target

    def relative(self, path: Path) -> str:
        """``path`` relative to the root, POSIX style (``"."`` for the root)."""
        return path.resolve().relative_to(self.root.resolve()).as_posix()

    def contains(self, path: Path) -> bool:
        """True if ``path``, once symlinks are followed, is the root or inside it. Never raises: a
        broken link or a loop counts as outside."""
        root = self.root.resolve()
        try:
            target = path.resolve()
        except (OSError, RuntimeError):
            return False
        return target == root or root in target.parents

    def is_sensitive(self, path: Path) -> bool:
        """True if ``path`` (on disk, links followed) is sensitive; a path outside the root counts
        as sensitive, so a caller that forgot :meth:`contains` still reads nothing outside."""
        if not self.contains(path):
            return True
        return is_sensitive(self.relative(path), self.allowed_sensitive)

    def is_sensitive_name(self, relative_path: str) -> bool:
        """True if ``relative_path`` (POSIX, relative to the root; e.g. a path inside a revision)
        is sensitive, whether or not it exists on disk."""
        return is_sensitive(relative_path, self.allowed_sensitive)
