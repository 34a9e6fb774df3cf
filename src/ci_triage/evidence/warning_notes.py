"""Which warnings of a log's analysis become the loop's notes, the warnings a person reads.

``ci-triage triage`` shows its report's warnings (``warnings`` in JSON, ⚠️ lines at the end of the
Markdown); in the loop (the action, ``--run-id``, ``--propose-fix``) the same warnings become
evidence notes: the ⚠️ lines of the sticky comment and the job summary (one place of
``diagnosis.md.j2``; ``handoff.md.j2`` for a handoff) and the action's ``::warning`` annotations
(:mod:`ci_triage.triage.annotations`), since nobody reads a container action's standard error.

A green log stays quiet (the action writes one line and no warning for it): only a workflow note
(a step whose ``continue-on-error`` let the job go on) is said then. The warning naming the failing
jobs left out is no note: the evidence states it as a gap, with how to see them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.evidence.finding_advice import WORKFLOW_NOTE
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import NOT_ANALYSED


def warning_notes(report: TriageReport, skill_warnings: Iterable[str] = (), *, job: str | None = None) -> list[str]:
    """The notes for ``report`` (one log's analysis) and what loading the analyser's skills said
    (``skill_warnings``: :attr:`SkillSet.warnings <ci_triage.logs.skills.SkillSet.warnings>`, the
    files skipped and the skills too large), in order, each once: the workflow notes, and when the
    log failed the skill warnings and the report's
    other warnings, but the one :data:`~ci_triage.logs.report.NOT_ANALYSED`. With ``job`` (a job's
    log downloaded from GitHub, whose path means nothing to a reader), a warning that is not about
    the workflow says which job's log it is about, instead of the log's path."""
    notes = []
    for warning in report.warnings:
        if warning.startswith(WORKFLOW_NOTE):
            notes.append(warning)
        elif report.failure_found and not warning.startswith(NOT_ANALYSED):
            notes.append(_about_job(warning, report.source.path, job) if job else warning)
    if report.failure_found:
        notes = [*skill_warnings, *notes]
    return list(dict.fromkeys(notes))


def _about_job(warning: str, path: str, job: str) -> str:
    """``warning`` about the log at ``path``, said of ``job``'s log."""
    where = f"the log of job “{job}”"
    return warning.replace(path, where) if path in warning else f"{where}: {warning}"
