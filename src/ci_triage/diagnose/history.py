"""What the base branch's history says about a failure: the attribution verdict.

The collecting phase records recent runs of the same workflow on the base branch
(``Evidence.base_history``), with how the same-named job ended there and the analyser's
fingerprint of that job's log. The verdict compares them with the failing job here:

* the same job failed on the base branch with the same fingerprint → ``base-branch``;
* the category is ``infrastructure/network/flaky`` → ``infrastructure`` (whatever the base did);
* the same job passed in every recent base run that has it → ``this-change``;
* anything else (no history, mixed results, other failures) → ``unknown``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ci_triage.diagnosis import Attribution
from ci_triage.evidence import Evidence, JobLog


@dataclass(frozen=True)
class HistoryVerdict:
    """``attribution`` with one sentence saying why, and the ids of the base-history evidence items."""

    attribution: Attribution
    reason: str
    evidence: list[str] = field(default_factory=list)


def base_history_verdict(evidence: Evidence, log: JobLog | None) -> HistoryVerdict:
    """The verdict for the failing job ``log`` (see the module docstring for the rules)."""
    ids = [item.id for item in evidence.items if item.kind == "base_history"]
    category = log.report.classification.category if log else "unknown"
    runs = [run for run in evidence.base_history if run.job_conclusion is not None]
    fingerprint = log.report.fingerprint if log else None
    same = [run for run in runs if run.job_conclusion == "failure" and fingerprint and run.fingerprint == fingerprint]
    if same:
        return HistoryVerdict(
            "base-branch",
            f"the same job failed with the same failure fingerprint in {len(same)} of {len(runs)} recent "
            f"base-branch runs (latest: run {same[0].run_id})",
            ids,
        )
    if category == "infrastructure/network/flaky":
        return HistoryVerdict("infrastructure", "the analyser classified the failure as infrastructure/network", ids)
    if runs and all(run.job_conclusion == "success" for run in runs):
        return HistoryVerdict("this-change", f"the same job passed in all {len(runs)} recent base-branch runs", ids)
    if not evidence.base_history:
        return HistoryVerdict("unknown", "no base-branch history was collected", ids)
    if not runs:
        return HistoryVerdict("unknown", "the recent base-branch runs did not run this job", ids)
    passed = sum(run.job_conclusion == "success" for run in runs)
    return HistoryVerdict(
        "unknown", f"the same job passed in {passed} of {len(runs)} recent base-branch runs, with other failures", ids
    )
