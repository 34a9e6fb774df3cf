"""Collect the evidence for one failed run: jobs, logs (analysed), JUnit, PR, files, commits, history.

:func:`collect_evidence` makes the reads of :mod:`ci_triage.github.read` in a fixed order and
never stops at the first missing piece: a permission error, an expired log, a failed download or
a missing artifact becomes an :class:`~ci_triage.evidence.model.EvidenceGap` that says what is
missing and how to get it.
Only a rate limit beyond the client's bound (:class:`~ci_triage.github.errors.RateLimited`) and an
unreachable GitHub (:class:`~ci_triage.github.errors.GitHubUnavailable`) propagate: the loop hands
off with what it has.

Requests, in order (the cassettes under ``tests/cassettes/github`` hold exactly these):
``runs/{id}`` (only for a :class:`RunRef`), the workflow file at the head SHA (``contents/{path}``,
unless the checkout has it: read before any log is analysed, so ``continue-on-error`` is honoured
as with ``--workflow``), ``runs/{id}/attempts/{n}/jobs``, each failed job's
``jobs/{id}/logs`` (302, then the signed URL), ``runs/{id}/artifacts`` (and the zips of JUnit-like
artifacts), the PR (``pulls/{n}``, or ``commits/{sha}/pulls`` then ``pulls?head=`` for forks),
``pulls/{n}/files``, ``compare/{base}...{head}``, ``workflows/{id}/runs?branch=…`` and each
history run's ``runs/{id}/jobs?filter=latest`` (plus up to :data:`HISTORY_DOWNLOADS` failed logs).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from ci_triage.base.errors import InputError
from ci_triage.base.redact import default_redactor, learned_state, own_texts, redact_value
from ci_triage.config.defaults import MAX_TRIAGE_LOG_DOWNLOAD_BYTES
from ci_triage.evidence.attribution import FAILED
from ci_triage.evidence.ending_step import triage_path_to_ending_step
from ci_triage.evidence.items import build_items
from ci_triage.evidence.last_green import analyse_with, compare_with_last_green, load_last_green
from ci_triage.evidence.model import Evidence, EvidenceGap, JobLog
from ci_triage.evidence.repository_paths import logs_in_repository
from ci_triage.evidence.warning_notes import warning_notes
from ci_triage.evidence.workflow_category import decide_by_workflow
from ci_triage.evidence.workflow_github import attach_workflow_step, read_run_workflow
from ci_triage.github import read
from ci_triage.github.artifacts import JUNIT_ARTIFACT, UnsafeArtifact, junit_xml_files
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import (
    DownloadFailed,
    GitHubNotFound,
    GitHubPermissionError,
    GitHubRequestError,
    GitHubUnavailable,
    RateLimited,
)
from ci_triage.github.models import Job, RunRef, WorkflowRun
from ci_triage.github.payloads import base_branch_run
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import junit_failures
from ci_triage.logs.learned_secrets import learn_log
from ci_triage.logs.model import FailedTest, JobReport
from ci_triage.logs.report import MAX_DETAILED_JOBS, MIN_JOB_BUDGET

MAX_ARTIFACT_BYTES = 20 * 1024**2
"""Largest artifact zip downloaded for JUnit XML (bytes)."""
MAX_JUNIT_ARTIFACTS = 2
HISTORY_RUNS = 5
"""Completed runs of the same workflow on the base branch looked at."""
HISTORY_DOWNLOADS = 2
"""Failed base-branch job logs downloaded to compare fingerprints."""
HISTORY_BUDGET = MIN_JOB_BUDGET
"""Excerpt budget (tokens) for a base-branch log read only for its fingerprint."""

Model = TypeVar("Model")
_GAP_ERRORS = (GitHubPermissionError, GitHubNotFound, GitHubRequestError, DownloadFailed)


def collect_evidence(
    client: GitHubClient,
    run: WorkflowRun | RunRef,
    workdir: Path,
    analyser: Analyser,
    budget_tokens: int,
    checkout: Path | None = None,
) -> Evidence:
    """Everything there is to know about ``run`` (a run from an event, or a reference to fetch).

    Logs are written under ``workdir/logs`` as ``<job id>.log``; artifacts under
    ``workdir/artifacts``. ``budget_tokens`` is shared by the failed jobs' excerpts (at most
    :data:`~ci_triage.logs.report.MAX_DETAILED_JOBS` jobs are analysed). Returns an
    :class:`Evidence` with items ``E1``.. and the gaps; raises only ``RateLimited`` and
    ``GitHubUnavailable`` (see the module docstring), whose ``partial`` then holds the evidence
    collected so far (with a gap for the rest).

    The primary failing job is also compared with its last passing log
    (:mod:`ci_triage.evidence.last_green`: one capped download, found in the base-branch history)
    and its failing step read from the workflow file (:mod:`ci_triage.evidence.workflow_github`:
    from ``checkout`` when the file is there, else one contents-API request).
    """
    evidence = Evidence()
    try:
        return _collect(client, run, workdir, analyser, budget_tokens, evidence, checkout)
    except (RateLimited, GitHubUnavailable) as error:
        evidence.gaps.append(
            EvidenceGap(
                missing="the rest of the evidence (collection stopped)",
                reason=str(error),
                fix="re-run ci-triage after the rate limit resets"
                if isinstance(error, RateLimited)
                else "re-run ci-triage when GitHub answers again (https://www.githubstatus.com)",
            )
        )
        evidence.items = build_items(evidence)
        error.partial = evidence
        raise


def _collect(
    client: GitHubClient,
    run: WorkflowRun | RunRef,
    workdir: Path,
    analyser: Analyser,
    budget_tokens: int,
    evidence: Evidence,
    checkout: Path | None = None,
) -> Evidence:
    if isinstance(run, RunRef):
        try:
            run = read.get_run(client, run)
        except _GAP_ERRORS as error:
            evidence.gaps.append(_gap(f"workflow run {run.run_id} of {run.repository}", error))
            return evidence
    evidence.run = run
    workflow = read_run_workflow(client, run, checkout, workdir / "workflow", evidence)
    (workdir / "logs").mkdir(parents=True, exist_ok=True)
    failed = _failed_jobs(client, run, evidence)
    share = max(MIN_JOB_BUDGET, budget_tokens // max(1, min(len(failed), MAX_DETAILED_JOBS)))
    downloaded = [(job, _download(client, run, job, workdir / "logs", evidence)) for job in failed[:MAX_DETAILED_JOBS]]
    for _, path in downloaded:  # every log's secrets before any log is shown: jobs may print the same one
        if path is not None:
            learn_log(path)
    learned = learned_state()
    for job, path in downloaded:
        log = _job_log(run, job, path, analyser, share, evidence, workflow) if path is not None else None
        if log is not None:
            evidence.logs.append(log)
    if len(failed) > MAX_DETAILED_JOBS:
        skipped = ", ".join(job.name for job in failed[MAX_DETAILED_JOBS:])
        evidence.gaps.append(
            EvidenceGap(
                missing=f"analysis of the logs of {skipped}",
                reason=f"more than {MAX_DETAILED_JOBS} jobs failed; the first ones were analysed",
                fix=f"read the other jobs' logs on the run's page {run.html_url}",
            )
        )
    evidence.junit = _junit(client, run, workdir / "artifacts", evidence)
    _pull_request(client, run, evidence)
    history = _base_history(client, run, workdir / "history", analyser, failed, evidence)
    if evidence.logs:
        analyse = analyse_with(analyser, share, workflow, run.path or "", evidence.logs[0].job.name)
        compared, evidence.baseline = compare_with_last_green(
            client, run, evidence.logs[0], history, workdir / "last-green", analyser, analyse
        )
        evidence.logs[0] = compared.model_copy(update={"report": _redacted(compared.report)})
    if learned_state() != learned:  # a base-branch or last green log taught a secret the others may repeat
        fresh = evidence.baseline is not None and evidence.baseline.path is not None  # the first log, analysed again
        evidence.logs[fresh:] = [
            _analysed_again(log, run, analyser, share, evidence, workflow) for log in evidence.logs[fresh:]
        ]
    attach_workflow_step(workflow, run, evidence)
    evidence.logs = logs_in_repository(evidence.logs, checkout, evidence.workflow_step)
    evidence.items = build_items(evidence)
    return evidence


def reanalyse(evidence: Evidence, analyser: Analyser, budget_tokens: int, checkout: Path | None = None) -> Evidence:
    """``evidence`` with its downloaded logs analysed again under ``budget_tokens`` (shared as in
    :func:`collect_evidence`; the primary job compared again with its last green log when one was
    downloaded; paths made the repository's at ``checkout`` as there) and its items rebuilt; nothing
    is asked of GitHub. A log that can no longer be read keeps its earlier report."""
    share = max(MIN_JOB_BUDGET, budget_tokens // max(1, len(evidence.logs)))
    logs = []
    green = evidence.baseline.path if evidence.baseline else None
    copy = evidence.workflow_copy
    workflow = copy.read_text(encoding="utf-8", errors="replace") if copy is not None and copy.is_file() else None
    cited = evidence.run.path if evidence.run and evidence.run.path else ""
    for number, log in enumerate(evidence.logs):
        report = _analyse(log.path, analyser, share, workflow, cited, log.job.name)
        if number == 0 and green is not None and green.is_file():
            baselines, _ = load_last_green(green, evidence.baseline.run_id, analyser)  # type: ignore[union-attr]
            analyse = analyse_with(analyser, share, workflow, cited, log.job.name)
            report = analyse(log.path, baselines)[0] or report
        updated = _redacted(_numbered_as_github(report, log.job)) if report else log.report
        logs.append(log.model_copy(update={"report": updated}))
    logs = logs_in_repository(logs, checkout, evidence.workflow_step)
    again = evidence.model_copy(update={"logs": logs, "gaps": list(evidence.gaps)})
    decide_by_workflow(again)
    again.items = build_items(again)
    return again


def _failed_jobs(client: GitHubClient, run: WorkflowRun, evidence: Evidence) -> list[Job]:
    try:
        jobs = read.run_jobs(client, run.repository, run.id, run.run_attempt)
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap(f"jobs of run {run.id}", error))
        return []
    failed = [job for job in jobs if job.conclusion in FAILED]
    if not failed:
        evidence.gaps.append(
            EvidenceGap(
                missing=f"a failed job in attempt {run.run_attempt} of run {run.id}",
                reason="no job of that attempt has the conclusion failure or timed_out",
                fix="triage an attempt of the run that failed",
            )
        )
    return failed


def _download(client: GitHubClient, run: WorkflowRun, job: Job, folder: Path, evidence: Evidence) -> Path | None:
    """``job``'s log downloaded to ``folder``; None with a gap when it cannot be had."""
    path = folder / f"{job.id}.log"
    try:
        read.download_job_log(client, run.repository, job.id, path, MAX_TRIAGE_LOG_DOWNLOAD_BYTES)
    except GitHubNotFound as error:
        evidence.gaps.append(
            EvidenceGap(
                missing=f"job log of “{job.name}”",
                reason=f"log expired or deleted ({error.reason})",
                fix="re-run the job to produce a new log (logs are kept for the repository's retention period)",
            )
        )
        return None
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap(f"job log of “{job.name}”", error))
        return None
    return path


def _job_log(
    run: WorkflowRun,
    job: Job,
    path: Path,
    analyser: Analyser,
    budget: int,
    evidence: Evidence,
    workflow: str | None,
) -> JobLog | None:
    """``job``'s log downloaded to ``path`` analysed to the step that ended it (with the run's
    ``workflow`` file text when it was read: :mod:`ci_triage.evidence.ending_step`, whose notes join
    ``evidence.notes``); None with a gap when it is empty or not text."""
    report = _analyse(path, analyser, budget, workflow, run.path or "", job.name, evidence.notes)
    if report is None:
        evidence.gaps.append(
            EvidenceGap(
                missing=f"job log of “{job.name}”",
                reason="the downloaded log is empty or not text",
                fix=f"open the job's log on {job.html_url}",
            )
        )
        return None
    return JobLog(job=job, path=path, report=_redacted(_numbered_as_github(report, job)))


def _analysed_again(
    log: JobLog, run: WorkflowRun, analyser: Analyser, budget: int, evidence: Evidence, workflow: str | None
) -> JobLog:
    """``log`` analysed again (:func:`_job_log`) after a later log (a base-branch run's, the last
    green one) taught a secret: its summary, advice and excerpt were composed and redacted before
    that value was known, and may show it where a pattern could not tell it was one. Unchanged when
    it can no longer be read."""
    return _job_log(run, log.job, log.path, analyser, budget, evidence, workflow) or log


def _numbered_as_github(report: JobReport, job: Job) -> JobReport:
    """``report`` named after ``job``, its failing step numbered as GitHub numbers it (REST
    ``steps[].number``, which the job page's ``#step:N:L`` links use). The log cannot tell: a step
    that was skipped prints nothing, so counting the log's ``Run …`` groups numbers every step after
    a skipped one wrong. The step is the job's one failed step, else the one with the log
    section's name; failing both, the log's count stands."""
    step = report.failing_step
    if step is not None and job.steps:
        failed = job.failed_steps
        named = [rest for rest in job.steps if rest.name.strip() == step.name.strip()]
        match = failed[0] if len(failed) == 1 else named[0] if len(named) == 1 else None
        if match is not None:
            step = dataclasses.replace(step, number=match.number)
    return dataclasses.replace(report, job=job.name, failing_step=step)


def _analyse(
    path: Path,
    analyser: Analyser,
    budget: int,
    workflow: str | None = None,
    workflow_path: str = "",
    job: str | None = None,
    notes: list[str] | None = None,
) -> JobReport | None:
    """The analyser's report of the log at ``path`` (redacted), or None for an unusable log; with the
    run's ``workflow`` text (cited as ``workflow_path``), to the step that ended ``job``. Its
    warnings that a person should read (:func:`~ci_triage.evidence.warning_notes.warning_notes`,
    said of ``job``'s log) are appended to ``notes``, each once."""
    try:
        report, _ = triage_path_to_ending_step(
            path, analyser, budget, workflow=workflow, workflow_path=workflow_path, job=job
        )
    except InputError:
        return None
    if notes is not None:
        said = warning_notes(report, analyser.skills.warnings, job=job or Path(path).name)
        redact = default_redactor()  # a warning may quote the log, and notes are posted
        notes.extend(masked for masked in map(redact, said) if masked not in notes)
    return report.jobs[0] if report.jobs else None


def _junit(client: GitHubClient, run: WorkflowRun, folder: Path, evidence: Evidence) -> list[FailedTest]:
    try:
        artifacts = read.run_artifacts(client, run.repository, run.id)
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap(f"artifacts of run {run.id} (JUnit XML)", error))
        return []
    wanted = [a for a in artifacts if JUNIT_ARTIFACT.search(a.get("name", "")) and not a.get("expired")]
    found: list[FailedTest] = []
    for artifact in wanted[:MAX_JUNIT_ARTIFACTS]:
        name = artifact["name"]
        if (artifact.get("size_in_bytes") or 0) > MAX_ARTIFACT_BYTES:
            evidence.gaps.append(
                EvidenceGap(
                    missing=f"JUnit XML of artifact “{name}”",
                    reason=f"the artifact is larger than {MAX_ARTIFACT_BYTES:,} bytes",
                    fix="upload the JUnit XML files in an artifact of their own",
                )
            )
            continue
        folder.mkdir(parents=True, exist_ok=True)
        archive = folder / f"{artifact['id']}.zip"
        try:
            read.download_artifact(client, run.repository, artifact["id"], archive, MAX_ARTIFACT_BYTES)
            members = junit_xml_files(archive, folder / str(artifact["id"]))
        except UnsafeArtifact as error:
            evidence.gaps.append(
                EvidenceGap(
                    missing=f"JUnit XML of artifact “{name}”",
                    reason=str(error),
                    fix="upload the JUnit XML files as a plain artifact (actions/upload-artifact)",
                )
            )
            continue
        except _GAP_ERRORS as error:
            evidence.gaps.append(_gap(f"artifact “{name}”", error))
            continue
        for member, path in members:
            try:
                results = junit_failures(str(path))
            except InputError:
                continue  # an XML file that is not JUnit
            if results.scanner is not None or results.linter is not None:
                continue  # a security scanner's or a linter's findings (checkov's policy checks), not tests
            tests = results.kept
            found.extend(_redacted(dataclasses.replace(test, source=f"{name}/{member}")) for test in tests)
    return found


def _pull_request(client: GitHubClient, run: WorkflowRun, evidence: Evidence) -> None:
    try:
        pull = read.find_pull_request(client, run)
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap("the run's pull request", error))
        return
    if pull is None:
        return
    evidence.pull_request = _redacted(pull)
    try:
        evidence.changed_files = [_redacted(f) for f in read.changed_files(client, run.repository, pull.number)]
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap(f"changed files of pull request #{pull.number}", error))
    if pull.base_sha:
        try:
            commits = read.compare_commits(client, run.repository, pull.base_sha, pull.head_sha)
            evidence.commits = [_redacted(commit) for commit in commits]
        except _GAP_ERRORS as error:
            evidence.gaps.append(_gap(f"commits of pull request #{pull.number}", error))


def _base_history(
    client: GitHubClient, run: WorkflowRun, folder: Path, analyser: Analyser, failed: list[Job], evidence: Evidence
) -> list[tuple[dict[str, Any], dict[str, Job]]]:
    """Fill ``evidence.base_history``: one entry per history run and failed job, newest run first.
    Returns the runs read with their jobs by name (for :mod:`ci_triage.evidence.last_green`)."""
    branch = evidence.pull_request.base_ref if evidence.pull_request else run.head_branch
    if not failed or not branch:
        return []
    try:
        past_runs = read.completed_runs(client, run, branch, HISTORY_RUNS)
    except _GAP_ERRORS as error:
        evidence.gaps.append(_gap(f"recent runs of the workflow on {branch}", error))
        return []
    downloads = 0
    history = []
    for past in past_runs:
        try:
            jobs = {job.name: job for job in read.run_jobs(client, run.repository, past["id"])}
        except _GAP_ERRORS as error:
            evidence.gaps.append(_gap(f"jobs of base-branch run {past['id']}", error))
            continue
        history.append((past, jobs))
        for job in failed:
            same = jobs.get(job.name)
            fingerprint = None
            if same is not None and same.conclusion in FAILED and downloads < HISTORY_DOWNLOADS:
                downloads += 1
                fingerprint = _history_fingerprint(client, run.repository, same, folder, analyser)
            conclusion = same.conclusion if same else None
            evidence.base_history.append(base_branch_run(past, job.name, conclusion, fingerprint))
    return history


def _history_fingerprint(
    client: GitHubClient, repository: str, job: Job, folder: Path, analyser: Analyser
) -> str | None:
    """The fingerprint of a failed base-branch job's log; None when it cannot be had (a gap that
    costs nothing: the comparison falls back to the conclusion alone)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{job.id}.log"
    try:
        read.download_job_log(client, repository, job.id, path, MAX_TRIAGE_LOG_DOWNLOAD_BYTES)
    except _GAP_ERRORS:
        return None
    report = _analyse(path, analyser, HISTORY_BUDGET)
    return report.fingerprint if report else None


def _redacted(model: Model) -> Model:
    """``model`` with every string passed through :func:`~ci_triage.base.redact.default_redactor`: PR
    titles and bodies, patches, commit messages and log text are untrusted and may hold secrets.
    ``model`` is a pydantic model (GitHub's data) or a report dataclass (:mod:`ci_triage.logs.model`)."""
    if isinstance(model, BaseModel):
        return type(model).model_validate(redact_value(model.model_dump(), default_redactor(), own_texts(model)))
    return redact_value(model, default_redactor())


def _gap(
    missing: str, error: GitHubPermissionError | GitHubNotFound | GitHubRequestError | DownloadFailed
) -> EvidenceGap:
    """A gap for ``missing`` from a GitHub error: a permission error carries its fix."""
    if isinstance(error, GitHubPermissionError):
        return EvidenceGap(missing=f"{missing} (permission {error.missing})", reason=error.reason, fix=error.fix)
    if isinstance(error, GitHubNotFound):
        fix = "check that it still exists and that the token can read the repository"
        return EvidenceGap(missing=missing, reason=error.reason, fix=fix)
    if isinstance(error, DownloadFailed):
        return EvidenceGap(missing=missing, reason=error.reason, fix="re-run ci-triage; the download may succeed then")
    fix = "report it to the ci-triage maintainers with the run's URL: GitHub refused the request"
    return EvidenceGap(missing=missing, reason=error.reason, fix=fix)
