"""A ``run:`` step's name by its first real command, when GitHub named it by a shell set-up line.

GitHub Actions names a ``run:`` step without a ``name:`` ``Run`` and its script's first line
(REST ``jobs[].steps[].name``, the log's ``##[group]Run …``). Scripts often begin by setting the
shell up (``set -x``, ``set -euo pipefail``, ``shopt -s globstar``), with a comment, or by changing
folder (``cd web``): ``Run set -x`` says nothing of what failed. :func:`command_label` names such a
step by its script's first line that runs something (``Run g++ -std=c++17 -O0 -o app src/main.cpp``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ci_triage.logs.re2_patterns import LazyRE2

SETUP_LINE = LazyRE2(r"^(?:#|(?:set|shopt|cd|pushd|umask|trap)(?:\s|$))")
"""A script line that sets the shell up or changes folder, running nothing the step is for: a
comment, ``set``/``shopt`` options, ``cd``/``pushd``, ``umask``, ``trap``."""


def command_label(name: str, script: Sequence[str]) -> str | None:
    """The name a summary gives a step named ``name`` (``Run set -x``) whose script's lines are
    ``script`` (in order, as the log's ``##[group]Run`` block lists them): ``Run`` and the first
    line that is no set-up line (:data:`SETUP_LINE`), when ``name`` is ``Run`` and a set-up line;
    ``None`` when the name says what the step runs, or no line of ``script`` does."""
    first = name.removeprefix("Run ").strip()
    if first == name or SETUP_LINE.search(first) is None:
        return None
    command = next((line.strip() for line in script if line.strip() and SETUP_LINE.search(line.strip()) is None), None)
    return f"Run {command}" if command else None
