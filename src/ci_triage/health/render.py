"""The health report as GitHub-flavoured Markdown (a sticky issue body or a job summary), from jinja2.

Charts are Mermaid ``xychart-beta`` blocks, which GitHub renders in issues and job summaries
(docs.github.com, "Creating diagrams"); the tables below them carry the same numbers for readers
without Mermaid. Untrusted text (log lines, job, test and file names) goes through
:func:`ci_triage.render.markdown.code` or :func:`~ci_triage.render.markdown.fence`.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from functools import cache

import jinja2

from ci_triage.health.merge import OrgReport
from ci_triage.health.report import ScanReport
from ci_triage.render.markdown import COMMENT_LIMIT, code, fence

HEALTH_MARKER = "<!-- ci-triage:health-report -->"
"""Hidden marker that finds the sticky health issue again (with its author)."""
DETAILED_CLUSTERS = 10
"""Clusters shown with evidence and excerpt; the rest stay in the table."""
SPANS_PER_CLUSTER = 3
BADGES = {"broken": "🔴", "flaky": "🟡", "infrastructure": "🔧"}


def chart_label(text: object) -> str:
    """``text`` as a quoted Mermaid axis label: at most 24 characters, no quotes or brackets."""
    cleaned = re.sub(r"[^\w .:/()+-]", "", str(text)).strip()[:24] or "?"
    return f'"{cleaned}"'


def _when(moment: datetime | None) -> str:
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "—"


def _percent(rate: float | None) -> str:
    return "0" if rate is None else f"{rate * 100:.0f}"


def _day_label(day: date) -> str:
    return f'"{day.strftime("%m-%d")}"'


@cache
def _environment() -> jinja2.Environment:
    environment = jinja2.Environment(
        loader=jinja2.PackageLoader("ci_triage.health", "templates"),
        autoescape=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    environment.filters.update(
        code=code, fence=fence, when=_when, percent=_percent, day_label=_day_label, chart_label=chart_label
    )
    environment.filters["pr"] = lambda number: f"#{int(number)}"
    return environment


def render_health(report: ScanReport, limit: int = COMMENT_LIMIT) -> str:
    """The Markdown report, at most ``limit`` characters (GitHub's issue-body limit by default):
    detailed clusters are dropped from the last until it fits."""
    template = _environment().get_template("health.md.j2")
    window = report.window
    window_text = f"{_when(window.start)} → {_when(window.end)} UTC ({window.days:.0f} days)"
    detailed = DETAILED_CLUSTERS
    while True:
        text = template.render(
            report=report,
            marker=HEALTH_MARKER,
            window_text=window_text,
            badge=BADGES,
            detailed=detailed,
            spans=SPANS_PER_CLUSTER,
        )
        text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
        if len(text) <= limit or detailed == 0:
            return text[:limit]
        detailed -= 1


def render_org(org: OrgReport, limit: int = COMMENT_LIMIT) -> str:
    """The organisation overview (see :mod:`ci_triage.health.merge`) as Markdown, at most ``limit`` characters."""
    text = _environment().get_template("org.md.j2").render(org=org)
    return (re.sub(r"\n{3,}", "\n\n", text).strip() + "\n")[:limit]
