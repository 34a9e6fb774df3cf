"""Agent tools: todo_write (plan); context_manage, ask_user and finish_task (control: they act
on the run itself, so every phase but complete permits them and they do not move the phase).

They act on the running loop through ``ToolContext.controls``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ci_triage.agent.errors import tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, tool


class Todo(BaseModel):
    content: str
    status: Literal["pending", "in_progress", "done"] = "pending"


@tool(ToolKind.PLAN)
def todo_write(ctx: ToolContext, todos: list[Todo]) -> str:
    """Replace the plan: an ordered list of steps, each pending, in_progress or done."""
    ctx.controls.set_todos([t.model_dump() for t in todos])
    return "plan updated:\n" + "\n".join(f"[{t.status}] {t.content}" for t in todos)


@tool(ToolKind.CONTROL)
def context_manage(
    ctx: ToolContext,
    action: Annotated[
        Literal["pin", "activate", "deactivate"],
        Field(description="pin a finding, or switch a sub-context of the panel on or off"),
    ] = "pin",
    note: Annotated[str | None, Field(description="pin: the finding to keep in the system prompt")] = None,
    name: Annotated[str | None, Field(description="activate/deactivate: the sub-context's name")] = None,
) -> str:
    """Manage the system prompt: pin a short finding so it survives compaction (action "pin",
    note), or activate / deactivate a sub-context listed in the panel (name)."""
    if action == "pin":
        if not note:
            raise tool_error("invalid_arguments", "context_manage: action 'pin' needs a note")
        ctx.controls.context_note(note)
        return "noted"
    if not name:
        raise tool_error("invalid_arguments", f"context_manage: action {action!r} needs the sub-context's name")
    return ctx.controls.switch_sub_context(name, action == "activate")


@tool(ToolKind.CONTROL)
async def ask_user(ctx: ToolContext, question: str) -> str:
    """Ask the user one question and wait for the answer (non-interactive runs get none)."""
    return await ctx.controls.ask_user(ctx.tool_call_id, question)


@tool(ToolKind.CONTROL)
def finish_task(ctx: ToolContext, summary: str) -> str:
    """End the run: say what was found and done, with evidence, and what is left."""
    ctx.controls.finish(summary)
    return "finished"


AGENT_TOOLS: tuple[ToolDefinition, ...] = (todo_write, context_manage, ask_user, finish_task)
