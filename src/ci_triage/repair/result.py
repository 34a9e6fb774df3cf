"""What a fix attempt produces: command runs, the diff summary, screen rejections, proposals, the result.

Statuses (``FixStatus``):

* ``verified`` — the failing command failed before the patch and passes after it, the patch applies
  to the PR head, stays within the limits and weakens no check: the only status that may become a PR;
* ``rejected`` — a patch was made and failed verification (the reason names the rule or the run);
* ``unverified`` — the failing command cannot run here (not allow-listed, not installed, no command
  known, or its program did not start: "the verify command could not run here") or passes already
  at the PR head: "not verified by a re-run", never a PR;
* ``no-fix`` — no candidate patch at all (no fixer for this failure, no model, or no change made).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ci_triage.logs.missing_tools import missing_program
from ci_triage.logs.taxonomy import Category
from ci_triage.report.markdown import code

FixStatus = Literal["verified", "rejected", "unverified", "no-fix"]
RunPhase = Literal["before", "fix", "apply-check", "after"]


class CommandRun(BaseModel):
    """One command run in the scratch worktree. ``exit_code`` is None when it timed out or could not
    start; ``output`` is stdout and stderr together, redacted and trimmed (head and tail);
    ``duration_s`` is wall-clock seconds."""

    phase: RunPhase
    argv: list[str]
    exit_code: int | None = None
    timed_out: bool = False
    duration_s: float = 0.0
    output: str = ""

    @property
    def passed(self) -> bool:
        return self.exit_code == 0

    def not_started(self) -> str | None:
        """Why the command's program did not run at all, as its output's first line, or None when it
        ran (passing or failing): it could not be started (``exit_code`` None without a timeout), the
        shell conventions' 126 (cannot execute) or 127 (not found), or a first line naming a program
        as not found (:func:`~ci_triage.logs.missing_tools.missing_program`, a wrapper's ``env: 'x':
        No such file or directory``). Such a run shows nothing of the failure it was to reproduce."""
        first = next((line.strip() for line in self.output.splitlines() if line.strip()), "")
        if self.timed_out or (self.exit_code not in (None, 126, 127) and missing_program(first) is None):
            return None
        return first or (f"exit {self.exit_code}" if self.exit_code is not None else "it could not be started")


class FileChange(BaseModel):
    """One file of a patch: its path (the new path; the old one for a deletion), what happened to
    it, and its added and removed line counts."""

    path: str
    status: Literal["added", "modified", "deleted"]
    added: int = 0
    removed: int = 0
    binary: bool = False


class DiffSummary(BaseModel):
    """The files of a patch and their line counts."""

    files: list[FileChange] = Field(default_factory=list)

    @property
    def added(self) -> int:
        return sum(f.added for f in self.files)

    @property
    def removed(self) -> int:
        return sum(f.removed for f in self.files)

    def text(self) -> str:
        """One line, e.g. ``2 files changed, +5 -3 (src/a.py +4 -2, src/b.py +1 -1)``."""
        parts = ", ".join(f"{f.path} +{f.added} -{f.removed}" for f in self.files)
        count = len(self.files)
        return f"{count} file{'s' if count != 1 else ''} changed, +{self.added} -{self.removed} ({parts})"


class Rejection(BaseModel):
    """Why a patch may not be proposed: ``rule`` (a stable id such as ``skip-marker``), a sentence,
    and the diff line that triggered it (``path``, ``line`` 1-based in the new file for added lines
    and in the old file for removed ones, and the line's ``text``) when there is one."""

    rule: str
    reason: str
    path: str | None = None
    line: int | None = None
    text: str | None = None

    def describe(self) -> str:
        """The reason with its diff line as Markdown code spans, e.g. ``adds a skip/xfail marker
        (`tests/test_a.py:3`: `+@pytest.mark.skip`)``: a quoted diff line never becomes a mention,
        a link or Markdown."""
        if self.path is None:
            return self.reason
        where = code(f"{self.path}:{self.line}" if self.line else self.path)
        return f"{self.reason} ({where}: {code(self.text)})" if self.text is not None else f"{self.reason} ({where})"


class FixProposal(BaseModel):
    """One candidate patch and its verification. ``source`` is ``skill:<skill>/<fixer>`` or ``model``;
    ``attempt`` counts from 1 per run; ``transcript`` lists the runs in order (before, fix,
    apply-check, after)."""

    attempt: int = Field(ge=1)
    source: str
    status: FixStatus
    reason: str | None = None
    patch: str = ""
    summary: DiffSummary = Field(default_factory=DiffSummary)
    rejections: list[Rejection] = Field(default_factory=list)
    protected_files: list[str] = Field(
        default_factory=list, description="tests or checker configuration changed because the failure is in them"
    )
    transcript: list[CommandRun] = Field(default_factory=list)


class FixResult(BaseModel):
    """The answer of :func:`ci_triage.repair.propose_fix`.

    ``patch``, ``summary``, ``transcript`` and ``source`` are those of the chosen proposal (the
    verified one, else the last one); ``proposals`` keeps every attempt. ``command`` is the failing
    command (argv, ``{files}`` expanded) and ``command_source`` where it came from; ``before`` is its
    run at the PR head. ``category`` is the diagnosis's.
    """

    status: FixStatus
    reason: str | None = None
    head_sha: str
    category: Category
    command: list[str] | None = None
    command_source: str | None = None
    before: CommandRun | None = None
    source: str | None = None
    patch: str = ""
    summary: DiffSummary = Field(default_factory=DiffSummary)
    transcript: list[CommandRun] = Field(default_factory=list)
    proposals: list[FixProposal] = Field(default_factory=list)
    protected_files: list[str] = Field(
        default_factory=list, description="tests or checker configuration changed because the failure is in them"
    )

    @property
    def may_open_pr(self) -> bool:
        """Only a verified, non-empty patch may become a pull request."""
        return self.status == "verified" and bool(self.patch.strip())


class FixSummary(BaseModel):
    """What became of a candidate fix, as the triage loop's state keeps it: its status, why, where it
    came from, the draft pull request when one was opened, and the patch file this run wrote
    (``patch_path``; ``None`` when it wrote none, whatever an earlier run left there)."""

    status: Literal["verified", "rejected", "unverified", "no-fix"]
    reason: str | None = None
    source: str | None = None
    pull_request_url: str | None = None
    files: int = 0
    patch_path: str | None = None
