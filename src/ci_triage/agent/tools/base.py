"""``ToolDefinition``: what the model sees of a tool (name, description, JSON schema) and how
the harness runs it. Schemas come from type hints through pydantic, never written by hand
(the pydantic-ai way). A tool signals failure by raising ``ToolError``; the loop turns it into
a result the model sees.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol, get_type_hints

from pydantic import BaseModel, ValidationError, create_model

from ci_triage.agent.errors import tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.workspace import Workspace


class RunControls(Protocol):
    """What agent tools may ask of the running loop."""

    def set_todos(self, todos: list[dict[str, str]]) -> None: ...

    async def ask_user(self, tool_call_id: str, question: str) -> str: ...

    def finish(self, summary: str) -> None: ...

    def context_note(self, note: str) -> None: ...

    def switch_sub_context(self, name: str, on: bool) -> str: ...

    def use_skill(self, skill_id: str) -> str: ...

    def list_skills(self) -> str: ...


@dataclass
class ToolContext:
    """Given to every tool call: where it may act and how to report."""

    workspace: Workspace
    run_dir: Path
    tool_call_id: str
    controls: RunControls
    emit_output: Callable[[str], None] = field(default=lambda _chunk: None)


@dataclass
class ToolResult:
    """A tool's answer. ``exit_code`` is set by execution tools (``None`` otherwise);
    ``failed_check`` marks a verification that failed (non-zero exit or timeout)."""

    output: str
    exit_code: int | None = None
    failed_check: bool = False


ToolFunction = Callable[..., Awaitable[str | ToolResult] | str | ToolResult]


@dataclass(frozen=True)
class ToolDefinition:
    """A tool: ``input_model`` validates arguments and gives the JSON schema;
    ``function(ctx, **arguments)`` runs it (sync or async); ``path_arguments`` names the
    arguments that are workspace paths (checked against sensitive paths before the call)."""

    name: str
    description: str
    kind: ToolKind
    input_model: type[BaseModel]
    function: ToolFunction
    destructive: bool = False
    path_arguments: tuple[str, ...] = ()
    parameters: dict[str, Any] | None = None
    """A JSON schema given as is (MCP tools). When set it is what the model sees, and arguments
    pass through unchanged (the server validates them); ``input_model`` is then not used."""
    approval: str | None = None
    """When set, every call pauses for a person's approval (``mcp.approval_required``) with this
    reason, whatever the permission policy says; a non-interactive run denies it."""
    server: str | None = None
    """The MCP server id of a tool that comes from one (``None`` for the harness's own tools)."""
    server_tool: str | None = None
    """The tool's own name on that MCP server (``lookup.v2`` for the exposed ``docs__lookup_v2``)."""

    @property
    def read_only(self) -> bool:
        """True for tools that change nothing outside the run (read, plan, control kinds)."""
        return self.kind in (ToolKind.READ, ToolKind.PLAN, ToolKind.CONTROL)

    @cached_property
    def json_schema(self) -> dict[str, Any]:
        """The OpenAI ``function`` tool object for this tool (built once)."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.parameters if self.parameters is not None else self.input_model.model_json_schema(),
            },
        }

    def validate(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """Validated keyword arguments; raises ``ToolError`` (``invalid_arguments``)."""
        if self.parameters is not None:
            return dict(arguments)
        try:
            model = self.input_model.model_validate(arguments)
        except ValidationError as exc:
            errors = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            raise tool_error("invalid_arguments", f"{self.name}: {errors}") from exc
        return {name: getattr(model, name) for name in type(model).model_fields}

    async def run(self, ctx: ToolContext, arguments: dict[str, Any]) -> ToolResult:
        """Validate and run; returns a ``ToolResult``; raises ``ToolError`` on failure."""
        result = self.function(ctx, **self.validate(arguments))
        if inspect.isawaitable(result):
            result = await result
        return result if isinstance(result, ToolResult) else ToolResult(output=str(result))


def tool(
    kind: ToolKind, *, name: str | None = None, destructive: bool = False, paths: tuple[str, ...] = ()
) -> Callable[[ToolFunction], ToolDefinition]:
    """Decorator: a ``ToolDefinition`` from ``def f(ctx: ToolContext, arg: T = default, ...)``.

    The description is the docstring; the schema is built from the parameters after ``ctx``
    (``Annotated[T, Field(description=...)]`` adds argument descriptions).
    """

    def build(function: ToolFunction) -> ToolDefinition:
        hints = get_type_hints(function, include_extras=True)
        params = list(inspect.signature(function).parameters.values())[1:]
        fields: dict[str, Any] = {
            p.name: (hints[p.name], ... if p.default is inspect.Parameter.empty else p.default) for p in params
        }
        tool_name = name or function.__name__
        model = create_model(f"{tool_name}_arguments", **fields)
        return ToolDefinition(
            name=tool_name,
            description=inspect.cleandoc(function.__doc__ or tool_name),
            kind=kind,
            input_model=model,
            function=function,
            destructive=destructive,
            path_arguments=paths,
        )

    return build
