"""The failure categories every part of ci-triage speaks: analyser, skills, reports, scans."""

from __future__ import annotations

from typing import Literal, get_args

Category = Literal[
    "test failure",
    "compile/build error",
    "lint/format",
    "dependency resolution",
    "infrastructure/network/flaky",
    "timeout",
    "out-of-memory",
    "permission/auth",
    "configuration",
    "cancelled",
    "unknown",
]
"""A failure category. ``unknown`` means no signal decided; ``cancelled`` is a run stopped by a
person, a newer push or the runner, not a failure of the code."""

CATEGORIES: tuple[str, ...] = get_args(Category)
