"""What the base branch's history says about a failed job: this change, the base branch, or flaky.

A pure function over the job's recent results on the base branch (newest first), in the spirit of
the usual CI-triage heuristics: a failure the base branch shows too (same fingerprint) is not the
change's fault; a job that passes on the base branch points at the change; a job that both failed
and passed on one commit is flaky. The verdict is evidence for the diagnosis, not the diagnosis.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ci_triage.evidence.model import Evidence
from ci_triage.github.models import BaseBranchRun

Attribution = Literal["this-change", "base-branch", "flaky", "infrastructure", "unknown"]
"""Who a failure is attributed to: the change, the base branch, flakiness, infrastructure, or no one yet."""
FAILED = ("failure", "timed_out")


@dataclass(frozen=True, slots=True)
class AttributionHint:
    """``attribution`` with the sentence that supports it and the base-branch run ids it rests on."""

    attribution: Attribution
    reason: str
    run_ids: tuple[int, ...] = ()


def attribute_from_history(fingerprint: str | None, history: list[BaseBranchRun]) -> AttributionHint:
    """Decide from ``history`` (the same job's runs on the base branch, newest first).

    In this order: one commit where the job both failed and passed → ``flaky``; a base-branch
    failure with the same ``fingerprint`` → ``base-branch``; the newest base-branch result a
    success → ``this-change``; anything else → ``unknown`` (no history, or the base branch fails
    differently).
    """
    known = [run for run in history if run.job_conclusion is not None]
    if not known:
        return AttributionHint("unknown", "no result of this job on the base branch to compare with")
    by_sha: dict[str, list[BaseBranchRun]] = {}
    for run in known:
        by_sha.setdefault(run.head_sha, []).append(run)
    for sha, runs in by_sha.items():
        conclusions = {run.job_conclusion for run in runs}
        if conclusions & set(FAILED) and "success" in conclusions:
            return AttributionHint(
                "flaky",
                f"same job failed then passed on the same commit {sha[:7]} of the base branch",
                tuple(run.run_id for run in runs),
            )
    same = [run for run in known if run.job_conclusion in FAILED and fingerprint and run.fingerprint == fingerprint]
    if same:
        return AttributionHint(
            "base-branch", "also failing on the base branch (same fingerprint)", tuple(run.run_id for run in same)
        )
    newest = known[0]
    if newest.job_conclusion == "success":
        return AttributionHint("this-change", "passes on the base branch", (newest.run_id,))
    if newest.job_conclusion in FAILED:
        return AttributionHint(
            "unknown", "also failing on the base branch, with a different or unknown failure", (newest.run_id,)
        )
    return AttributionHint("unknown", f"the base branch's latest result is {newest.job_conclusion}", (newest.run_id,))


def attribution_hints(evidence: Evidence) -> list[tuple[str, AttributionHint]]:
    """Each analysed job's name and :func:`attribute_from_history` of its base-branch results
    (``evidence.base_history`` entries with that job name, newest first)."""
    return [
        (
            log.job.name,
            attribute_from_history(log.report.fingerprint, [p for p in evidence.base_history if p.job == log.job.name]),
        )
        for log in evidence.logs
    ]
