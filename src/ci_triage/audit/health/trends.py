"""Trends over the window: failure rate per day and red minutes per workflow.

A run attempt failed when any of its jobs ended red; its day is the UTC day its earliest job
started (else the attempt's creation). Red minutes are the wall-clock minutes of red jobs.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, timedelta

from ci_triage.audit.health.collection import JobExecution
from ci_triage.audit.health.report import DayTrend, Trends, WorkflowTrend
from ci_triage.audit.health.window import Window


def trends(jobs: list[JobExecution], window: Window) -> Trends:
    """Every UTC day of ``window`` (days without runs have rate None) and every workflow seen,
    most red minutes first."""
    attempts: dict[tuple[int, int], list[JobExecution]] = defaultdict(list)
    for execution in jobs:
        attempts[(execution.run_id, execution.run_attempt)].append(execution)
    per_day: dict[date, list[bool]] = defaultdict(list)
    per_workflow: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for executions in attempts.values():
        moments = [e.when for e in executions if e.when is not None]
        failed = any(e.failed for e in executions)
        if moments:
            per_day[min(moments).date()].append(failed)
        workflow = per_workflow[executions[0].workflow]
        workflow["attempts"] += 1
        for execution in executions:
            workflow["total"] += execution.minutes
            if execution.failed:
                workflow["failed_jobs"] += 1
                workflow["red"] += execution.minutes
    days = []
    for day in _days(window.start, window.end):
        outcomes = per_day.get(day, [])
        failed = sum(outcomes)
        days.append(
            DayTrend(
                day=day,
                attempts=len(outcomes),
                failed=failed,
                failure_rate=round(failed / len(outcomes), 3) if outcomes else None,
            )
        )
    workflows = [
        WorkflowTrend(
            workflow=name,
            attempts=int(values["attempts"]),
            failed_jobs=int(values["failed_jobs"]),
            red_minutes=round(values["red"], 1),
            total_minutes=round(values["total"], 1),
        )
        for name, values in per_workflow.items()
    ]
    workflows.sort(key=lambda trend: (-trend.red_minutes, -trend.failed_jobs, trend.workflow))
    return Trends(days=days, workflows=workflows)


def _days(start: datetime, end: datetime) -> list[date]:
    first, last = start.date(), (end - timedelta(microseconds=1)).date()
    return [first + timedelta(days=offset) for offset in range((last - first).days + 1)]
