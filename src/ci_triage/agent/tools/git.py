"""Read-only git tools: git_status, git_diff, git_log, git_show, git_blame.

They run the real ``git`` in the workspace with a secret-free environment, no pager, and a
timeout of ``GIT_TIMEOUT_S`` seconds. Revisions pass :func:`~ci_triage.agent.tools.path_guard.guard_revision`
(no option injection, no ``REV:path`` of a sensitive file), patches pass
:func:`~ci_triage.agent.tools.path_guard.filter_patch` (no section of a sensitive file), and a
bare object id of a file's contents is refused (name it as ``REV:path``).
"""

from __future__ import annotations

import asyncio
from typing import Annotated

from pydantic import Field

from ci_triage.agent.errors import tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, tool
from ci_triage.agent.tools.path_guard import filter_patch, guard_revision
from ci_triage.agent.tools.terminal import clean_environment

GIT_TIMEOUT_S = 30.0
"""Seconds a git command may take (chosen: blame of a large file on a slow runner)."""
OUTPUT_LIMIT_CHARS = 32_000
"""Characters of git output kept (same cap as the terminal tools)."""


async def _git(ctx: ToolContext, *args: str) -> str:
    process = await asyncio.create_subprocess_exec(
        "git",
        "--no-pager",
        *args,
        cwd=ctx.workspace.root,
        env=clean_environment(),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(process.communicate(), GIT_TIMEOUT_S)
    except TimeoutError:
        process.kill()
        await process.wait()
        raise tool_error("git_timeout", f"git {args[0]} took longer than {GIT_TIMEOUT_S:g} s") from None
    if process.returncode != 0:
        raise tool_error("git_failed", err.decode("utf-8", errors="replace").strip() or "git failed")
    text = out.decode("utf-8", errors="replace")
    return text[:OUTPUT_LIMIT_CHARS] or "(no output)"


def _paths(ctx: ToolContext, path: str | None) -> list[str]:
    if path is None:
        return []
    ctx.workspace.resolve(path)
    return ["--", path]


@tool(ToolKind.READ)
async def git_status(ctx: ToolContext) -> str:
    """Short status of the working tree (git status --short --branch)."""
    return await _git(ctx, "status", "--short", "--branch")


@tool(ToolKind.READ, paths=("path",))
async def git_diff(ctx: ToolContext, revision: str | None = None, path: str | None = None) -> str:
    """Unified diff of the working tree, or against a revision, optionally for one path."""
    rev = [await _commit_like(ctx, revision)] if revision else []
    return filter_patch(ctx.workspace, await _git(ctx, "diff", *rev, *_paths(ctx, path)))


@tool(ToolKind.READ, paths=("path",))
async def git_log(
    ctx: ToolContext,
    max_count: Annotated[int, Field(ge=1, le=200)] = 20,
    path: str | None = None,
) -> str:
    """Recent commits, one a line: short SHA, date, author, subject."""
    fmt = "--pretty=format:%h %ad %an %s"
    return await _git(ctx, "log", f"--max-count={max_count}", "--date=short", fmt, *_paths(ctx, path))


@tool(ToolKind.READ)
async def git_show(ctx: ToolContext, revision: str = "HEAD") -> str:
    """A commit's message and diff (git show --stat --patch), or a file as of a revision (REV:path)."""
    if ":" not in revision:
        revision = await _commit_like(ctx, revision)
    return filter_patch(
        ctx.workspace, await _git(ctx, "show", "--stat", "--patch", guard_revision(ctx.workspace, revision))
    )


async def _commit_like(ctx: ToolContext, revision: str) -> str:
    """``revision`` once it passes the guard and does not name a blob (a file's contents by object
    id, which would bypass the path check)."""
    guard_revision(ctx.workspace, revision)
    kind = (await _git(ctx, "cat-file", "-t", "--end-of-options", revision)).strip() if ":" not in revision else ""
    if kind == "blob":
        raise tool_error("invalid_revision", f"{revision!r} names a file's contents; name it as REV:path")
    return revision


@tool(ToolKind.READ, paths=("path",))
async def git_blame(
    ctx: ToolContext,
    path: str,
    start_line: Annotated[int, Field(ge=1)] = 1,
    end_line: Annotated[int | None, Field(ge=1)] = None,
) -> str:
    """Who last changed each line of a file (1-based line range, inclusive)."""
    ctx.workspace.resolve(path)
    span = f"-L{start_line},{end_line}" if end_line else f"-L{start_line},"
    return await _git(ctx, "blame", "--date=short", span, "--", path)


GIT_TOOLS: tuple[ToolDefinition, ...] = (git_status, git_diff, git_log, git_show, git_blame)
