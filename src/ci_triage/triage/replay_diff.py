"""Where two JSON values differ, as paths a reader can check (``verification.passed``).

Replay compares a recorded event or state with the one that came now; printing both whole (often
many kilobytes) hides the field that changed. :func:`json_differences` walks both values together
and names each leaf that differs.
"""

from __future__ import annotations

import json
from typing import Any

MAX_VALUE_CHARACTERS = 200
"""Characters of each side's value shown for one difference."""


def json_differences(recorded: Any, now: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """``(path, recorded value, value now)`` for every place where ``recorded`` and ``now`` (JSON
    values: dicts, lists, scalars) differ, in document order. A path joins keys with ``.`` and list
    indexes as ``[i]`` (``claims[2].citation.start_line``; the empty string is the whole value); a
    key or item present on one side only has ``None`` for the other side's value."""
    if isinstance(recorded, dict) and isinstance(now, dict):
        found: list[tuple[str, Any, Any]] = []
        for key in list(recorded) + [key for key in now if key not in recorded]:
            inner = f"{path}.{key}" if path else str(key)
            found += json_differences(recorded.get(key), now.get(key), inner)
        return found
    if isinstance(recorded, list) and isinstance(now, list):
        found = []
        for index in range(max(len(recorded), len(now))):
            left = recorded[index] if index < len(recorded) else None
            right = now[index] if index < len(now) else None
            found += json_differences(left, right, f"{path}[{index}]")
        return found
    return [] if recorded == now else [(path, recorded, now)]


def describe_difference(path: str, recorded: Any, now: Any) -> str:
    """One line: ``path: recorded X, now Y`` with each value as compact JSON cut to
    :data:`MAX_VALUE_CHARACTERS` characters (``…`` marks a cut)."""
    return f"{path or '(whole value)'}: recorded {_short(recorded)}, now {_short(now)}"


def _short(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= MAX_VALUE_CHARACTERS else text[: MAX_VALUE_CHARACTERS - 1] + "…"
