"""Short text for a line of a list or report."""

from __future__ import annotations

ELLIPSIS = "…"


def shortened(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters, else its first ``limit - 1`` characters
    (trailing spaces dropped) and ``…``: at most ``limit`` characters either way."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + ELLIPSIS
