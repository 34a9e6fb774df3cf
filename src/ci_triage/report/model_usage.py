"""What the model stage cost, as people and scripts read it: one Markdown line for the comment's
footer and the job summary, and the JSON of the ``model-usage`` output.

Counts come from :class:`ci_triage.agent.llm.base.RunUsage`: requests sent (a refused one
included) and the input and output tokens the provider reported for them.
"""

from __future__ import annotations

from ci_triage.agent.llm.base import RunUsage


def usage_line(usage: RunUsage) -> str:
    """E.g. ``Model: 3 requests · 12,345 input tokens · 678 output tokens``."""
    requests = f"{usage.requests:,} request{'s' if usage.requests != 1 else ''}"
    return f"Model: {requests} · {usage.input_tokens:,} input tokens · {usage.output_tokens:,} output tokens"


def usage_json(usage: RunUsage | None) -> str:
    """The ``model-usage`` output: ``{"requests": N, "input_tokens": N, "output_tokens": N}``, or an
    empty string when no model stage ran."""
    return usage.model_dump_json() if usage is not None else ""
