"""Skill tools: ``list_skills`` and ``use_skill(id)`` (control: they act on the run's system
prompt, so every phase but complete permits them and they do not move the phase).

Only the catalogue (id and one line each) is in the system prompt; ``use_skill`` puts one skill's
full body there as the active skill (replacing the previous one) and emits ``context.updated``.
The harness offers these tools only when it was given skills (``AgentOptions(skills=...)``).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, tool


@tool(ToolKind.CONTROL)
def list_skills(ctx: ToolContext) -> str:
    """List the skills (knowledge packs) you can load with use_skill: id and one line each."""
    return ctx.controls.list_skills()


@tool(ToolKind.CONTROL)
def use_skill(ctx: ToolContext, id: Annotated[str, Field(description="the skill's id from the catalogue")]) -> str:
    """Load a skill's full guidance into the system prompt (it replaces the active skill)."""
    return ctx.controls.use_skill(id)


SKILL_TOOLS: tuple[ToolDefinition, ...] = (list_skills, use_skill)
