"""The health report as GitHub-flavoured Markdown (a sticky issue body or a job summary), from jinja2.

Charts are Mermaid ``xychart-beta`` blocks, which GitHub renders in issues and job summaries
(docs.github.com, "Creating diagrams"); the tables below them carry the same numbers for readers
without Mermaid. Untrusted text (log lines, job, test and file names) goes through
:func:`ci_triage.report.markdown.code` or :func:`~ci_triage.report.markdown.fence`.
"""

from __future__ import annotations

import re

from ci_triage.audit.health.merge import OrgReport
from ci_triage.audit.health.report import ScanReport
from ci_triage.github.comment_limit import COMMENT_LIMIT
from ci_triage.report.markdown import environment, when

HEALTH_MARKER = "<!-- ci-triage:health-report -->"
"""Hidden marker that finds the sticky health issue again (with its author)."""
DETAILED_CLUSTERS = 10
"""Clusters shown with evidence and excerpt; the rest stay in the table."""
SPANS_PER_CLUSTER = 3
BADGES = {"broken": "🔴", "flaky": "🟡", "infrastructure": "🔧"}


def render_health(report: ScanReport, limit: int = COMMENT_LIMIT) -> str:
    """The Markdown report, at most ``limit`` characters (GitHub's issue-body limit by default):
    detailed clusters are dropped from the last until it fits."""
    template = environment().get_template("health.md.j2")
    window = report.window
    window_text = f"{when(window.start)} → {when(window.end)} UTC ({window.days:.0f} days)"
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
    """The organisation overview (see :mod:`ci_triage.audit.health.merge`) as Markdown, at most ``limit`` characters."""
    text = environment().get_template("org.md.j2").render(org=org)
    return (re.sub(r"\n{3,}", "\n\n", text).strip() + "\n")[:limit]
