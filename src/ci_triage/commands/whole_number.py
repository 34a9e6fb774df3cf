"""The argument type of a flag that takes a whole number in a range (``--runs``, ``--max-api-calls``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` that takes a whole number from ``low`` to ``high`` (both included).

    Returns a function of the argument's text that returns its value, or raises
    :class:`argparse.ArgumentTypeError` (a usage error, exit 2) naming the range and the text given:
    ``expected a whole number from 10 to 100,000, got '-5'``.
    """

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, got {text!r}")
        return value

    return parse
