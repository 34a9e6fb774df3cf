"""The step that ended the job, with the workflow file: a failed step with ``continue-on-error: true``
let the job go on, so the failing step is the next one that failed; when no other step failed, the
job ended normally (GitHub marks it successful) and there is nothing to triage.

GitHub runs the steps after a failed ``continue-on-error`` step as if it had passed (GitHub Docs,
"Workflow syntax for GitHub Actions", ``jobs.<job_id>.steps[*].continue-on-error``; the step's
``outcome`` is ``failure`` but its ``conclusion`` ``success``: actions/runner
``docs/adrs/0274-step-outcome-and-conclusion.md``), while its log
still ends that step with ``Process completed with exit code N.``. Only the workflow file tells the
two apart, so the log is analysed once more without those steps when the file names any. A value
that cannot be known offline (``${{ github.event_name == 'schedule' }}``, a matrix value the job's
name does not show) is said, never guessed: the step stays the failing one, at a lower confidence.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.evidence.finding_advice import WORKFLOW_NOTE
from ci_triage.evidence.workflow_step import (
    ContinueOnError,
    WorkflowFileError,
    continuing_on_error,
    job_allowed_to_fail,
    job_named,
)
from ci_triage.logs.analyse import Analyser, MemberAnalysis
from ci_triage.logs.gh_jobs import job_members
from ci_triage.logs.model import ConfidenceStep, TriageReport
from ci_triage.logs.report import triage_path, triage_source
from ci_triage.logs.source import LogSource, open_log_source

if TYPE_CHECKING:
    from ci_triage.logs.compare import Baseline

UNKNOWN_CONTINUE_FACTOR = 0.5
"""Confidence × this when the failing step's ``continue-on-error`` cannot be known offline: the job
may have gone on past the step (then the step did not fail the job), and nothing here tells which."""


def triage_path_to_ending_step(
    path: str | Path,
    analyser: Analyser,
    budget: int,
    *,
    workflow: str | None,
    workflow_path: str,
    job: str | None = None,
    junit_paths: Iterable[str] = (),
    baselines: Sequence[Baseline] = (),
) -> tuple[TriageReport, list[MemberAnalysis]]:
    """:func:`triage_to_ending_step` of the log file at ``path`` (closed before returning), or
    :func:`~ci_triage.logs.report.triage_path` without a workflow file (``workflow`` None): one way
    to analyse a job's log for every path that has it (``--workflow``, ``workflow-path``, and the
    run's file fetched with ``--run-id`` or in a ``workflow_run``). Raises
    :class:`~ci_triage.base.errors.InputError` for a log that cannot be read."""
    if workflow is None:
        return triage_path(path, analyser, budget, junit_paths, baselines)
    with open_log_source(str(path), scanner=analyser.scan_file) as source:
        return triage_to_ending_step(
            source, analyser, budget, workflow=workflow, workflow_path=workflow_path, job=job,
            junit_paths=junit_paths, baselines=baselines,
        )  # fmt: skip


def triage_to_ending_step(
    source: LogSource,
    analyser: Analyser,
    budget: int,
    *,
    workflow: str,
    workflow_path: str,
    job: str | None = None,
    junit_paths: Iterable[str] = (),
    baselines: Sequence[Baseline] = (),
) -> tuple[TriageReport, list[MemberAnalysis]]:
    """:func:`~ci_triage.logs.report.triage_source` of ``source``, then, when failed steps of a
    failing job (each job of a run of several, as its report names it or the runner's set-up line
    does, else ``job``, the job's id, whichever names a job of the file:
    :func:`~ci_triage.evidence.workflow_step.job_named`) let the job go on by their
    ``continue-on-error`` in the workflow file (text ``workflow``, cited as ``workflow_path``;
    :func:`~ci_triage.evidence.workflow_step.continuing_on_error`), once more without each job's
    (a job with no other failed step then shows no failure, and a tolerated failure is never the
    primary one), the report warning about each, naming its job in a run of several. A failed step
    of the primary job whose ``continue-on-error`` cannot be known stays the failing step, with a
    warning naming the expression and the confidence × :data:`UNKNOWN_CONTINUE_FACTOR`. Returns the report and the
    member analyses; a file that is no workflow changes nothing (the caller's lookup of the failing
    step says why)."""
    junit = list(junit_paths)
    allowed = _jobs_allowed_to_fail(source, workflow, workflow_path)
    notes = _left_out_notes(allowed, workflow_path)
    report, analyses = triage_source(
        source, analyser, budget, junit, baselines, workflow_read=True, allowed_to_fail=notes
    )
    report = _run_passed(report, allowed, workflow_path)
    failing = [analysis for analysis in analyses if analysis.report.failure_found]
    if not failing:
        return report, analyses
    reads: dict[str, ContinueOnError] = {}
    try:
        for analysis in failing:
            failed = sorted(analysis.failing, key=lambda section: section.start.line)
            named = job_named(workflow, workflow_path, [analysis.scan.job_name, job, analysis.report.job])
            steps = [section.name for section in failed]
            reads[analysis.report.job] = continuing_on_error(workflow, workflow_path, job=named, steps=steps)
    except WorkflowFileError:
        return report, analyses
    read = reads[failing[0].report.job]
    went_on = {member: each.went_on for member, each in reads.items()}
    if any(went_on.values()):
        report, analyses = triage_source(
            source,
            analyser,
            budget,
            junit,
            baselines,
            read.went_on,
            workflow_read=True,
            allowed_to_fail=notes,
            went_on_by_job=went_on,
        )
        report = _run_passed(report, allowed, workflow_path)
        for name, steps in went_on.items():
            if steps:
                report = _went_on(report, steps, workflow_path, reads[name].lines, name if len(reads) > 1 else None)
    if read.unknown is not None and report.failure_found:
        step, value = read.unknown
        report = _unknown_continue(report, step, value, _at(workflow_path, read.lines.get(step)), read.depends_on)
    return report, analyses


def _jobs_allowed_to_fail(source: LogSource, workflow: str, workflow_path: str) -> dict[str, int]:
    """The jobs of a run of several (``source``'s members by job name: a run-logs zip, ``gh run
    view`` output) whose ``continue-on-error`` is true in the workflow file, each with that line
    (:func:`~ci_triage.evidence.workflow_step.job_allowed_to_fail`); empty for one job's log (its
    own failure is still the job's) or a file that is no workflow."""
    names = list(dict.fromkeys(job.job for member in source.members for job in job_members(member) if job.job))
    if len(names) < 2:
        return {}
    try:
        lines = {name: job_allowed_to_fail(workflow, workflow_path, name) for name in names}
    except WorkflowFileError:
        return {}
    return {name: line for name, line in lines.items() if line is not None}


def _left_out_notes(allowed: dict[str, int], workflow_path: str) -> dict[str, str]:
    """The warning of each job of ``allowed`` (by name, with its ``continue-on-error`` line) for when
    it failed while another job failed too (:func:`~ci_triage.logs.report.triage_source` gives it)."""
    return {
        name: f"{WORKFLOW_NOTE} job “{name}” failed but has continue-on-error: true in {_at(workflow_path, line)}: "
        "allowed to fail, so it is not counted among the jobs that failed the run"
        for name, line in allowed.items()
    }


def _run_passed(report: TriageReport, allowed: dict[str, int], workflow_path: str) -> TriageReport:
    """``report`` with a warning when its primary job is one of ``allowed``: only jobs allowed to
    fail failed, so the run passed though the job is triaged."""
    primary = next((job for job in report.jobs if job.failure_found), None)
    if primary is None or primary.job not in allowed:
        return report
    note = (
        f"{WORKFLOW_NOTE} job “{primary.job}” failed but has continue-on-error: true in "
        f"{_at(workflow_path, allowed[primary.job])}: no other job failed, so the run passed "
        "(GitHub marks it successful)"
    )
    return dataclasses.replace(report, warnings=[*report.warnings, note])


def _at(workflow_path: str, line: int | None) -> str:
    """``workflow_path:line`` (the line of a step's ``continue-on-error``), or the path alone without one."""
    return f"{workflow_path}:{line}" if line else workflow_path


def _went_on(
    report: TriageReport, went_on: list[str], workflow_path: str, lines: dict[str, int], job: str | None = None
) -> TriageReport:
    """``report`` (analysed without the steps ``went_on``) with a warning for each of them, citing
    its ``continue-on-error`` at ``workflow_path:line`` (``lines``: 1-based, by step title); ``job``:
    the job of a run of several whose steps they are, named in the warning (``None``: the one job)."""
    job_report = next((each for each in report.jobs if each.job == job), None) if job else None
    found = job_report.failure_found if job_report is not None else report.failure_found
    ended = (
        "the failing step is the next one that failed"
        if found
        else "no other step failed, so the job ended normally and GitHub marks it successful: nothing to triage"
    )
    where = f"job “{job}”: " if job else ""
    notes = [
        f"{WORKFLOW_NOTE} {where}step “{name}” failed but has continue-on-error: true in"
        f" {_at(workflow_path, lines.get(name))}, so the job went on; " + ended
        for name in went_on
    ]
    if not report.failure_found:
        report = dataclasses.replace(
            report,
            summary=(
                f"No failure: every failed step has continue-on-error: true in {workflow_path}, so the job went on "
                "and ended normally (GitHub marks it successful)."
            ),
        )
    return dataclasses.replace(report, warnings=[*report.warnings, *notes])


def _unknown_continue(
    report: TriageReport, step: str, value: str, workflow_path: str, depends_on: tuple[str, ...] = ()
) -> TriageReport:
    """``report`` whose failed step ``step`` has ``continue-on-error: value`` that cannot be known:
    a warning naming the expression and, when it reads matrix keys the job's run does not fix
    (``depends_on``), that it depends on them (``depends on matrix.experimental``, which the log's
    job name does not show), and the primary job's confidence (and the top level's, which repeats
    it) × :data:`UNKNOWN_CONTINUE_FACTOR`."""
    why = (
        f"which depends on {', '.join(f'matrix.{key}' for key in depends_on)}, not known for this job (the job "
        "name the log gives does not fix it)"
        if depends_on
        else "whose value cannot be known here"
    )
    note = (
        f"{WORKFLOW_NOTE} step “{step}” failed and has continue-on-error: {value} in {workflow_path}, {why}: "
        "whether the job went on past this step is unknown, so the confidence is lowered"
    )
    primary = next((job for job in report.jobs if job.failure_found), None)
    if primary is None:
        return dataclasses.replace(report, warnings=[*report.warnings, note])
    before = primary.classification.confidence
    after = round(before * UNKNOWN_CONTINUE_FACTOR, 2)
    lowered = ConfidenceStep(
        reason="continue-on-error unknown",
        before=before,
        after=after,
        detail=(
            f"step “{step}” has continue-on-error: {value}, unknown offline (confidence × {UNKNOWN_CONTINUE_FACTOR})"
        ),
    )
    classification = dataclasses.replace(
        primary.classification,
        confidence=after,
        confidence_steps=[*primary.classification.confidence_steps, lowered],
    )
    job = dataclasses.replace(primary, classification=classification)
    return dataclasses.replace(
        report,
        jobs=[job if other is primary else other for other in report.jobs],
        confidence=after,
        confidence_steps=classification.confidence_steps,
        warnings=[*report.warnings, note],
    )
