"""Large tool outputs: kept whole in the run folder, shown to the model as head + tail + path. Every
tool's answer and every tool error goes through :func:`shorten` (``agent.run``); the skills'
catalogue (``list_skills``) is sized to fit the limit, so it is never cut in its middle."""

from __future__ import annotations

import re
from pathlib import Path

from pydantic import BaseModel, Field


class ToolOutputConfig(BaseModel):
    """Sizes in characters."""

    limit_chars: int = Field(default=16_000, ge=1000)
    """Outputs longer than this are stored in the run folder (chosen: ~4k tokens, so ten recent
    tool results stay under a quarter of the default 164k-token budget)."""
    head_chars: int = Field(default=6_000, ge=0)
    tail_chars: int = Field(default=6_000, ge=0)
    """Kept from the start and the end; the end of a log usually holds the failure."""


TOOL_RESULT_SHARE = 0.25
"""The most of the context budget one tool result kept in context may take (chosen: with the task,
the system prompt and a summary, a few recent results still fit a window of 8,000 tokens)."""
CHARS_PER_TOKEN = 4
"""The harness's estimate (``ci_triage.base.tokens``)."""


def fitted(config: ToolOutputConfig, budget_tokens: int) -> ToolOutputConfig:
    """``config`` with its limit lowered to :data:`TOOL_RESULT_SHARE` of ``budget_tokens`` (as
    characters), head and tail scaled down with it; unchanged when the budget is large."""
    limit = int(budget_tokens * CHARS_PER_TOKEN * TOOL_RESULT_SHARE)
    if limit >= config.limit_chars:
        return config
    limit = max(limit, 1000)
    scale = limit / config.limit_chars
    return ToolOutputConfig(
        limit_chars=limit, head_chars=int(config.head_chars * scale), tail_chars=int(config.tail_chars * scale)
    )


def shorten(output: str, *, run_dir: Path, tool_call_id: str, config: ToolOutputConfig) -> str:
    """``output`` unchanged if short enough; else writes it to
    ``<run_dir>/tool-outputs/<tool_call_id>.txt`` and returns head + marker + tail."""
    if len(output) <= config.limit_chars:
        return output
    folder = run_dir / "tool-outputs"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (re.sub(r"[^A-Za-z0-9_.-]", "_", tool_call_id) + ".txt")
    path.write_text(output, encoding="utf-8")
    omitted = len(output) - config.head_chars - config.tail_chars
    return (
        f"{output[: config.head_chars]}\n... [{omitted} characters omitted; full output in {path}] ...\n"
        f"{output[len(output) - config.tail_chars :]}"
    )
