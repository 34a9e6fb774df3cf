"""Local mode: collect a window from a folder of downloaded run-log zips, offline.

Folder layout (every file but the zips is optional; see docs/scan.md):

``<stem>.zip``
    a run-logs archive, as ``GET /repos/{o}/{r}/actions/runs/{id}/attempts/{n}/logs`` serves it
    (``gh api repos/O/R/actions/runs/ID/attempts/N/logs > ID-N.zip``). Without a sidecar the run id
    and attempt come from the name (``12345.zip``, ``12345-2.zip``, ``logs_12345.zip``).
``<stem>.json``
    the run attempt (``GET …/actions/runs/{id}/attempts/{n}``): SHA, branch, event, PRs, creation time.
    Its ``run_started_at`` (else ``created_at``) dates the attempt, and its ``conclusion``
    ``success`` says that the jobs that failed were allowed to (a job-level ``continue-on-error``),
    in this attempt and in the others (:func:`~ci_triage.audit.health.collection.allowed_to_fail_everywhere`).
``<stem>.jobs.json``
    its jobs (``GET …/actions/runs/{id}/attempts/{n}/jobs``): every job's conclusion and times, so
    passing jobs and exact red minutes are known. Without it, a job whose log shows a failure is
    red and the others green, and the times come from the log's timestamps: as they are without
    a run JSON, else moved as a whole so that the first job starts when the run JSON says the
    attempt started (the runner's clock gives the jobs' minutes, the run JSON the moment).
``<stem>.junit/<job name>/*.xml``
    JUnit XML results of that job (passes and failures), for test failure rates.

What is missing is stated as a gap in the report, never guessed.
"""

from __future__ import annotations

import json
import re
import zipfile
import zlib
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from ci_triage.audit.health.collection import (
    FAILED_CONCLUSIONS,
    Collection,
    JobExecution,
    allowed_to_fail_everywhere,
)
from ci_triage.audit.health.job_logs import analyse_jobs
from ci_triage.audit.health.window import Window
from ci_triage.base.errors import InputError
from ci_triage.base.text import and_more
from ci_triage.evidence.model import EvidenceGap
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import NotJUnit, TestOutcome, file_outcomes
from ci_triage.logs.source import holds_zip_data, open_log_source

_RUN_NAME = re.compile(r"(?P<run>\d{3,})(?:[-_](?:attempt[-_]?)?(?P<attempt>\d{1,3}))?$")
_TIMESTAMP = re.compile(rb"^(?:\xef\xbb\xbf)?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.\d+)?Z", re.MULTILINE)
TIME_PROBE_BYTES = 16 * 1024


def collect_local(
    folder: Path,
    window: Window,
    analyser: Analyser,
    *,
    repository: str | None = None,
    default_branch: str | None = None,
    workflows: frozenset[str] = frozenset(),
    branches: frozenset[str] = frozenset(),
    now: datetime | None = None,
) -> Collection:
    """Read every ``*.zip`` in ``folder`` (not recursive) whose run was created inside ``window``.

    When the run was created is the run JSON's ``created_at``, else the earliest line timestamp of
    its logs, else the zip's member times: the moments the report's clusters and daily trends are
    dated by, so no run dated outside the window is counted (a zip made later, or copied, keeps
    its logs' own time).

    ``workflows``/``branches`` keep only runs of those workflow names / head branches (empty: all).
    A run dated later than ``now`` (default: the clock) is left out with a gap saying so.
    Raises :class:`InputError` when ``folder`` is not a directory, or when it holds zips and none of
    them could be read (a scan that saw nothing is no report). An unreadable zip beside a readable
    one becomes a gap.
    """
    if not folder.is_dir():
        raise InputError(f"--logs {folder}: not a directory (give a folder of downloaded run-log zips)")
    now = now or datetime.now(UTC)
    zips = sorted(folder.glob("*.zip"))
    collection = Collection(
        repository=repository or folder.resolve().name, source="local", window=window, default_branch=default_branch
    )
    missing_metadata: list[str] = []
    unreadable = 0
    for path in zips:
        if not holds_zip_data(path):  # the bytes decide, as for ``triage``: a text log is no run
            reason = f"{path.name}: named .zip but holds no zip data, so it is no run: skipped"
            collection.gaps.append(EvidenceGap(missing=f"logs of {path.name}", reason=reason))
            unreadable += 1
            continue
        run = _read_json(path.with_suffix(".json"), collection)
        created = _parse_time((run or {}).get("created_at")) or _first_log_time(path) or _zip_time(path)
        if not window.contains(created):
            if created is not None and created > now:
                collection.gaps.append(_dated_in_the_future(path, created, now))
            continue
        context = _run_context(path, run, created, collection)
        if workflows and context["workflow"] not in workflows:
            continue
        if branches and context["head_branch"] not in branches:
            continue
        try:
            with open_log_source(str(path)) as source:
                reports = analyse_jobs(source, analyser)
                log_times = {member.job: _log_times(member.file) for member in source.members}
        except InputError as error:
            collection.gaps.append(EvidenceGap(missing=f"logs of {path.name}", reason=str(error)))
            collection.partial = True
            unreadable += 1
            continue
        if run is None:
            missing_metadata.append(path.name)
        jobs_json = _read_json(path.with_name(path.stem + ".jobs.json"), collection)
        collection.runs_listed += 1
        collection.logs_read += len(reports)
        started = _parse_time((run or {}).get("run_started_at")) or _parse_time((run or {}).get("created_at"))
        passed = (run or {}).get("conclusion") == "success"
        executions = _jobs(path, context, reports, _anchored(log_times, started), (jobs_json or {}).get("jobs"))
        collection.jobs.extend(
            execution.model_copy(update={"allowed_to_fail": passed and execution.conclusion in FAILED_CONCLUSIONS})
            for execution in executions
        )
        collection.tests.extend(junit_outcomes(path.with_name(path.stem + ".junit"), context, collection))
        if collection.default_branch is None:
            collection.default_branch = ((run or {}).get("repository") or {}).get("default_branch")
    collection.jobs = allowed_to_fail_everywhere(collection.jobs)
    if missing_metadata:
        shown = ", ".join(missing_metadata[:5]) + and_more(len(missing_metadata), 5)
        collection.gaps.append(
            EvidenceGap(
                missing="commit, branch, event and pull requests of " + shown,
                reason="no run JSON beside the zip: re-runs and SHA-based flaky evidence cannot be checked",
                fix="save `gh api repos/OWNER/NAME/actions/runs/ID/attempts/N > ID-N.json` beside ID-N.zip",
            )
        )
    if zips and unreadable == len(zips):
        reasons = "; ".join(gap.reason for gap in collection.gaps if gap.missing.startswith("logs of "))
        raise InputError(
            f"--logs {folder}: none of its {len(zips)} zip(s) could be read, so no run was seen: {reasons}"
        )
    if not zips:
        collection.gaps.append(EvidenceGap(missing="run-log zips", reason=f"{folder} holds no *.zip file"))
    elif not collection.runs_listed and len(zips) > unreadable:
        collection.gaps.append(
            EvidenceGap(
                missing="runs in the window",
                reason=f"none of the {len(zips) - unreadable} zip(s) is a run created between "
                f"{window.start:%Y-%m-%d %H:%M} and {window.end:%Y-%m-%d %H:%M} UTC "
                "(of the chosen workflows and branches)",
            )
        )
    if collection.runs_listed and collection.default_branch is None:
        collection.gaps.append(
            EvidenceGap(
                missing="the default branch",
                reason="neither --default-branch nor a run JSON's repository.default_branch names it: failures on "
                "the default branch cannot be told apart, so broken/flaky labels may be wrong",
                fix="pass --default-branch main (or the repository's default branch)",
            )
        )
    return collection


def _dated_in_the_future(path: Path, created: datetime, now: datetime) -> EvidenceGap:
    """Why the zip at ``path``, whose run is dated ``created`` (UTC), was left out: it is dated later
    than ``now``, which no run can be; its logs' timestamps came from a clock ahead of this one, or
    were written by hand (trial 47, finding 10: a scan that left it out unsaid)."""
    return EvidenceGap(
        missing=f"logs of {path.name}",
        reason=f"its run is dated {created:%Y-%m-%d %H:%M} UTC, later than now ({now:%Y-%m-%d %H:%M} UTC): "
        "its timestamps come from a clock ahead of this one or were edited, so it is in no window",
        fix=f"save the run JSON beside it (`{path.stem}.json`, whose `created_at` dates the run)",
    )


def _run_context(path: Path, run: dict[str, Any] | None, created: datetime | None, collection: Collection) -> dict:
    named = _RUN_NAME.search(path.stem)
    run = run or {}
    run_id = run.get("id") or (int(named["run"]) if named else zlib.crc32(path.name.encode()))
    attempt = run.get("run_attempt") or (int(named["attempt"]) if named and named["attempt"] else 1)
    repository = (run.get("repository") or {}).get("full_name")
    if repository and collection.repository != repository and not collection.jobs:
        collection.repository = repository
    return {
        "repository": collection.repository,
        "run_id": int(run_id),
        "run_attempt": int(attempt),
        "workflow": run.get("name") or "(workflow unknown)",
        "head_sha": run.get("head_sha"),
        "head_branch": run.get("head_branch"),
        "event": run.get("event"),
        "pull_requests": [pr["number"] for pr in run.get("pull_requests") or [] if "number" in pr],
        "created_at": created,
        "html_url": run.get("html_url"),
    }


def _jobs(
    path: Path,
    context: dict,
    reports: dict,
    log_times: dict[str, tuple[datetime | None, datetime | None]],
    jobs_json: list[dict[str, Any]] | None,
) -> list[JobExecution]:
    executions = []
    if jobs_json:
        for job in jobs_json:
            report = _report_for(job.get("name", ""), reports)
            executions.append(
                JobExecution(
                    **context,
                    job=job.get("name", ""),
                    job_id=job.get("id"),
                    conclusion=job.get("conclusion"),
                    started_at=_parse_time(job.get("started_at")),
                    completed_at=_parse_time(job.get("completed_at")),
                    log_name=f"{path.name}:{report.member}" if report and report.member else path.name,
                    report=report if job.get("conclusion") != "success" else None,
                )
            )
        return executions
    for job_name, report in reports.items():
        started, completed = log_times.get(job_name, (None, None))
        executions.append(
            JobExecution(
                **context,
                job=job_name or path.stem,
                conclusion="failure" if report.failure_found else "success",
                started_at=started,
                completed_at=completed,
                log_name=f"{path.name}:{report.member}" if report.member else path.name,
                report=report if report.failure_found else None,
            )
        )
    return executions


def _anchored(
    log_times: dict[str, tuple[datetime | None, datetime | None]], started: datetime | None
) -> dict[str, tuple[datetime | None, datetime | None]]:
    """``log_times`` (each job's first and last log timestamps) moved by one offset so that the
    earliest job start is ``started`` (the run JSON's start of the attempt); unchanged without it
    or without any job start: the run JSON says when, the runner's clock only how long."""
    starts = [start for start, _ in log_times.values() if start is not None]
    if started is None or not starts:
        return log_times
    offset = started - min(starts)
    return {
        job: (start + offset if start else None, end + offset if end else None)
        for job, (start, end) in log_times.items()
    }


def _report_for(job_name: str, reports: dict):
    """The report of ``job_name``; zip member names drop ``/`` and ``:`` from job names (GHA-LOGS-API.md)."""
    if job_name in reports:
        return reports[job_name]
    sanitised = job_name.replace("/", "").replace(":", "").strip()[:90]
    return reports.get(sanitised)


def _read_json(path: Path, collection: Collection) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        collection.gaps.append(EvidenceGap(missing=path.name, reason=f"not readable JSON ({error})"))
        return None
    return value if isinstance(value, dict) else None


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _zip_time(path: Path) -> datetime | None:
    """The earliest member time of the zip (GitHub stamps members with the log's time), else the file's."""
    try:
        with zipfile.ZipFile(path) as archive:
            stamps = [datetime(*info.date_time, tzinfo=UTC) for info in archive.infolist()]
    except (zipfile.BadZipFile, OSError, ValueError):
        stamps = []
    if stamps:
        return min(stamps)
    return datetime.fromtimestamp(path.stat().st_mtime, tz=UTC)


def _first_log_time(path: Path) -> datetime | None:
    """The earliest first-line timestamp of the zip's ``.txt`` logs (read from each member's first
    :data:`TIME_PROBE_BYTES` only), or ``None`` when no log starts with one or the zip cannot be read."""
    starts = []
    try:
        with zipfile.ZipFile(path) as archive:
            for info in archive.infolist():
                if info.is_dir() or not info.filename.endswith(".txt"):
                    continue
                with archive.open(info) as member:
                    found = _TIMESTAMP.search(member.read(TIME_PROBE_BYTES))
                if found:
                    starts.append(_parse_time(found.group(1).decode() + "Z"))
    except (zipfile.BadZipFile, OSError, ValueError, RuntimeError, NotImplementedError, EOFError, zlib.error):
        return None
    return min((start for start in starts if start is not None), default=None)


def _log_times(file: BinaryIO) -> tuple[datetime | None, datetime | None]:
    """First and last ``YYYY-MM-DDTHH:MM:SS…Z`` line timestamps of a GitHub Actions log (file left at 0)."""
    file.seek(0)
    head = file.read(TIME_PROBE_BYTES)
    file.seek(0, 2)
    size = file.tell()
    file.seek(max(0, size - TIME_PROBE_BYTES))
    tail = file.read(TIME_PROBE_BYTES)
    file.seek(0)
    first = _TIMESTAMP.findall(head)
    last = _TIMESTAMP.findall(tail)
    start = _parse_time(first[0].decode() + "Z") if first else None
    end = _parse_time(last[-1].decode() + "Z") if last else None
    return start, end


def junit_outcomes(folder: Path, context: dict, collection: Collection) -> list[TestOutcome]:
    """The outcomes in ``folder/<job>/*.xml`` for the run in ``context`` (``workflow``, ``run_id``,
    ``run_attempt``). An unreadable file becomes a gap in ``collection``; a missing folder gives ``[]``."""
    if not folder.is_dir():
        return []
    outcomes: list[TestOutcome] = []
    for path in sorted(folder.glob("*/*.xml")):
        try:
            outcomes += file_outcomes(
                path,
                workflow=context["workflow"],
                job=path.parent.name,
                run_id=context["run_id"],
                run_attempt=context["run_attempt"],
                source=str(path.relative_to(folder.parent)),
            )
        except NotJUnit as error:
            collection.gaps.append(EvidenceGap(missing=f"JUnit results {path.name}", reason=str(error)))
    return outcomes
