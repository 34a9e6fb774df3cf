"""Candidate fixes that cannot lie: patches made in a scratch worktree, verified by the control plane.

Public surface: :func:`propose_fix` (edit → verify → recover), :class:`FixResult` and
:class:`FixProposal`, :class:`FixLimits`, :func:`suggestion_markdown`, :func:`review_suggestion`,
:func:`transcript_text`, :func:`write_patch_artifact`, each imported when first used
(:func:`~ci_triage.base.lazy_exports.lazy_exports`). Opening the draft pull request is
``ci_triage.repair.pull_request``. See ``docs/fix.md``.
"""

from typing import TYPE_CHECKING

from ci_triage.base.lazy_exports import lazy_exports

if TYPE_CHECKING:
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

__getattr__ = lazy_exports(
    __name__,
    {
        "ci_triage.repair.artifact": ("write_patch_artifact",),
        "ci_triage.repair.limits": ("DEFAULT_ALLOWED_PROGRAMS", "FixLimits"),
        "ci_triage.repair.propose": ("propose_fix",),
        "ci_triage.repair.report": ("review_suggestion", "suggestion_markdown", "transcript_text"),
        "ci_triage.repair.result": ("CommandRun", "DiffSummary", "FixProposal", "FixResult", "Rejection"),
    },
)
