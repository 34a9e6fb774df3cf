"""Turn a :class:`Collection` into the :class:`ScanReport`: cluster, label, rate tests, trend, score the bot.

Pure: no I/O. Clusters are ordered by runs affected, then red minutes.
"""

from __future__ import annotations

from datetime import UTC, datetime

from ci_triage import __version__
from ci_triage.audit.health.accuracy import accuracy
from ci_triage.audit.health.cluster import describe, group_failures
from ci_triage.audit.health.collection import ALL_JOBS, Collection
from ci_triage.audit.health.flaky import label_group, test_rates
from ci_triage.audit.health.report import Coverage, Label, ScanReport
from ci_triage.audit.health.trends import trends


def build_report(collection: Collection, now: datetime | None = None) -> ScanReport:
    """The health report of ``collection``; ``now`` stamps ``generated_at`` (default: the clock)."""
    clusters = []
    test_labels: dict[str, Label] = {}
    for group in group_failures(collection.jobs):
        label, reason, evidence = label_group(group, collection.jobs, collection.default_branch)
        cluster = describe(group, collection.default_branch, label, reason, evidence)
        clusters.append(cluster)
        for execution in group.executions:
            for test in execution.report.failed_tests if execution.report else []:
                test_labels.setdefault(test.name, label)
    clusters.sort(key=lambda c: (-len(c.runs), -c.red_minutes, -c.failures, c.fingerprint))
    coverage = Coverage(
        source=collection.source,
        partial=collection.partial or bool(collection.gaps),
        api_calls=collection.api_calls,
        api_budget=collection.api_budget,
        run_attempts=len({(job.run_id, job.run_attempt) for job in collection.jobs}),
        jobs=sum(1 for job in collection.jobs if job.job != ALL_JOBS),
        failed_jobs=sum(1 for job in collection.jobs if job.failed),
        allowed_to_fail_jobs=sum(1 for job in collection.jobs if job.allowed_to_fail),
        logs_read=collection.logs_read,
        gaps=collection.gaps,
    )
    return ScanReport(
        tool_version=__version__,
        repository=collection.repository,
        default_branch=collection.default_branch,
        window=collection.window,
        generated_at=now or datetime.now(UTC),
        coverage=coverage,
        clusters=clusters,
        tests=test_rates(collection.jobs, collection.tests, test_labels),
        trends=trends(collection.jobs, collection.window),
        accuracy=accuracy(collection.comments, collection.comments_checked),
    )
