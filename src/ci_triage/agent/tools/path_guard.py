"""The one path guard of every tool that returns file content or history.

The workspace guard (:meth:`~ci_triage.agent.tools.workspace.Workspace.resolve`) answers for a
path on disk. History holds paths too: ``git show HEAD:.env`` reads a committed secret file without
touching the disk, and a patch (``git show``, ``git diff``, ``git log -p``) carries whole files.
This module applies the same sensitive-path patterns there: a ``REV:path`` argument naming a
sensitive path is refused, a bare object id naming a file's contents (a blob) is refused, and every
file section of a patch whose path is sensitive is replaced by a one-line note. Walking the
checkout (``grep``, ``glob``, ``list_directory``) skips links whose target leaves the checkout, and
says so by the link's own name (never its target, which may name a process id under ``/proc``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path, PurePosixPath

from ci_triage.agent.errors import RunError, ToolError, tool_error
from ci_triage.agent.tools.workspace import Workspace
from ci_triage.base.text import and_more

_PATCH_HEADERS = ("--- a/", "+++ b/", "rename from ", "rename to ", "copy from ", "copy to ")


def guard_revision(workspace: Workspace, revision: str) -> str:
    """``revision`` if it may be shown. Raises ``ToolError``: ``invalid_revision`` for one starting
    with ``-`` (an option) or a ``REV:path`` whose path leaves the repository, ``sensitive_path``
    (layer ``permission``) for a ``REV:path`` naming a sensitive file."""
    if revision.startswith("-"):
        raise tool_error("invalid_revision", f"revision {revision!r} may not start with '-'")
    if ":" in revision:
        path = revision.split(":", 1)[1]
        if path.startswith(("0:", "1:", "2:", "3:")) and revision.startswith(":"):
            path = path[2:]  # :STAGE:path, a file in the index
        check_history_path(workspace, path)
    return revision


def check_history_path(workspace: Workspace, path: str) -> None:
    """Raise ``ToolError`` when ``path`` (a path inside a revision, relative to the repository root)
    is absolute, climbs out with ``..`` or is sensitive; a path of the checkout itself is not
    consulted, since a revision may hold files the checkout does not."""
    posix = PurePosixPath(path.lstrip("./") if path.startswith("./") else path)
    if posix.is_absolute() or ".." in posix.parts:
        raise tool_error("invalid_revision", f"path {path!r} in a revision must be relative, without '..'")
    if path and workspace.is_sensitive_name(posix.as_posix()):
        raise ToolError(
            RunError(
                code="sensitive_path",
                message=f"{path!r} is a sensitive path and is refused, in history as on disk",
                layer="permission",
                hint="secrets files are never read unless the run allows them",
            )
        )


def filter_patch(workspace: Workspace, text: str) -> str:
    """``text`` (git output holding patches) with each file section whose path is sensitive replaced
    by ``(diff of PATH left out: a sensitive path)``; everything else kept as it is."""
    if "diff --git " not in text:
        return text
    out: list[str] = []
    for section in _sections(text.split("\n")):
        sensitive = sorted({path for path in _section_paths(section) if workspace.is_sensitive_name(path)})
        if sensitive and section[0].startswith("diff --git "):
            out.append(f"(diff of {', '.join(sensitive)} left out: a sensitive path)")
        else:
            out.extend(section)
    return "\n".join(out)


def _sections(lines: list[str]) -> Iterator[list[str]]:
    section: list[str] = []
    for line in lines:
        if line.startswith("diff --git ") and section:
            yield section
            section = []
        section.append(line)
    if section:
        yield section


def _section_paths(section: list[str]) -> set[str]:
    paths: set[str] = set()
    header = section[0]
    if header.startswith("diff --git a/") and " b/" in header:
        first, _, second = header[len("diff --git a/") :].rpartition(" b/")
        paths.update((first, second))
    for line in section[1:]:
        if line.startswith("@@"):
            break
        for prefix in _PATCH_HEADERS:
            if line.startswith(prefix):
                paths.add(line[len(prefix) :].strip().strip('"'))
    return {path for path in paths if path and path != "/dev/null"}


def inside_files(workspace: Workspace, candidates: Iterable[Path]) -> tuple[list[Path], list[str]]:
    """The files among ``candidates`` that may be read (inside the checkout once links are followed,
    not under ``.git``, not sensitive), and the names (relative, unresolved) of links skipped because
    their target leaves the checkout."""
    root = workspace.root.resolve()
    kept: list[Path] = []
    skipped: list[str] = []
    for path in candidates:
        try:
            unresolved = path.relative_to(root)
        except ValueError:
            unresolved = PurePosixPath(path.name)
        if ".git" in unresolved.parts:
            continue
        if not workspace.contains(path):
            skipped.append(unresolved.as_posix())
            continue
        if path.is_file() and not workspace.is_sensitive(path):
            kept.append(path)
    return kept, skipped


def skipped_note(skipped: list[str]) -> str:
    """One line naming the links skipped by :func:`inside_files` (at most ten), or ``""``."""
    if not skipped:
        return ""
    names = ", ".join(skipped[:10]) + and_more(len(skipped), 10)
    return f"(skipped {len(skipped)} link(s) whose target is outside the checkout: {names})"
