"""Large tool outputs: kept whole in the run folder, shown to the model as head + tail + path."""

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
