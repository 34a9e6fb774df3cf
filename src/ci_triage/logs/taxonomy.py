"""The failure categories every part of ci-triage speaks: analyser, skills, reports, scans.

Fifteen categories, each chosen because it changes what a person does next (see
``benchmarks/categories.md`` for how they map to LogDx's categories):

- ``lint/format`` is a linter's findings (fix the code); ``formatting`` is a formatter's check
  that only layout differs (run the formatter and commit);
- ``type check`` is a type checker's findings (mypy, pyright, tsc --noEmit, ...);
- ``compile/build error`` is a compiler or bundler that could not produce the build;
- ``runtime error`` is a program (a script, a build step, the application) that crashed outside a
  test runner: a traceback, an uncaught exception, a missing command or file;
- ``security audit`` is an auditor or scanner that found a vulnerability or a secret;
- ``infrastructure-as-code/deploy`` is Terraform, Helm, Kubernetes manifests, CloudFormation or a
  deploy step that was refused.
"""

from __future__ import annotations

from typing import Literal, get_args

Category = Literal[
    "test failure",
    "compile/build error",
    "type check",
    "lint/format",
    "formatting",
    "runtime error",
    "dependency resolution",
    "security audit",
    "infrastructure-as-code/deploy",
    "infrastructure/network/flaky",
    "timeout",
    "out-of-memory",
    "permission/auth",
    "configuration",
    "cancelled",
    "unknown",
]
"""A failure category. ``unknown`` means no signal decided (it is the absence of a category, not
one of the fifteen); ``cancelled`` is a run stopped by a person, a newer push or the runner, not a
failure of the code."""

CATEGORIES: tuple[str, ...] = get_args(Category)

REFINES: dict[str, frozenset[str]] = {
    "formatting": frozenset({"lint/format"}),
    "type check": frozenset({"lint/format", "compile/build error"}),
    "runtime error": frozenset({"test failure", "compile/build error"}),
    "security audit": frozenset({"dependency resolution", "lint/format"}),
    "infrastructure-as-code/deploy": frozenset({"configuration"}),
    "cancelled": frozenset({"infrastructure/network/flaky"}),
}
"""The categories added after the first nine-category taxonomy, and which of those nine each one
splits: a label in the older taxonomy (the ``gha/`` corpus uses it) agrees with a finer category
that refines it. ``type check`` refines both ``lint/format`` (mypy run as a linter) and
``compile/build error`` (``tsc`` run as the compiler); ``cancelled`` refines
``infrastructure/network/flaky``, where the first taxonomy put a job stopped before it finished (the
``gha/`` corpus labels its cancelled job so)."""


def agrees(found: str, expected: str) -> bool:
    """Whether ``found`` (a category of :data:`Category`) matches ``expected``, a label in this
    taxonomy or in the older nine-category one (through :data:`REFINES`)."""
    return found == expected or expected in REFINES.get(found, frozenset())
