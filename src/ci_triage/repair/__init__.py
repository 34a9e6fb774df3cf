"""Candidate fixes that cannot lie: patches made in a scratch worktree, verified by the control plane.

Public surface: :func:`propose_fix` (edit → verify → recover), :class:`FixResult` and
:class:`FixProposal`, :class:`FixLimits`, :func:`suggestion_markdown`, :func:`review_suggestion`,
:func:`transcript_text`, :func:`write_patch_artifact`. Opening the draft pull request is
``ci_triage.repair.pull_request``. See ``docs/fix.md``.
"""

from ci_triage.repair.artifact import write_patch_artifact
from ci_triage.repair.limits import DEFAULT_ALLOWED_PROGRAMS, FixLimits
from ci_triage.repair.propose import propose_fix
from ci_triage.repair.report import review_suggestion, suggestion_markdown, transcript_text
from ci_triage.repair.result import CommandRun, DiffSummary, FixProposal, FixResult, Rejection

__all__ = [
    "DEFAULT_ALLOWED_PROGRAMS",
    "CommandRun",
    "DiffSummary",
    "FixLimits",
    "FixProposal",
    "FixResult",
    "Rejection",
    "propose_fix",
    "review_suggestion",
    "suggestion_markdown",
    "transcript_text",
    "write_patch_artifact",
]
