"""Verification of one candidate patch, by the control plane (never by the model that wrote it).

In order, stopping at the first failure:

1. the patch is not empty (else ``no-fix``);
2. it stays within the limits and passes the weakening screen (else ``rejected``, every reason named);
3. on the scratch worktree reset to the PR head, ``git apply --check`` accepts it (else ``rejected``),
   and it is applied;
4. the failing command, which failed at the PR head (``before``), passes (``verified``), or still
   fails (``rejected``); when no command can run here the result is ``unverified`` ("not verified by
   a re-run").

The scratch worktree is left holding exactly the patch (the next attempt starts from it).
"""

from __future__ import annotations

from ci_triage.logs.taxonomy import Category
from ci_triage.repair.commands import run_command
from ci_triage.repair.diff import PatchError, check_limits, summarize
from ci_triage.repair.limits import FixLimits
from ci_triage.repair.protected import protected_changes
from ci_triage.repair.result import CommandRun, FixProposal
from ci_triage.repair.screen import screen_patch
from ci_triage.repair.worktree import Scratch

NOT_RE_RUN = "not verified by a re-run"
"""The words the comment uses for a patch whose failing command could not run here."""


def verify_patch(
    scratch: Scratch,
    patch: str,
    *,
    attempt: int,
    source: str,
    category: Category,
    limits: FixLimits,
    command: list[str] | None,
    before: CommandRun | None,
    cannot_run_reason: str | None = None,
    prior_runs: list[CommandRun] | None = None,
    issue_files: list[str] | None = None,
) -> FixProposal:
    """Verify ``patch`` (a unified diff against ``scratch.head_sha``) and return the proposal.

    ``command`` is the failing command (None when none can run; ``cannot_run_reason`` says why) and
    ``before`` its run at the PR head, which must have failed. ``prior_runs`` (e.g. the fixer's own
    run) go into the transcript after ``before``. A ``model`` patch is also held to
    :func:`~ci_triage.repair.protected.protected_changes`, with ``issue_files`` the files the diagnosis
    places the failure in.
    """
    transcript = [*([before] if before else []), *(prior_runs or [])]

    def proposal(status, reason=None, **fields) -> FixProposal:
        return FixProposal(
            attempt=attempt, source=source, status=status, reason=reason, patch=patch, transcript=transcript, **fields
        )

    if not patch.strip():
        return proposal("no-fix", "the change is empty")
    try:
        summary = summarize(patch)
        rejections = check_limits(summary, limits) + screen_patch(patch, category)
        protected: list[str] = []
        if source == "model":
            refused, protected = protected_changes(patch, issue_files or [])
            rejections += refused
    except PatchError as error:
        return proposal("rejected", str(error))
    if rejections:
        reason = "; ".join(rejection.describe() for rejection in rejections)
        return proposal("rejected", reason, summary=summary, rejections=rejections)
    scratch.reset()
    checked = scratch.apply_check(patch)
    transcript.append(
        CommandRun(
            phase="apply-check",
            argv=["git", "apply", "--check", "-"],
            exit_code=checked.returncode,
            output=(checked.stderr + checked.stdout).strip()[: limits.output_chars],
        )
    )
    if checked.returncode != 0:
        return proposal("rejected", "the patch does not apply to the PR head", summary=summary)
    scratch.apply(patch)
    if command is None or before is None:
        return proposal(
            "unverified",
            f"{NOT_RE_RUN}: {cannot_run_reason or 'no failing command is known'}",
            summary=summary,
            protected_files=protected,
        )
    after = run_command(command, scratch.root, limits, phase="after")
    transcript.append(after)
    if after.passed:
        return proposal("verified", summary=summary, protected_files=protected)
    outcome = "timed out" if after.timed_out else f"exit {after.exit_code}"
    return proposal("rejected", f"the failing command still fails after the patch ({outcome})", summary=summary)
