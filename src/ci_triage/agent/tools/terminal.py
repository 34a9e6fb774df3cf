"""Terminal tools: run_command and run_test (kind ``execute``).

A command is split with ``shlex`` and run without a shell; its program must be on the
allow-list; it runs in the workspace with a timeout (seconds), an output cap (characters), and
an environment stripped of secret-named variables (``*TOKEN*``, ``*KEY*``, ``*SECRET*``,
``*PASSWORD*``, ...). Arguments that name sensitive workspace paths are refused.

This confines, it does not sandbox: an allow-listed interpreter (``python``) can still run any
code the model writes. Run untrusted work in a container.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
import signal
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, Field

from ci_triage.agent.errors import RunError, ToolError, tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, ToolResult
from ci_triage.base.redact import SECRET_NAME

DEFAULT_ALLOWED = (
    "python", "python3", "pytest", "ruff", "mypy", "git", "make", "tox", "uv",
    "node", "npm", "npx", "yarn", "pnpm", "go", "cargo", "mvn", "gradle", "./gradlew",
    "ls", "cat", "head", "tail", "wc", "diff", "echo", "true", "false",
)  # fmt: skip
"""Programs run_command may start (chosen: common build/test tools and a few read-only
utilities; no shells, so the allow-list cannot be bypassed with ``sh -c``)."""


class TerminalConfig(BaseModel):
    """Limits of the terminal tools. Times are seconds; sizes are characters."""

    allowed_commands: tuple[str, ...] = DEFAULT_ALLOWED
    timeout_s: float = Field(default=120.0, gt=0)
    """Per command (chosen: a focused test run; a whole suite belongs to CI, not the agent)."""
    output_limit_chars: int = Field(default=32_000, ge=1000)
    """Output kept (head and tail halves) per command (chosen: ~8k tokens at 4 chars/token)."""


def clean_environment(environ: dict[str, str] | None = None) -> dict[str, str]:
    """A copy of ``environ`` (default ``os.environ``) without secret-named variables."""
    env = dict(os.environ if environ is None else environ)
    return {k: v for k, v in env.items() if not SECRET_NAME.search(k)}


def cap_output(text: str, limit: int) -> str:
    """``text`` kept to ``limit`` characters: its head and tail, with the number left out between."""
    if len(text) <= limit:
        return text
    half = limit // 2
    return f"{text[:half]}\n... [{len(text) - limit} characters omitted] ...\n{text[-half:]}"


class CommandInput(BaseModel):
    command: str = Field(description="program and arguments, e.g. 'pytest -x tests/test_a.py'")


@dataclass(frozen=True)
class _Runner:
    config: TerminalConfig

    def argv(self, ctx: ToolContext, command: str) -> list[str]:
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise tool_error("invalid_command", f"cannot parse command: {exc}") from exc
        if not argv:
            raise tool_error("invalid_command", "empty command")
        if not self.allowed(ctx, argv[0]):
            raise ToolError(
                RunError(
                    code="command_not_allowed",
                    message=f"{argv[0]!r} is not on the allow-list",
                    layer="permission",
                    hint="allowed: " + ", ".join(self.config.allowed_commands),
                )
            )
        for arg in argv[1:]:
            candidate = ctx.workspace.root / arg
            if candidate.exists():
                ctx.workspace.resolve(arg)  # raises for sensitive paths and escapes
        return argv

    def allowed(self, ctx: ToolContext, program: str) -> bool:
        """An allow-list entry as written (``pytest``, ``./gradlew``), or an absolute path to a
        program of an allowed name that lies outside the workspace (so the model cannot write a
        program called ``python`` and run it)."""
        if program in self.config.allowed_commands:
            return True
        path = Path(program)
        if not path.is_absolute() or path.name not in self.config.allowed_commands:
            return False
        root = ctx.workspace.root.resolve()
        resolved = path.resolve()
        return resolved != root and root not in resolved.parents

    async def __call__(self, ctx: ToolContext, command: str) -> ToolResult:
        argv = self.argv(ctx, command)
        try:
            process = await asyncio.create_subprocess_exec(
                *argv,
                cwd=ctx.workspace.root,
                env=clean_environment(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError as exc:
            raise tool_error("command_failed_to_start", f"{argv[0]}: {exc.strerror}") from exc
        chunks: list[str] = []

        async def pump() -> None:
            assert process.stdout is not None
            while data := await process.stdout.read(4096):
                chunk = data.decode("utf-8", errors="replace")
                chunks.append(chunk)
                ctx.emit_output(chunk)

        try:
            await asyncio.wait_for(asyncio.gather(pump(), process.wait()), self.config.timeout_s)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            await process.wait()
            output = cap_output("".join(chunks), self.config.output_limit_chars).rstrip("\n")
            return ToolResult(
                output=f"{output}\n[timed out after {self.config.timeout_s:g} s]".lstrip("\n"),
                exit_code=None,
                failed_check=True,
            )
        except asyncio.CancelledError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            raise
        code = process.returncode
        output = cap_output("".join(chunks), self.config.output_limit_chars).rstrip("\n")
        trailer = f"[exit code {code}]"
        return ToolResult(output=f"{output}\n{trailer}" if output else trailer, exit_code=code, failed_check=code != 0)


def terminal_tools(config: TerminalConfig | None = None) -> tuple[ToolDefinition, ...]:
    """``run_command`` and ``run_test`` bound to ``config`` (default ``TerminalConfig()``)."""
    runner = _Runner(config or TerminalConfig())
    return (
        ToolDefinition(
            name="run_command",
            description="Run an allow-listed command in the workspace (no shell); returns its "
            "output and exit code. A non-zero exit counts as a failed check.",
            kind=ToolKind.EXECUTE,
            input_model=CommandInput,
            function=runner,
        ),
        ToolDefinition(
            name="run_test",
            description="Run a test command (e.g. 'pytest -x tests/test_a.py') in the workspace; "
            "returns its output and exit code. A failing test counts as a failed check.",
            kind=ToolKind.EXECUTE,
            input_model=CommandInput,
            function=runner,
        ),
    )
