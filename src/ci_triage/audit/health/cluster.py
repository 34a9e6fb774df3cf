"""Group failed job executions by the analyser's fingerprint and describe each group.

The fingerprint (:mod:`ci_triage.logs.fingerprint`) hashes category, tool, failed tests and the
masked decisive lines, so the same failure in different runs lands in one group. A failure whose
log could not be read (expired, not downloaded, over the call budget) has no fingerprint; it is
grouped by ``workflow / job`` under the key ``no-log:<workflow / job>`` and its category is
``unknown`` (``timeout`` for a ``timed_out`` job).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ci_triage.audit.health.collection import JobExecution
from ci_triage.audit.health.report import Cluster, FlakyEvidence, Label, Occurrence
from ci_triage.logs.extract import installed_path
from ci_triage.logs.runner_folder import checkout_folder

OWNER_ITEMS = 5
"""Files listed per cluster as its likely owner area, and failed tests listed beside it."""
_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")


@dataclass(slots=True)
class FailureGroup:
    """Failed executions sharing ``key`` (a fingerprint, or ``no-log:<workflow / job>``), oldest first."""

    key: str
    category: str
    executions: list[JobExecution]


def job_key(execution: JobExecution) -> str:
    """``workflow / job``: how a job is named across runs."""
    return f"{execution.workflow} / {execution.job}"


def group_failures(jobs: list[JobExecution]) -> list[FailureGroup]:
    """The failed executions of ``jobs`` grouped by fingerprint, groups in order of first failure."""
    groups: dict[str, FailureGroup] = {}
    failed = sorted((job for job in jobs if job.failed), key=_order)
    for execution in failed:
        report = execution.report
        if report is not None and report.fingerprint:
            key, category = report.fingerprint, report.classification.category
        else:
            key = f"no-log:{job_key(execution)}"
            category = "timeout" if execution.conclusion == "timed_out" else "unknown"
        groups.setdefault(key, FailureGroup(key=key, category=category, executions=[])).executions.append(execution)
    return list(groups.values())


def describe(
    group: FailureGroup, default_branch: str | None, label: Label, reason: str, evidence: list[FlakyEvidence]
) -> Cluster:
    """The :class:`Cluster` of ``group``: counts, first/last seen, PRs, red minutes, the finding its
    failures share (:attr:`ci_triage.logs.model.Classification.finding`; none when one failure's log
    proved its category or could not be read), the owner area and the representative excerpt (that
    of the latest execution with an excerpt, so its log is the likeliest to still exist)."""
    executions = group.executions
    files: Counter[str] = Counter()
    tests: Counter[str] = Counter()
    for execution in executions:
        if execution.report is None:
            continue
        named = [location.file for location in execution.report.locations]
        named += [test.file for test in execution.report.failed_tests if test.file]
        # each counted once per job, in the log's order, so that a tie is listed in that order
        files.update(dict.fromkeys((path for path in map(repository_path, named) if path), 1))
        tests.update(dict.fromkeys((test.name for test in execution.report.failed_tests), 1))
    with_excerpt = [e for e in executions if e.report is not None and e.report.excerpt]
    representative = with_excerpt[-1] if with_excerpt else None
    moments = [e.when for e in executions if e.when is not None]
    findings = {e.report.classification.finding if e.report is not None else None for e in executions}
    return Cluster(
        fingerprint=group.key,
        category=group.category,
        finding=findings.pop() if len(findings) == 1 else None,
        label=label,
        label_reason=reason,
        evidence=evidence,
        failures=len(executions),
        runs=sorted({e.run_id for e in executions}),
        pull_requests=sorted({pr for e in executions for pr in e.pull_requests}),
        default_branch_failures=sum(1 for e in executions if on_default_branch(e, default_branch)),
        jobs=sorted({job_key(e) for e in executions}),
        first_seen=min(moments, default=None),
        last_seen=max(moments, default=None),
        red_minutes=round(sum(e.minutes for e in executions), 1),
        headline=representative.report.headline if representative and representative.report else None,
        excerpt=representative.report.excerpt if representative and representative.report else [],
        excerpt_from=_occurrence(representative) if representative else None,
        owner_files=[name for name, _ in files.most_common(OWNER_ITEMS)],
        owner_tests=[name for name, _ in tests.most_common(OWNER_ITEMS)],
    )


def repository_path(path: str) -> str | None:
    """``path`` relative to the repository, or None when it lies outside it (a toolchain's or an
    installed package's file is nobody's owner area). A runner's checkout folder
    (:func:`~ci_triage.logs.runner_folder.checkout_folder`: ``/home/runner/work/<repo>/<repo>/``,
    Windows ``D:\\a\\<repo>\\<repo>\\``, Travis CI's ``/home/travis/build/<owner>/<repo>/``) is dropped."""
    checkout = checkout_folder(path)
    if checkout:
        path = path[len(checkout) :]
    elif path.startswith(("/", "\\")) or _DRIVE.match(path):
        return None
    path = path.replace("\\", "/")
    if installed_path(path):
        return None
    return path


def on_default_branch(execution: JobExecution, default_branch: str | None) -> bool:
    """Whether the execution ran for a push (or schedule) on the default branch, not for a PR."""
    return (
        default_branch is not None
        and execution.head_branch == default_branch
        and not execution.pull_requests
        and execution.event not in ("pull_request", "pull_request_target")
    )


def _order(execution: JobExecution) -> tuple:
    when = execution.when
    return (when is None, when.timestamp() if when else 0.0, execution.run_id, execution.run_attempt)


def _occurrence(execution: JobExecution) -> Occurrence:
    return Occurrence(
        run_id=execution.run_id,
        run_attempt=execution.run_attempt,
        workflow=execution.workflow,
        job=execution.job,
        head_sha=execution.head_sha,
        html_url=execution.html_url,
        log=execution.log_name,
    )
