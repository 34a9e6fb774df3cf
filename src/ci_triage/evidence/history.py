"""What the base branch's history says about a failure: the attribution verdict.

The collecting phase records recent runs of the same workflow on the base branch
(``Evidence.base_history``, one entry per run and job, with the analyser's fingerprint of a failed
job's log). The verdict for the failing job is :func:`ci_triage.evidence.attribution.attribute_from_history`
over that job's entries (flaky, base-branch, this-change, unknown), except that a failure the
analyser classified as ``infrastructure/network/flaky`` is ``infrastructure`` unless the history
shows it flaky or on the base branch too.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ci_triage.evidence.attribution import Attribution, attribute_from_history
from ci_triage.evidence.model import Evidence, JobLog


@dataclass(frozen=True)
class HistoryVerdict:
    """``attribution`` with one sentence saying why, and the ids of the base-history evidence items."""

    attribution: Attribution
    reason: str
    evidence: list[str] = field(default_factory=list)


def base_history_verdict(evidence: Evidence, log: JobLog | None) -> HistoryVerdict:
    """The verdict for the failing job ``log`` (see the module docstring for the rules)."""
    if log is None:
        return HistoryVerdict("unknown", "no failed job log to compare with the base branch")
    name = log.job.name
    ids = [item.id for item in evidence.items if item.kind == "base_history" and f"“{name}”" in item.summary]
    hint = attribute_from_history(log.report.fingerprint, [run for run in evidence.base_history if run.job == name])
    if log.report.classification.category == "infrastructure/network/flaky" and hint.attribution not in (
        "flaky",
        "base-branch",
    ):
        return HistoryVerdict("infrastructure", "the analyser classified the failure as infrastructure/network", ids)
    return HistoryVerdict(hint.attribution, hint.reason, ids)
