"""The limits of a candidate fix: which programs may run, for how long, and how big a patch may be.

Defaults are written once, here, and documented in ``docs/fix.md`` ("Limits and the allow-list").
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_ALLOWED_PROGRAMS: tuple[str, ...] = (
    # formatters and fixers the bundled skills declare
    "ruff", "black", "isort", "prettier", "eslint", "gofmt", "cargo", "go", "poetry", "uv",
    # test runners and checkers a failing command is usually one of
    "pytest", "python", "python3", "node", "npm", "yarn", "pnpm", "tsc", "mypy", "jest", "vitest", "mocha",
)  # fmt: skip
"""Programs a fixer or a failing command may start (a bare name, looked up on ``PATH``, never inside
the scratch worktree). Chosen: the tools the bundled skills name; no shells, no ``git``, no ``make``
(whose targets run anything), no network tools. Interpreters (``python``, ``node``) still run the
repository's own code, as CI does: this confines, it does not sandbox."""


class FixLimits(BaseModel):
    """How far a candidate fix may go. Times are seconds; sizes are lines or characters.

    * ``max_files`` / ``max_changed_lines``: the patch's size (changed lines = added + removed);
      chosen so a reviewer can read the patch in one sitting; a formatter run is limited to the files
      the log names, which keeps it inside these numbers for a typical failure.
    * ``command_timeout_s``: per fixer or failing-command run (chosen: a focused check, not a suite).
    * ``output_chars``: characters of each run's output kept in the transcript (head and tail).
    * ``allowed_programs``: see :data:`DEFAULT_ALLOWED_PROGRAMS`.
    * ``model_max_steps``: model turns per edit attempt.
    """

    model_config = ConfigDict(frozen=True)

    max_files: int = Field(10, ge=1)
    max_changed_lines: int = Field(400, ge=1)
    command_timeout_s: float = Field(300.0, gt=0)
    output_chars: int = Field(4_000, ge=200)
    allowed_programs: tuple[str, ...] = DEFAULT_ALLOWED_PROGRAMS
    model_max_steps: int = Field(40, ge=1)
