"""``propose_fix``: edit → verify → recover in a scratch worktree, ending in one :class:`FixResult`.

1. A scratch worktree of ``repository`` at ``head_sha`` (the real checkout is never modified).
2. The failing command: the ``verify-command`` input alone when given; else the log's failing
   step, then the checks of the applicable skill fixers — the first one that may and can run here.
   It runs at the PR head and must fail; when it passes, the failure does not reproduce here and
   nothing can be verified (``unverified``); nor when its program did not even start (not found,
   exit 126/127: :data:`COULD_NOT_RUN`); nor when its output shows this machine's own failure of
   another category than the log's verdict (a certificate refused here under a stale lock file's
   verdict: :func:`ci_triage.repair.reproduced.other_failure`); nor, for a patch that makes it pass,
   when it failed without printing a source location the log reports
   (:mod:`ci_triage.repair.reproduced`: another version of the tool than CI's fails on other findings).
3. Skill fixers (no model needed): each applicable fixer runs, and its diff is verified.
4. The model (when given, and no fixer was verified): up to ``max_attempts`` harness runs; a refused
   attempt goes back to the model with the reason and the transcript (recover); after the last one
   the result hands off with the reason.

Nothing of a fork's pull request is run (:data:`FORK_REASON`): not the failing command, not the
fixers (formatters load the repository's config files, which can be code), not the model's
terminal; a model patch is still screened and checked with ``git apply`` and comes back
``unverified``, to be offered as a suggestion.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Required, TypedDict

from ci_triage.evidence.model import Evidence
from ci_triage.logs.skills import Fixer, Skill, SkillSet
from ci_triage.logs.taxonomy import Category
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.repair.commands import FailingCommand, cannot_run, command_from_log, expand, parse_command, run_command
from ci_triage.repair.fixers import select_fixers, target_files
from ci_triage.repair.limits import FixLimits
from ci_triage.repair.model_patch import fix_task, model_edit
from ci_triage.repair.reproduced import describe, other_failure, unreproduced_locations
from ci_triage.repair.result import CommandRun, FixProposal, FixResult
from ci_triage.repair.verify import NOT_RE_RUN, verify_patch
from ci_triage.repair.worktree import Scratch, scratch_worktree


class _ResultBase(TypedDict, total=False):
    """The fields every :class:`FixResult` of one proposal shares: the head, the category, the failing command."""

    head_sha: Required[str]
    category: Required[Category]
    command: list[str]
    command_source: str


COULD_NOT_RUN = "the verify command could not run here"
"""What a fix says when the failing command's program did not start at the PR head
(:meth:`~ci_triage.repair.result.CommandRun.not_started`): no failure was reproduced, so no fixer's
or model's change can be verified against it."""

FORK_REASON = (
    "the pull request comes from a fork, and ci-triage does not run a fork's code "
    "(its checkout may hold this workflow's credentials)"
)
"""Why nothing runs for a fork's pull request: a ``workflow_run`` job that can write to the base
repository must not execute code from a fork (GitHub Security Lab, "Preventing pwn requests")."""


def _from_fork(evidence: Evidence) -> bool:
    pull, run = evidence.pull_request, evidence.run
    return (pull is not None and pull.from_fork) or (run is not None and run.from_fork)


def _failing_command(
    verify_command: str | Sequence[str] | None,
    evidence: Evidence,
    fixers: list[tuple[Skill, Fixer]],
    files: list[str],
    scratch: Scratch,
    limits: FixLimits,
) -> tuple[FailingCommand | None, str | None]:
    """The runnable failing command, or None and why none can run."""
    if verify_command is not None:
        argv = parse_command(verify_command) if isinstance(verify_command, str) else list(verify_command)
        if not argv:
            return None, f"the verify-command input {verify_command!r} is not one simple command (no shell syntax)"
        candidates = [FailingCommand(argv=argv, source="verify-command input")]
    else:
        logged = command_from_log(evidence)
        candidates = [*([logged] if logged else [])] + [
            FailingCommand(argv=expand(fixer.check, files), source=f"skill {skill.name}/{fixer.id}")
            for skill, fixer in fixers
        ]
    reasons = []
    for candidate in candidates:
        reason = cannot_run(candidate.argv, scratch.root, limits)
        if reason is None:
            return candidate, None
        reasons.append(f"`{shlex.join(candidate.argv)}` ({candidate.source}): {reason}")
    return None, "; ".join(reasons) or "no failing command is known (give verify-command)"


def propose_fix(
    repository: Path,
    head_sha: str,
    evidence: Evidence,
    diagnosis: Diagnosis,
    *,
    model: Any = None,
    skills: Sequence[Skill] = (),
    verify_command: str | Sequence[str] | None = None,
    limits: FixLimits | None = None,
    max_attempts: int = 2,
) -> FixResult:
    """Find, verify and return a candidate fix for the failure ``diagnosis`` explains.

    * ``repository``: the checked-out repository (a git checkout holding ``head_sha``); left as it was.
    * ``model``: a harness model (``ScriptedModel`` in tests); None means skill fixers only.
    * ``skills``: loaded skills (``load_skills().skills``); their ``fix`` entries are the fixers.
    * ``verify_command``: the ``verify-command`` input (a command line or an argv list).
    * ``max_attempts``: model edit attempts (each refused one is fed back once more).

    Never opens anything: the result says ``verified`` only after the control plane's re-run.
    Raises :class:`ci_triage.repair.worktree.ScratchError` (exit code 3) when the scratch worktree
    cannot be made (not a git checkout, commit missing).
    """
    limits = limits or FixLimits()
    fork = _from_fork(evidence)
    if fork:
        limits = limits.model_copy(update={"allowed_programs": ()})
    with scratch_worktree(repository, head_sha) as scratch:
        fixers = select_fixers(skills, evidence)
        files = target_files(evidence, diagnosis, scratch.root)
        if fork:
            command, why_not = None, FORK_REASON
        else:
            command, why_not = _failing_command(verify_command, evidence, fixers, files, scratch, limits)
        base = _ResultBase(head_sha=scratch.head_sha, category=diagnosis.category)
        if command is not None:
            base["command"] = command.argv
            base["command_source"] = command.source
        before = run_command(command.argv, scratch.root, limits, phase="before") if command else None
        if before is not None and before.passed:
            shown = shlex.join(before.argv)
            reason = f"{NOT_RE_RUN}: `{shown}` passes at the PR head here, so the failure does not reproduce"
            return FixResult(status="unverified", reason=reason, before=before, transcript=[before], **base)
        not_started = before.not_started() if before is not None else None
        if before is not None and not_started is not None:
            reason = f"{NOT_RE_RUN}: {COULD_NOT_RUN}: `{shlex.join(before.argv)}`: {not_started}"
            return FixResult(status="unverified", reason=reason, before=before, transcript=[before], **base)
        other = other_failure(before, diagnosis.category, SkillSet(tuple(skills))) if before else None
        if before is not None and other is not None:
            return FixResult(
                status="unverified", reason=f"{NOT_RE_RUN}: {other}", before=before, transcript=[before], **base
            )

        def verify(patch: str, attempt: int, source: str, prior: list[CommandRun]) -> FixProposal:
            return verify_patch(
                scratch, patch, attempt=attempt, source=source, category=diagnosis.category, limits=limits,
                command=command.argv if command else None, before=before, cannot_run_reason=why_not,
                prior_runs=prior, issue_files=files,
            )  # fmt: skip

        proposals: list[FixProposal] = []
        unrunnable: list[str] = []
        for skill, fixer in fixers:
            source = f"skill:{skill.name}/{fixer.id}"
            argv = expand(fixer.command, files)
            reason = FORK_REASON if fork else cannot_run(argv, scratch.root, limits)
            if reason:
                unrunnable.append(f"`{shlex.join(argv)}` ({source}): {reason}")
                continue
            scratch.reset()
            fixed = run_command(argv, scratch.root, limits, phase="fix")
            proposals.append(verify(scratch.diff(), len(proposals) + 1, source, [fixed]))
            if proposals[-1].status == "verified":
                break
        model_attempts = 0
        if model is not None and not any(p.status == "verified" for p in proposals):
            scratch.reset()
            previous: FixProposal | None = None
            for _ in range(max_attempts):
                model_attempts += 1
                task = fix_task(diagnosis, command.argv if command else None, before, previous)
                run = model_edit(scratch, model, task, limits=limits, skills=skills)
                if run.status == "failed":
                    message = run.error.message if run.error else run.stop_reason
                    proposals.append(
                        FixProposal(
                            attempt=len(proposals) + 1,
                            source="model",
                            status="no-fix",
                            reason=f"the model run failed: {message}",
                        )
                    )
                    break
                previous = verify(scratch.diff(), len(proposals) + 1, "model", [])
                proposals.append(previous)
                if previous.status != "rejected":
                    break
        result = _result(base, before, proposals, unrunnable, model is not None, model_attempts, max_attempts)
        missing = unreproduced_locations(evidence, before) if before is not None else []
        if result.status == "verified" and before is not None and missing:
            return result.model_copy(
                update={"status": "unverified", "reason": f"{NOT_RE_RUN}: {describe(missing, before)}"}
            )
        return result


def _result(
    base: _ResultBase,
    before: CommandRun | None,
    proposals: list[FixProposal],
    unrunnable: list[str],
    had_model: bool,
    model_attempts: int,
    max_attempts: int,
) -> FixResult:
    if not proposals:
        if unrunnable:
            status, reason = "unverified", f"{NOT_RE_RUN}: no fixer can run here: " + "; ".join(unrunnable)
        else:
            status = "no-fix"
            reason = "no skill declares a fix for this failure" + ("" if had_model else " and no model was given")
        return FixResult(status=status, reason=reason, before=before, transcript=[before] if before else [], **base)
    chosen = next((p for p in proposals if p.status == "verified"), proposals[-1])
    reason = chosen.reason
    if chosen.status == "rejected" and chosen.source == "model" and model_attempts >= max_attempts:
        reason = f"{reason}; handed off after {model_attempts} model attempt{'s' if model_attempts != 1 else ''}"
    return FixResult(
        status=chosen.status,
        reason=reason,
        before=before,
        source=chosen.source,
        patch=chosen.patch,
        summary=chosen.summary,
        transcript=chosen.transcript,
        proposals=proposals,
        protected_files=chosen.protected_files,
        **base,
    )
