"""``RunResult``: how a run ended. ``AgentHarness.run`` always returns one, never raises."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.agent.errors import RunError
from ci_triage.agent.guards import StopReason
from ci_triage.agent.llm.base import RunUsage

Status = Literal["completed", "stopped", "failed", "interrupted"]


class RunResult(BaseModel):
    """``completed``: the model called finish_task. ``stopped``: a guard ended the run
    (``stop_reason`` names it). ``failed``: an error (``error``). ``interrupted``: cancelled.

    ``summary`` is finish_task's text; ``findings`` is the harness's own account of what the
    run did (always set, so a stopped run still says what it had found). Tokens are as reported
    by the model (input + output).
    """

    run_id: str
    status: Status
    stop_reason: StopReason
    summary: str = ""
    findings: str = ""
    error: RunError | None = None
    steps: int = 0
    tokens_used: int = 0
    usage: RunUsage = Field(default_factory=RunUsage)
    """Model requests sent and the tokens reported for them."""
    phase: str = "explore"
    todos: list[dict[str, str]] = Field(default_factory=list)
