"""File-system tools: read_file (line ranges), list_directory, glob, grep (read), and
write_file, replace_in_file (mutate). Paths are relative to the workspace; sensitive paths,
``.git/`` internals and files outside the workspace are refused or skipped.

Line numbers are 1-based. Output sizes are characters.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import re2
from pydantic import Field

from ci_triage.agent.errors import tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, tool
from ci_triage.agent.tools.path_guard import inside_files, skipped_note

MAX_LISTED = 500
"""Entries returned by list_directory and glob at most (chosen: a screenful of context)."""
MAX_MATCHES = 200
"""Lines returned by grep at most (chosen: enough to see a pattern, small in tokens)."""


def _walk(ctx: ToolContext, start: Path) -> tuple[list[Path], list[str]]:
    """Files under ``start``, sorted, without ``.git`` and sensitive files, and the links skipped
    because they leave the checkout (see :func:`~ci_triage.agent.tools.path_guard.inside_files`)."""
    return inside_files(ctx.workspace, sorted(start.rglob("*")))


def _read_text(path: Path) -> str:
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        raise tool_error("binary_file", f"{path.name} is a binary file")
    return data.decode("utf-8", errors="replace")


@tool(ToolKind.READ, paths=("path",))
def read_file(
    ctx: ToolContext,
    path: str,
    start_line: Annotated[int, Field(ge=1, description="first line, 1-based")] = 1,
    end_line: Annotated[int | None, Field(ge=1, description="last line, inclusive")] = None,
) -> str:
    """Read a text file of the workspace; each line is prefixed with its 1-based number."""
    target = ctx.workspace.resolve(path)
    if not target.is_file():
        raise tool_error("not_found", f"no file {path!r}", hint="use list_directory or glob to find it")
    lines = _read_text(target).split("\n")
    last = len(lines) if end_line is None else min(end_line, len(lines))
    return "\n".join(f"{n}: {lines[n - 1]}" for n in range(start_line, last + 1))


@tool(ToolKind.READ, paths=("path",))
def list_directory(ctx: ToolContext, path: str = ".") -> str:
    """List a directory of the workspace: one entry a line, directories end with '/'."""
    target = ctx.workspace.resolve(path)
    if not target.is_dir():
        raise tool_error("not_found", f"no directory {path!r}")
    entries = [
        p.name + ("/" if p.is_dir() else "")
        for p in sorted(target.iterdir())
        if p.name != ".git" and not ctx.workspace.is_sensitive(p)
    ]
    outside = [p.name for p in sorted(target.iterdir()) if not ctx.workspace.contains(p)]
    return "\n".join([*entries[:MAX_LISTED], skipped_note(outside)]).strip() or "(empty)"


@tool(ToolKind.READ)
def glob(ctx: ToolContext, pattern: Annotated[str, Field(description="e.g. 'src/**/*.py'")]) -> str:
    """Files of the workspace matching a glob pattern, one relative path a line."""
    root = ctx.workspace.root.resolve()
    files, skipped = inside_files(ctx.workspace, sorted(root.glob(pattern)))
    found = [ctx.workspace.relative(p) for p in files]
    return "\n".join([*found[:MAX_LISTED], skipped_note(skipped)]).strip() or "(no match)"


@tool(ToolKind.READ, paths=("path",))
def grep(
    ctx: ToolContext,
    pattern: Annotated[str, Field(description="regular expression, RE2 syntax (linear time)")],
    path: str = ".",
) -> str:
    """Lines matching a regular expression under a path, as 'file:line: text' (1-based)."""
    try:
        regex = re2.compile(pattern)
    except re2.error as exc:
        raise tool_error("invalid_pattern", f"bad regular expression (RE2 syntax): {exc}") from exc
    target = ctx.workspace.resolve(path)
    files, skipped = ([target], []) if target.is_file() else _walk(ctx, target)
    note = skipped_note(skipped)
    matches: list[str] = [note] if note else []
    for file in files:
        try:
            text = _read_text(file)
        except Exception:
            continue
        for number, line in enumerate(text.split("\n"), start=1):
            if regex.search(line):
                matches.append(f"{ctx.workspace.relative(file)}:{number}: {line}")
                if len(matches) >= MAX_MATCHES:
                    return "\n".join([*matches, f"(stopped at {MAX_MATCHES} matches)"])
    return "\n".join(matches) or "(no match)"


@tool(ToolKind.MUTATE, paths=("path",))
def write_file(ctx: ToolContext, path: str, content: str) -> str:
    """Create or overwrite a text file of the workspace with the given content."""
    target = ctx.workspace.resolve(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(content, encoding="utf-8")
    return f"wrote {len(content)} characters to {ctx.workspace.relative(target)}"


@tool(ToolKind.MUTATE, paths=("path",))
def replace_in_file(ctx: ToolContext, path: str, old: str, new: str) -> str:
    """Replace the one occurrence of 'old' with 'new' in a file; fails if 'old' is absent or
    occurs more than once (give more context to make it unique)."""
    target = ctx.workspace.resolve(path)
    if not target.is_file():
        raise tool_error("not_found", f"no file {path!r}")
    text = _read_text(target)
    count = text.count(old)
    if count != 1:
        raise tool_error("no_unique_match", f"'old' occurs {count} times in {path}; it must occur once")
    target.write_text(text.replace(old, new), encoding="utf-8")
    return f"replaced 1 occurrence in {ctx.workspace.relative(target)}"


FS_TOOLS: tuple[ToolDefinition, ...] = (read_file, list_directory, glob, grep, write_file, replace_in_file)
