"""Merge the JSON health reports of several repositories (one matrix job each) into one overview.

Input: files written by ``ci-triage scan --format json``. Output: an :class:`OrgReport` with one row
per repository and the clusters that cost most across them; rendered as Markdown by
:func:`render_org`. Bot accuracy is summed per category over all repositories.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from ci_triage.audit.health.report import CategoryAccuracy, Cluster, ScanReport
from ci_triage.base.errors import InputError

TOP_CLUSTERS = 15


class RepositoryRow(BaseModel):
    repository: str
    partial: bool
    run_attempts: int
    failed_jobs: int
    red_minutes: float
    broken: int
    flaky: int
    infrastructure: int
    api_calls: int


class OrgCluster(BaseModel):
    repository: str
    cluster: Cluster


class OrgReport(BaseModel):
    repositories: list[RepositoryRow] = Field(default_factory=list, description="most red minutes first")
    clusters: list[OrgCluster] = Field(default_factory=list, description="most runs affected first")
    accuracy: list[CategoryAccuracy] = Field(default_factory=list)


def load_reports(paths: list[str]) -> list[ScanReport]:
    """The reports in ``paths``; raises :class:`InputError` naming the first unreadable or invalid one."""
    reports = []
    for path in paths:
        try:
            reports.append(ScanReport.model_validate_json(Path(path).read_text(encoding="utf-8")))
        except OSError as error:
            raise InputError(f"--merge {path}: cannot be read ({error.strerror or error})") from None
        except (ValidationError, ValueError) as error:
            first = str(error).splitlines()[0]
            raise InputError(f"--merge {path}: not a ci-triage scan JSON report ({first})") from None
    return reports


def merge_reports(reports: list[ScanReport]) -> OrgReport:
    """One row per repository, the top :data:`TOP_CLUSTERS` clusters overall, accuracy summed per category."""
    rows = []
    clusters = []
    totals: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for report in reports:
        labels = [cluster.label for cluster in report.clusters]
        rows.append(
            RepositoryRow(
                repository=report.repository,
                partial=report.coverage.partial,
                run_attempts=report.coverage.run_attempts,
                failed_jobs=report.coverage.failed_jobs,
                red_minutes=round(sum(w.red_minutes for w in report.trends.workflows), 1),
                broken=labels.count("broken"),
                flaky=labels.count("flaky"),
                infrastructure=labels.count("infrastructure"),
                api_calls=report.coverage.api_calls,
            )
        )
        clusters.extend(OrgCluster(repository=report.repository, cluster=cluster) for cluster in report.clusters)
        for row in report.accuracy.categories:
            for field in ("comments", "thumbs_up", "thumbs_down", "confused", "replies", "accepted", "rejected"):
                totals[row.category][field] += getattr(row, field)
            totals[row.category]["next_push_touched_cited_file"] += row.next_push_touched_cited_file
    rows.sort(key=lambda row: (-row.red_minutes, -row.failed_jobs, row.repository))
    clusters.sort(key=lambda item: (-len(item.cluster.runs), -item.cluster.red_minutes, item.repository))
    accuracy = [
        CategoryAccuracy(category=category, **counts, acceptance=round(counts["accepted"] / counts["comments"], 3))
        for category, counts in totals.items()
        if counts["comments"]
    ]
    accuracy.sort(key=lambda row: (-row.comments, row.category))
    return OrgReport(repositories=rows, clusters=clusters[:TOP_CLUSTERS], accuracy=accuracy)
