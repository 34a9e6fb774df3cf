"""The Markdown report (a ready-to-post PR comment or job summary), rendered from a jinja2 template.

Log text is untrusted: it appears only inside code spans and fenced blocks whose fence is longer
than any run of backticks in the text, so it cannot open links, mention people, or break out into
Markdown. The comment starts with the hidden marker ``<!-- ci-triage:report -->``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from datetime import date, datetime
from functools import cache

import jinja2

from ci_triage.github.comment_limit import COMMENT_LIMIT
from ci_triage.logs.model import JobReport, Span, TriageReport
from ci_triage.logs.report import clipped, one_line, test_mark
from ci_triage.report.confidence import confidence_story
from ci_triage.report.next_step import next_step
from ci_triage.report.workflow_lines import cited_field, cited_lines

_BACKTICKS = re.compile(r"`+")
BASELINE_HEADINGS: dict[str | None, str] = {
    "new": "new since the passing log it was compared with",
    "changed": "changed since the passing log it was compared with (its counts differ)",
    "known": "also in the passing log it was compared with",
    "not compared": "quoting a part of the log not compared with the passing log",
    "limit changed": "threshold changed since the passing log it was compared with",
    None: "compared with a passing log",
}
"""The heading's second half when a passing log of the same job was compared (``--baseline``, the
action's ``baseline-path``) and no base branch was asked, by what the comparison found of the line
the summary quotes (:attr:`JobReport.headline_compared <ci_triage.logs.model.JobReport.headline_compared>`;
None: no line quoted): the CLI's comment and the action's say it alike."""


def baseline_heading(jobs: Iterable[JobReport]) -> str:
    """:data:`BASELINE_HEADINGS`' words for the first failing job of ``jobs``, the one the summary
    quotes (a job without a failure quotes nothing); a gate's limit changed since the passing run
    (:attr:`JobReport.changed_limit <ci_triage.logs.model.JobReport.changed_limit>`) leads with its
    values: ``threshold changed `40` → `90` (`--cov-fail-under`) since the passing log it was
    compared with``."""
    failing = next((job for job in jobs if job.failure_found), None)
    limit = failing.changed_limit if failing else None
    if limit is not None:
        values = f"{code(limit.before)} → {code(limit.now)} ({code(limit.option)})"
        return f"threshold changed {values} since the passing log it was compared with"
    return BASELINE_HEADINGS[failing.headline_compared if failing else None]


def code(text: object) -> str:
    """``text`` as an inline code span that no backtick in it can close, on one line
    (:func:`~ci_triage.logs.report.one_line`: a quoted value's spaces kept)."""
    value = one_line(str(text))
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or longest else ""
    return f"{ticks}{pad}{value}{pad}{ticks}"


def fenced(body: str, info: str = "text") -> str:
    """``body`` as a fenced code block whose fence (at least three backticks) is longer than any run
    of backticks in it, so no line of ``body`` can close it."""
    longest = max((len(run) for run in _BACKTICKS.findall(body)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{info}\n{body}\n{ticks}"


def fence(span: Span) -> str:
    """A fenced code block of the span's lines, each prefixed with its log line number."""
    width = len(str(span.end_line))
    return fenced("\n".join(f"{span.start_line + index:>{width}} | {line}" for index, line in enumerate(span.lines)))


def fit_to_limit(render: Callable[[int], str], count: int, limit: int = COMMENT_LIMIT) -> str:
    """``render(shown)`` for the largest ``shown`` from ``count`` down to 0 whose text is at most
    ``limit`` characters; ``render(0)`` when none fits. ``render`` shows the first ``shown`` of
    ``count`` optional items (excerpt spans, claims) and says how many it left out."""
    for shown in range(count, 0, -1):
        text = render(shown)
        if len(text) <= limit:
            return text
    return render(0)


def block(text: str) -> str:
    """``text`` in a fenced block no backtick run inside it can close (``yaml`` when it starts with a key)."""
    body = text.strip()
    return fenced(body, "yaml" if re.match(r"[\w-]+:(\s|$)", body) else "text")


def chart_label(text: object) -> str:
    """``text`` as a quoted Mermaid axis label: at most 24 characters, no quotes or brackets."""
    cleaned = re.sub(r"[^\w .:/()+-]", "", str(text)).strip()[:24] or "?"
    return f'"{cleaned}"'


def when(moment: datetime | None) -> str:
    """``moment`` as ``YYYY-MM-DD HH:MM``, or ``—`` when unknown."""
    return moment.strftime("%Y-%m-%d %H:%M") if moment else "—"


def percent(rate: float | None) -> str:
    """A rate in 0..1 as a whole percentage without the sign (``0`` when unknown)."""
    return "0" if rate is None else f"{rate * 100:.0f}"


def day_label(day: date) -> str:
    """``day`` as a quoted Mermaid axis label, ``"MM-DD"``."""
    return f'"{day.strftime("%m-%d")}"'


def pull_request(number: int) -> str:
    """A pull request reference GitHub links: ``#123``."""
    return f"#{int(number)}"


@cache
def environment() -> jinja2.Environment:
    """The one jinja2 environment, of every template in ``render/templates`` (the comment, the
    handoff and the health reports); filters ``code``, ``fence``, ``fenced``, ``block``, ``clip``
    (:func:`~ci_triage.logs.report.clipped`: ``text | clip(120)``), ``cited``
    (:func:`~ci_triage.report.workflow_lines.cited_lines`), ``cited_field``
    (:func:`~ci_triage.report.workflow_lines.cited_field`), ``test_mark``
    (:func:`~ci_triage.logs.report.test_mark`: ``test | test_mark``), ``when``, ``percent``,
    ``day_label``, ``chart_label``, ``pr``; undefined names raise."""
    templates = jinja2.Environment(
        loader=jinja2.PackageLoader("ci_triage.report", "templates"),
        autoescape=False,
        trim_blocks=False,
        lstrip_blocks=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    templates.filters["code"] = code
    templates.filters["fence"] = fence
    templates.filters["fenced"] = fenced
    templates.filters["block"] = block
    templates.filters["clip"] = clipped
    templates.filters["cited"] = cited_lines
    templates.filters["cited_field"] = cited_field
    templates.filters["test_mark"] = test_mark
    templates.filters.update(when=when, percent=percent, day_label=day_label, chart_label=chart_label, pr=pull_request)
    return templates


def render_markdown(report: TriageReport, limit: int = COMMENT_LIMIT) -> str:
    """The Markdown comment for ``report`` (GitHub-flavoured; blank runs collapsed), at most
    ``limit`` characters: excerpt spans are left out from the last one, with a note, until it fits."""
    advice = next_step(report, code)
    template = environment().get_template("comment.md.j2")

    def render(shown: int) -> str:
        report_shown = dataclasses.replace(report, excerpt=report.excerpt[:shown])
        text = template.render(
            report=report_shown,
            next_step=advice,
            trimmed=len(report.excerpt) - shown,
            compared=baseline_heading(report.jobs) if report.compared_with else "",
            version_changes=next((job.version_changes for job in report.jobs if job.failure_found), []),
            warned_before=next((job.warned_before for job in report.jobs if job.failure_found), []),
            lost_settings=next((job.lost_settings for job in report.jobs if job.failure_found), []),
            confidence_story=confidence_story(report.confidence_steps),
        )
        return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"

    return fit_to_limit(render, len(report.excerpt), limit)
