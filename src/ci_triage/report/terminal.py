"""The human terminal view (rich): verdict, failing step, signals, cited lines, tests, cited
workflow lines, next step."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ci_triage.base.text import and_more, shortened_at_word
from ci_triage.logs.model import Location, TriageReport, VersionChange, WorkflowStep
from ci_triage.logs.report import category_named, test_label
from ci_triage.report.confidence import confidence_story
from ci_triage.report.next_step import next_step
from ci_triage.report.workflow_lines import cited_lines

LISTED_JOBS = 10
"""Names of cancelled or passed jobs listed, as the Markdown comment lists them."""
BOX_TITLE_MARGIN = 6
"""Columns of a box's top or bottom edge that its title cannot use: rich draws the corner and a
``─`` on each side, and a space each side of the title."""


def render_terminal(report: TriageReport, console: Console) -> None:
    """Print ``report`` on ``console``; log text is printed as plain text, never as markup."""
    if not report.failure_found:
        title, border = (
            ("ci-triage: no failure in the logs read", "yellow")
            if report.logs_unread
            else (
                "ci-triage: no failure found",
                "green",
            )
        )
        console.print(Panel(Text(report.summary), title=title, border_style=border))
        _warnings(report, console)
        return
    head = Table.grid(padding=(0, 2))
    head.add_column(style="bold")
    head.add_column()
    head.add_row(
        "category",
        Text(f"{category_named(str(report.category), report.finding)}  (confidence {report.confidence:.2f})"),
    )
    for sentence in confidence_story(report.confidence_steps):
        head.add_row("confidence", Text(sentence))
    if report.failing_step:
        step = report.failing_step
        where = f"{step.name}  — lines {step.start_line}-{step.end_line}"
        if step.member:
            where += f" of {step.member}"
        head.add_row("failing step", Text(where))
        head.add_row("decided by", Text(step.evidence))
    if report.exit_code is not None:
        head.add_row("exit code", Text(str(report.exit_code)))
    if report.tool:
        head.add_row("tool", Text(report.tool))
    if report.compared_with:
        head.add_row("compared", Text(_compared(report)))
    changed = next((job.version_changes for job in report.jobs if job.failure_found), [])
    if changed:
        head.add_row("changed", Text(_version_changes(changed)))
    warned = next((job.warned_before for job in report.jobs if job.failure_found), [])
    if warned:  # as the comment's "The passing run warned" row: the passing log's line
        said = "; ".join(f"{warning.text} @ {warning.line} ({warning.named})" for warning in warned)
        head.add_row("warned then", Text(said))
    lost = next((job.lost_settings for job in report.jobs if job.failure_found), [])
    if lost:  # as the comment's "Set in the passing run, not in this one" row: names only, never values
        said = "; ".join(setting.name + (f" (read unset @ {setting.line})" if setting.line else "") for setting in lost)
        head.add_row("env lost", Text(said))
    if report.signals:
        head.add_row("signals", Text(", ".join(f"{hit.skill}/{hit.signal} @ {hit.line}" for hit in report.signals[:5])))
    if report.fingerprint:
        head.add_row("fingerprint", Text(report.fingerprint))
    console.print(Panel(Group(Text(report.summary, style="bold"), head), title="ci-triage", border_style="red"))
    _jobs(report, console)
    for span in report.excerpt:
        title = f"lines {span.start_line}-{span.end_line}"
        if span.member:
            title += f" · {span.member}"
        room = console.width - BOX_TITLE_MARGIN  # rich crops a longer title mid-word: cut it at a word, with …
        console.print(
            Panel(
                _numbered(span.start_line, span.lines),
                title=shortened_at_word(title, room),
                subtitle=shortened_at_word(span.reason, room),
                title_align="left",
                border_style="dim",
            )
        )
    if report.failed_tests:
        ran = any(test.kind != "collection" for test in report.failed_tests)  # else only files that did not load
        tests = Table(
            "failed test" if ran else "test file that failed to collect", "where", "message", show_lines=False
        )
        for test in report.failed_tests[:30]:
            where = f"log line {test.log_line}" if test.source == "log" else f"{test.source}:{test.log_line}"
            where = f"{test.file}:{test.line} ({where})" if test.file and test.line else where
            tests.add_row(Text(test_label(test)), Text(where), Text((test.message or "")[:80]))
        total = max(report.failed_tests_total or 0, len(report.failed_tests))
        more = and_more(total, len(report.failed_tests[:30]), at_least=not report.failed_tests_complete)
        tests.caption = f"…{more}" if more else None
        console.print(tests)
    if report.locations:
        console.print(
            Text("locations: ", style="bold")
            + Text(", ".join(_location(report, location) for location in report.locations[:10]))
        )
    if report.workflow_step:
        _workflow_lines(report.workflow_step, report.summary, console)
    for job in report.jobs:  # the other failing jobs' steps, each read as the primary job's is
        if job.failure_found and job.workflow_step and job.workflow_step != report.workflow_step:
            _workflow_lines(job.workflow_step, report.summary, console, job.job)
    console.print(Text("next step: ", style="bold") + Text(next_step(report)))
    console.print(Text(f"excerpt {report.excerpt_tokens} of {report.budget_tokens} tokens", style="dim"))
    _warnings(report, console)


def _numbered(start: int, lines: list[str]) -> Table:
    """``lines`` (the first is log line ``start``) one a row beside their log line numbers: a line
    wider than the console folds under its own text, never under the numbers, so a piece of a long
    line is not read as a line of its own (``sed -n START,ENDp`` shows the same lines)."""
    rows = Table.grid(padding=(0, 1))
    rows.add_column(justify="right", style="dim", no_wrap=True)
    rows.add_column(overflow="fold")
    for number, line in enumerate(lines, start):
        rows.add_row(str(number), Text(line))
    return rows


def _location(report: TriageReport, location: Location) -> str:
    """``file:line:column`` of ``location`` (as the Markdown and JSON reports give it: ``src/Calc.hs:9:20``;
    ``file:line`` or the file alone when the log said no more), with the job whose log named it when
    several jobs failed: ``Dockerfile:4 (lint)``."""
    line = f":{location.line}" if location.line else ""
    place = location.file + line + (f":{location.column}" if line and location.column else "")
    job = report.location_job(location)
    return f"{place} ({job})" if job else place


def _jobs(report: TriageReport, console: Console) -> None:
    """The run's jobs as the Markdown comment lists them: each failing job's verdict and step when
    more than one failed on its own, then the jobs cancelled while another failed and the jobs that
    passed (the first :data:`LISTED_JOBS` names of each, with how many more)."""
    failing = [job for job in report.jobs if job.failure_found and job.job not in report.jobs_cancelled]
    if len(failing) > 1:
        console.print(Text("failing jobs:", style="bold"))
        for job in failing:
            said = f"  {job.job}" + (f" ({job.member})" if job.member else "")
            said += f": {job.classification.category} ({job.classification.confidence:.2f})"
            console.print(Text(said + (f" in step {job.failing_step.name}" if job.failing_step else "")))
    for heading, names in (
        ("cancelled while another job failed", report.jobs_cancelled),
        ("passed", report.jobs_passed),
    ):
        if names:
            listed = ", ".join(names[:LISTED_JOBS]) + and_more(len(names), LISTED_JOBS)
            console.print(Text(f"{heading}: ", style="bold") + Text(listed))


def _workflow_lines(step: WorkflowStep, summary: str, console: Console, of_job: str | None = None) -> None:
    """The failing step's cited workflow lines, one a line (``--workflow``): ``file:line`` and the
    line as written (it names its field), a finding's summary before it; the ``env`` lines of the
    variables the report's ``summary`` names too. ``of_job``: the log's name of a job of a run other
    than the primary one, said in the heading."""
    whose = f" (failing job “{of_job}”)" if of_job else ""
    console.print(Text(f"workflow: {step.path}, job {step.job}{whose}", style="bold"))
    for line, quote in cited_lines(step, summary):
        said = f"{line.summary}: {quote}" if line.finding else quote
        console.print(Text(f"  {line.path}:{line.start_line} ", style="bold" if line.finding else "dim") + Text(said))


def _warnings(report: TriageReport, console: Console) -> None:
    for warning in report.warnings:
        console.print(Text(f"warning: {warning}", style="yellow"))


def _compared(report: TriageReport) -> str:
    """The passing log ``report``'s primary job was compared with (``--baseline``), how many of its
    lines were new and what the comparison found of the line the summary quotes, as the Markdown
    comment's heading says it (:func:`~ci_triage.report.markdown.baseline_heading`): ``with the
    passing log ok.log (job test): 12 of 340 lines new; the summary's line: new since the passing
    log it was compared with``."""
    from ci_triage.report.markdown import baseline_heading  # jinja2 loads only when a passing log was compared

    failing = next((job for job in report.jobs if job.failure_found), None)
    said = f"with {report.compared_with}"
    if failing is not None and failing.lines_new is not None:
        new, total = failing.lines_new
        said += f": {new:,} of {total:,} lines new"
    quoted = failing.headline_compared if failing is not None else None
    return said + (f"; the summary's line: {baseline_heading(report.jobs)}" if quoted else "")


def _version_changes(changes: list[VersionChange]) -> str:
    """The versions changed since the passing log (``--baseline``), as the comment's "Changed since
    the passing log" lists them: ``node 20.20.2 → 18.20.8 @ 60`` (the failing log's line), the failing
    step's tool marked, five at most and how many more."""
    tool = " (the failing step's tool)"
    shown = [
        f"{change.name} {change.before} → {change.now}{tool if change.tool else ''} @ {change.line}"
        for change in changes[:5]
    ]
    return ", ".join(shown) + and_more(len(changes), len(shown))
