"""GitHub mode: collect a window's runs, jobs, failed-job logs and ci-triage's PR comments within a call budget.

Call pattern (each item one REST request, see :mod:`ci_triage.audit.health.github_reader`):

1. the repository (default branch): 1;
2. completed runs created in the window, 100 per page: ``ceil(runs / 100)`` per branch filter;
3. jobs of every run worth a closer look (``filter=all``, so re-run attempts come in the same page):
   failed runs, re-run runs, runs on a failed run's commit, and default-branch runs of a workflow
   that failed — about one page each; other green runs count as green attempts without a request;
4. one log per failed job (the 302; the download from the signed URL is not a REST request);
5. comments of every PR with a failed job (1 page each) and, per ci-triage comment followed by a
   push, one compare of the two commits;
6. only with ``junit_artifacts``: the artifact list of every examined run (1 each) and one download
   request per test-results artifact.

Before every request the budget is checked: collection stops with ``partial`` set, saying what was
not read, when the next request would leave fewer than :data:`RESERVE_CALLS` (kept for publishing
the report), when the rate limit's remaining count gets that low, or on a rate-limit answer.
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from ci_triage.audit.health.accuracy import is_ours, parse_comment
from ci_triage.audit.health.collection import ALL_JOBS, FAILED_CONCLUSIONS, BotComment, Collection, JobExecution
from ci_triage.audit.health.github_reader import CommentInfo, Page, ScanReader
from ci_triage.audit.health.job_logs import analyse_jobs
from ci_triage.audit.health.window import Window
from ci_triage.base.errors import InputError
from ci_triage.evidence.model import EvidenceGap
from ci_triage.github.artifacts import JUNIT_ARTIFACT, UnsafeArtifact
from ci_triage.github.errors import (
    DownloadFailed,
    GitHubError,
    GitHubNotFound,
    GitHubPermissionError,
    GitHubUnavailable,
    RateLimited,
)
from ci_triage.github.models import Job, WorkflowRun
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import NotJUnit, file_outcomes
from ci_triage.logs.source import open_log_source

RESERVE_CALLS = 5
"""Requests kept back from the budget and the rate limit: finding and writing the sticky issue takes 2-3."""
LISTING_CAP = 1000
"""Most runs "List workflow runs for a repository" returns when filtered by ``created`` (its description)."""
T = TypeVar("T")


class BudgetStop(Exception):
    """Collection must stop now; the message says why (budget, rate limit)."""


def collect_github(
    reader: ScanReader,
    window: Window,
    analyser: Analyser,
    *,
    budget: int,
    workflows: frozenset[str] = frozenset(),
    branches: frozenset[str] = frozenset(),
    identity: str | None = None,
    junit_artifacts: bool = False,
) -> Collection:
    """Collect ``window`` through ``reader`` with at most ``budget`` REST requests (see the module docstring).

    ``workflows``/``branches`` filter runs by workflow name / head branch (empty: all); ``identity``
    is the login ci-triage comments as (None: bot accuracy is not checked); ``junit_artifacts`` also
    reads the test-results artifacts of the examined runs (1 request per run, plus 1 per artifact)
    for JUnit-based test failure rates. Raises
    :class:`InputError` when the repository itself cannot be read (404, 401, 403).
    """
    if budget <= RESERVE_CALLS:
        raise InputError(f"--max-api-calls {budget}: must be more than the {RESERVE_CALLS} kept for publishing")
    try:
        info = reader.repository()
    except GitHubError as error:
        raise InputError(f"repository {reader_name(reader)}: cannot be read ({error})") from None
    collection = Collection(
        repository=info.full_name, source="github", window=window, default_branch=info.default_branch, api_budget=budget
    )
    collector = _Collector(reader, budget, collection, junit_artifacts)
    try:
        runs = collector.runs(window, branches, workflows)
        if runs is not None:
            collection.runs_listed = len(runs)
            collector.jobs_and_logs(runs, analyser, info.default_branch)
            if identity and collector.ok_to_continue():
                collector.comments(runs, identity)
    except BudgetStop as stop:
        collector.stop(str(stop))
    collection.api_calls = reader.calls_made
    return collection


def reader_name(reader: ScanReader) -> str:
    return getattr(reader, "name", "?")


class _Collector:
    def __init__(self, reader: ScanReader, budget: int, collection: Collection, junit_artifacts: bool) -> None:
        self.junit_artifacts = junit_artifacts
        self.reader = reader
        self.budget = budget
        self.collection = collection
        self.stopped: str | None = None
        self.unread: list[str] = []

    # -- budget ------------------------------------------------------------------------------
    def ok_to_continue(self) -> bool:
        return self.stopped is None

    def call(self, request: Callable[[], T]) -> T:
        """Make one request if the budget and the rate limit allow it; rate-limit answers become :class:`BudgetStop`."""
        if self.reader.calls_made + RESERVE_CALLS >= self.budget:
            raise BudgetStop(f"the call budget ({self.budget}) is spent, {RESERVE_CALLS} kept for publishing")
        remaining = self.reader.remaining
        if remaining is not None and remaining <= RESERVE_CALLS:
            raise BudgetStop(f"the API rate limit is nearly exhausted ({remaining} requests left)")
        try:
            return request()
        except RateLimited as error:
            raise BudgetStop(f"rate limited by GitHub ({error})") from None
        except GitHubUnavailable as error:
            raise BudgetStop(f"GitHub is unavailable ({error})") from None

    def pages(self, fetch: Callable[[str | None], Page[T]], items: list[T] | None = None) -> list[T]:
        """Every page from ``fetch``, appended to ``items`` as they come (so a stop keeps what was read)."""
        items = [] if items is None else items
        url: str | None = None
        while True:
            page = self.call(lambda url=url: fetch(url))
            items.extend(page.items)
            if not page.next_url:
                return items
            url = page.next_url

    def stop(self, reason: str) -> None:
        self.stopped = reason
        self.collection.partial = True
        unread = "; ".join(self.unread) if self.unread else "the rest of the window"
        self.collection.gaps.append(EvidenceGap(missing=unread, reason=f"collection stopped: {reason}"))

    def gap(self, missing: str, reason: str, fix: str | None = None) -> None:
        self.collection.partial = True
        self.collection.gaps.append(EvidenceGap(missing=missing, reason=reason, fix=fix))

    # -- runs ----------------------------------------------------------------------------------
    def runs(self, window: Window, branches: frozenset[str], workflows: frozenset[str]) -> list[WorkflowRun] | None:
        runs: dict[int, WorkflowRun] = {}
        self.unread = ["workflow runs of the window"]
        created = window.created_filter()
        for branch in sorted(branches) or [None]:
            listed: list[WorkflowRun] = []
            try:
                self.pages(lambda url, branch=branch: self.reader.runs_page(created, branch, url), listed)
            except BudgetStop:
                kept = {run.id: run for run in listed if not workflows or run.name in workflows} | runs
                self.collection.runs_listed = len(kept)
                self.collection.jobs.extend(_run_as_a_whole(run) for run in kept.values())
                raise
            except (GitHubPermissionError, GitHubNotFound) as error:
                fix = error.fix if isinstance(error, GitHubPermissionError) else None
                self.gap(
                    "workflow runs",
                    error.reason,
                    fix or "Actions may be disabled for this repository, or the token lacks `actions: read`",
                )
                return None
            if len(listed) >= LISTING_CAP:
                self.gap(
                    f"runs beyond the first {LISTING_CAP:,}" + (f" of branch {branch!r}" if branch else ""),
                    f"GitHub returns at most {LISTING_CAP:,} runs for a listing filtered by creation time",
                    "scan a shorter window (--since) more often, or per branch (--branch)",
                )
            for run in listed:
                if not workflows or run.name in workflows:
                    runs.setdefault(run.id, run)
        if not runs:
            self.gap(
                "workflow runs",
                f"no completed run{' of the chosen workflows/branches' if workflows or branches else ''} "
                f"was created between {window.start:%Y-%m-%d %H:%M} and {window.end:%Y-%m-%d %H:%M} UTC",
            )
        return sorted(runs.values(), key=lambda run: (run.created_at or datetime.min, run.id))

    # -- jobs and logs ---------------------------------------------------------------------------
    def jobs_and_logs(self, runs: list[WorkflowRun], analyser: Analyser, default_branch: str | None) -> None:
        chosen = _runs_worth_jobs(runs, default_branch)
        listed: dict[int, list[Job]] = {}
        order = sorted(chosen, key=lambda run: (run.conclusion not in FAILED_CONCLUSIONS, run.id))
        try:
            for index, run in enumerate(order):
                self.unread = [f"jobs of {len(order) - index} run(s)"]
                listed[run.id] = self.pages(lambda url, run=run: self.reader.jobs_page(run.id, url))
        finally:
            for run in runs:
                if run.id in listed:
                    self.collection.jobs.extend(_execution(run, job) for job in listed[run.id])
                else:
                    self.collection.jobs.append(_run_as_a_whole(run))
        failed = [job for job in self.collection.jobs if job.failed and job.job_id is not None]
        for index, execution in enumerate(failed):
            self.unread = [f"logs of {len(failed) - index} failed job(s)"]
            self._read_log(execution, analyser)
        if self.junit_artifacts:
            examined = [run for run in runs if run.id in listed]
            for index, run in enumerate(examined):
                self.unread = [f"JUnit artifacts of {len(examined) - index} run(s) (test rates come from the logs)"]
                self._read_junit(run)

    def _read_junit(self, run: WorkflowRun) -> None:
        """Test outcomes from the run's artifacts whose name looks like test results (junit, test, surefire, xunit)."""
        try:
            artifacts = self.call(lambda: self.reader.artifacts(run.id))
        except (GitHubPermissionError, GitHubNotFound) as error:
            self.gap(f"artifacts of run {run.id}", error.reason, getattr(error, "fix", None))
            return
        for artifact in artifacts:
            if artifact.expired or not JUNIT_ARTIFACT.search(artifact.name):
                continue
            with tempfile.TemporaryDirectory(prefix="ci-triage-scan-") as folder:
                try:
                    files = self.call(lambda artifact=artifact: self.reader.artifact_junit(artifact.id, Path(folder)))
                except (GitHubNotFound, DownloadFailed, UnsafeArtifact) as error:
                    self.gap(f"test results {artifact.name!r} of run {run.id}", str(error))
                    continue
                for path in files:
                    try:
                        self.collection.tests += file_outcomes(
                            path,
                            workflow=run.name or str(run.workflow_id),
                            job=artifact.name,
                            run_id=run.id,
                            run_attempt=run.run_attempt,
                            source=f"artifact {artifact.name!r} of run {run.id}",
                        )
                    except NotJUnit as error:
                        self.gap(f"test results {artifact.name!r} of run {run.id}", str(error))

    def _read_log(self, execution: JobExecution, analyser: Analyser) -> None:
        job_id = execution.job_id or 0
        missing = f"log of job {execution.job!r} (run {execution.run_id} attempt {execution.run_attempt})"
        try:
            data = self.call(lambda: self.reader.job_log(job_id))
        except GitHubNotFound as error:
            self.gap(missing, f"{error.reason} — the log has expired or was deleted (kept 90 days by default)")
            return
        except (DownloadFailed, GitHubPermissionError) as error:
            self.gap(missing, error.reason, getattr(error, "fix", None))
            return
        with tempfile.TemporaryDirectory(prefix="ci-triage-scan-") as folder:
            path = Path(folder) / f"job-{job_id}.log"
            path.write_bytes(data)
            try:
                with open_log_source(str(path)) as source:
                    reports = analyse_jobs(source, analyser)
            except InputError as error:
                self.gap(f"log of job {execution.job!r} (run {execution.run_id})", str(error).replace(str(path), "log"))
                return
        report = next(iter(reports.values()), None)
        if report is not None:
            execution.report = dataclasses.replace(report, job=execution.job, member=None)
            execution.log_name = f"job {job_id} log"
            self.collection.logs_read += 1

    # -- bot comments -------------------------------------------------------------------------------
    def comments(self, runs: list[WorkflowRun], identity: str) -> None:
        self.collection.comments_checked = True
        failed_prs = sorted({pr for job in self.collection.jobs if job.failed for pr in job.pull_requests})
        pr_runs: dict[int, list[WorkflowRun]] = {}
        for run in runs:
            for pr in run.pull_request_numbers:
                pr_runs.setdefault(pr, []).append(run)
        for index, number in enumerate(failed_prs):
            self.unread = [f"ci-triage comments on {len(failed_prs) - index} PR(s) (bot accuracy is partial)"]
            try:
                comments = self.pages(lambda url, number=number: self.reader.comments_page(number, url))
            except (GitHubPermissionError, GitHubNotFound) as error:
                self.gap(f"comments of PR #{number}", error.reason, getattr(error, "fix", None))
                continue
            for position, comment in enumerate(comments):
                if is_ours(comment.body, comment.author, identity):
                    later = comments[position + 1 :]
                    self.collection.comments.append(
                        self._bot_comment(number, comment, later, pr_runs.get(number, []), identity)
                    )

    def _bot_comment(
        self, number: int, comment: CommentInfo, later: list[CommentInfo], runs: list[WorkflowRun], identity: str
    ) -> BotComment:
        category, files = parse_comment(comment.body)
        result = BotComment(
            pull_request=number,
            comment_id=comment.id,
            created_at=comment.created_at,
            html_url=comment.html_url,
            category=category,
            cited_files=files,
            thumbs_up=comment.reactions.get("+1", 0),
            thumbs_down=comment.reactions.get("-1", 0),
            confused=comment.reactions.get("confused", 0),
            replies=sum(1 for c in later if (c.author or "").lower() != identity.lower()),
        )
        if not files or comment.created_at is None:
            return result
        dated = sorted(((run.created_at, run) for run in runs if run.created_at), key=lambda pair: pair[0])
        before = [run for created, run in dated if created <= comment.created_at]
        after = [run for created, run in dated if created > comment.created_at]
        if not before:
            return result
        base = before[-1].head_sha
        following = next((run for run in after if run.head_sha != base), None)
        if following is None:
            return result
        try:
            changed = self.call(lambda: self.reader.changed_files(base, following.head_sha))
        except (GitHubPermissionError, GitHubNotFound) as error:
            self.gap(f"files of the push after ci-triage's comment on PR #{number}", error.reason)
            return result
        result.next_push_touched_cited_file = any(_same_file(cited, path) for cited in files for path in changed)
        return result


def _runs_worth_jobs(runs: list[WorkflowRun], default_branch: str | None) -> list[WorkflowRun]:
    failed = [run for run in runs if run.conclusion in FAILED_CONCLUSIONS]
    failed_shas = {run.head_sha for run in failed}
    failed_workflows = {run.workflow_id for run in failed}
    return [
        run
        for run in runs
        if run.conclusion in FAILED_CONCLUSIONS
        or run.run_attempt > 1
        or run.head_sha in failed_shas
        or (run.head_branch == default_branch and not run.pull_request_numbers and run.workflow_id in failed_workflows)
    ]


def _execution(run: WorkflowRun, job: Job) -> JobExecution:
    return JobExecution(
        repository=run.repository,
        run_id=run.id,
        run_attempt=job.run_attempt,
        workflow=run.name or str(run.workflow_id),
        job=job.name,
        job_id=job.id,
        conclusion=job.conclusion,
        head_sha=run.head_sha,
        head_branch=run.head_branch,
        event=run.event,
        pull_requests=run.pull_request_numbers,
        created_at=run.created_at,
        started_at=job.started_at,
        completed_at=job.completed_at,
        html_url=job.html_url,
    )


def _run_as_a_whole(run: WorkflowRun) -> JobExecution:
    """A green (or unlisted) run: one execution named :data:`ALL_JOBS`, so trends still count it."""
    return JobExecution(
        repository=run.repository,
        run_id=run.id,
        run_attempt=run.run_attempt,
        workflow=run.name or str(run.workflow_id),
        job=ALL_JOBS,
        conclusion=run.conclusion,
        head_sha=run.head_sha,
        head_branch=run.head_branch,
        event=run.event,
        pull_requests=run.pull_request_numbers,
        created_at=run.created_at,
        started_at=run.created_at,
        completed_at=run.updated_at,
        html_url=run.html_url,
    )


def _same_file(cited: str, changed: str) -> bool:
    """A cited path (possibly absolute, from a runner's checkout) names the changed repository path."""
    cited, changed = cited.lstrip("./"), changed.lstrip("./")
    return cited == changed or cited.endswith("/" + changed) or changed.endswith("/" + cited)
