"""The same job's log from the most recent successful run, to compare the failing log with.

Where to look (the issue's rule, and what a maintainer would open): for a pull request run, the
runs of the same workflow on the PR's base branch; for a push, the earlier runs on the pushed
branch. The base-branch history (:mod:`ci_triage.evidence.collect_github`) already lists those
runs and their jobs, so finding the run costs no extra request; the newest one whose job of the
same name ended in ``success`` (and that started before the failing run) is taken, and its log is
downloaded once, capped at :data:`MAX_BASELINE_DOWNLOAD` bytes. A log that stops before its job
ended (a download that stopped, a log GitHub truncated) is not compared with, as a ``--baseline``
log is not (:func:`load_last_green`). The failing job's log is then
analysed again with the comparison (:mod:`ci_triage.logs.compare`), so its excerpt says
"new since run N". When there is no such run, or the download or comparison fails, the evidence
says why in :attr:`~ci_triage.evidence.model.Evidence.baseline` and the analysis stays as it was.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from pathlib import Path
from typing import Any

from ci_triage.base.errors import InputError
from ci_triage.evidence.ending_step import triage_path_to_ending_step
from ci_triage.evidence.model import JobLog, LastGreenRun
from ci_triage.github import read
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import DownloadFailed, GitHubNotFound, GitHubPermissionError, GitHubRequestError
from ci_triage.github.models import Job, WorkflowRun
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import Baseline, load_baseline

MAX_BASELINE_DOWNLOAD = 64 * 1024**2
"""Bytes of the passing job's log downloaded at most (a larger one is not compared)."""
_ERRORS = (GitHubPermissionError, GitHubNotFound, GitHubRequestError, DownloadFailed)


def last_green(
    run: WorkflowRun, job: str, history: list[tuple[dict[str, Any], dict[str, Job]]]
) -> tuple[dict[str, Any], Job] | None:
    """The newest ``(run JSON, job)`` of ``history`` (runs newest first, each with its jobs by name)
    in which the job named ``job`` succeeded, among runs that started before ``run``."""
    for past, jobs in history:
        same = jobs.get(job)
        if same is None or same.conclusion != "success" or past.get("id") == run.id:
            continue
        started = _time(past.get("created_at"))
        if run.created_at is not None and started is not None and started >= run.created_at:
            continue
        return past, same
    return None


def compare_with_last_green(
    client: GitHubClient,
    run: WorkflowRun,
    log: JobLog,
    history: list[tuple[dict[str, Any], dict[str, Job]]],
    folder: Path,
    analyser: Analyser,
    analyse: Any,
) -> tuple[JobLog, LastGreenRun]:
    """``log`` analysed again against its job's last passing log, and what was compared.

    ``analyser`` checks the passing log (:func:`load_last_green`); ``analyse(path, baselines)``
    re-runs it on the failing log at ``path`` (the caller's budget and skills): see
    :func:`analyse_with`. A passing log that is refused leaves ``log`` as it was. Never
    raises for GitHub errors: they end in a :class:`LastGreenRun` whose ``note`` says what happened.
    """
    job = log.job.name
    found = last_green(run, job, history)
    if found is None:
        runs = len(history)
        note = f"no successful run of job “{job}” among the last {runs} completed runs: compared with nothing"
        return log, LastGreenRun(job=job, note=note)
    past, passing = found
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{passing.id}.log"
    record = LastGreenRun(job=job, run_id=past.get("id"), job_id=passing.id, html_url=past.get("html_url"))
    try:
        read.download_job_log(client, run.repository, passing.id, path, MAX_BASELINE_DOWNLOAD)
    except _ERRORS as error:
        return log, record.model_copy(update={"note": f"the passing log could not be had: {error.reason}"})
    baselines, warnings = load_last_green(path, past.get("id"), analyser)
    if all(baseline.refused for baseline in baselines):
        return log, record.model_copy(update={"note": "; ".join(warnings) or "the passing log is empty"})
    report, comparison_warnings, comparison = analyse(log.path, baselines)
    if report is None or comparison is None:
        note = "; ".join(comparison_warnings) or "the failing log could not be analysed again"
        return log, record.model_copy(update={"note": note})
    compared = log.model_copy(update={"report": dataclasses.replace(report, job=job)})
    return compared, record.model_copy(
        update={
            "note": f"compared with job {passing.id} of run {past.get('id')}",
            "path": path,
            "new_lines": comparison.new_count,
            "shared_share": round(comparison.shared_share, 3),
        }
    )


def load_last_green(path: Path, run_id: Any, analyser: Analyser) -> tuple[list[Baseline], list[str]]:
    """The baselines of the passing log downloaded to ``path`` from run ``run_id`` (labelled
    ``run <id>``), and warnings, with the local ``--baseline``'s check that the log reaches its
    job's end (:func:`~ci_triage.logs.compare.load_baseline` with ``analyser``'s
    :meth:`~ci_triage.logs.analyse.Analyser.ended_early`): a log cut short gives no baseline and a
    ``baseline not used: …`` warning, so the lines it lacks do not count as new. Unlike a local
    file, the job is known to have passed (GitHub's ``success``), so a failure its log shows (a
    ``continue-on-error`` step prints its ``##[error]`` line too) is one the job survived, and the
    same lines in the failing log count as known. Never raises for bad input."""
    return load_baseline(str(path), label=f"run {run_id}", ended_early=analyser.ended_early)


def analyse_with(
    analyser: Any, budget: int, workflow: str | None = None, workflow_path: str = "", job: str | None = None
):
    """An ``analyse(path, baselines)`` for :func:`compare_with_last_green`: the failing log's job
    report with the comparison, the comparison's warnings (a baseline that did not fit) and the
    :class:`~ci_triage.logs.compare.Comparison` (None when it was not used). With the run's
    ``workflow`` text (cited as ``workflow_path``), analysed to the step that ended ``job``, as
    the log was first (:func:`~ci_triage.evidence.ending_step.triage_path_to_ending_step`)."""

    def analyse(path: Path, baselines) -> tuple[Any, list[str], Any]:
        try:
            report, analyses = triage_path_to_ending_step(
                path, analyser, budget, workflow=workflow, workflow_path=workflow_path, job=job, baselines=baselines
            )
        except InputError as error:
            return None, [str(error)], None
        comparison = next((analysis.comparison for analysis in analyses if analysis.comparison), None)
        warnings = [w for w in report.warnings if w.startswith("baseline not used")]
        return (report.jobs[0] if report.jobs else None), warnings, comparison

    return analyse


def _time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
