"""The step that ended the job, with the workflow file: a failed step with ``continue-on-error: true``
let the job go on, so the failing step is the next one that failed; when no other step failed, the
job ended normally (GitHub marks it successful) and there is nothing to triage.

GitHub runs the steps after a failed ``continue-on-error`` step as if it had passed (GitHub Docs,
"Workflow syntax for GitHub Actions", ``jobs.<job_id>.steps[*].continue-on-error``; the step's
``outcome`` is ``failure`` but its ``conclusion`` ``success``: actions/runner
``docs/adrs/0274-step-outcome-and-conclusion.md``), while its log
still ends that step with ``Process completed with exit code N.``. Only the workflow file tells the
two apart, so the log is analysed once more without those steps when the file names any.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from ci_triage.evidence.workflow_step import WORKFLOW_NOTE, WorkflowFileError, continuing_on_error
from ci_triage.logs.analyse import Analyser, MemberAnalysis
from ci_triage.logs.compare import Baseline
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogSource


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
    """:func:`~ci_triage.logs.report.triage_source` of ``source``, then, when failed steps of its first
    failing job (``job``, else as the log names it) have ``continue-on-error: true`` in the workflow
    file (text ``workflow``, cited as ``workflow_path``), once more without them (a job with no other
    failed step then shows no failure), the report warning about each. Returns the report and the
    member analyses; a file that is no workflow changes nothing (the caller's lookup of the failing
    step says why)."""
    junit = list(junit_paths)
    report, analyses = triage_source(source, analyser, budget, junit, baselines)
    primary = next((analysis for analysis in analyses if analysis.report.failure_found), None)
    if primary is None:
        return report, analyses
    try:
        went_on = continuing_on_error(
            workflow, workflow_path, job=job or primary.report.job, steps=[section.name for section in primary.failing]
        )
    except WorkflowFileError:
        return report, analyses
    if not went_on:
        return report, analyses
    report, analyses = triage_source(source, analyser, budget, junit, baselines, went_on)
    ended = (
        "the failing step is the next one that failed"
        if report.failure_found
        else "no other step failed, so the job ended normally and GitHub marks it successful: nothing to triage"
    )
    notes = [
        f"{WORKFLOW_NOTE} step “{name}” failed but has continue-on-error: true in {workflow_path}, so the job went on; "
        + ended
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
    return dataclasses.replace(report, warnings=[*report.warnings, *notes]), analyses
