"""The backtest report: one verdict per failed run (what would have been posted, and whether a fix
would have been proposed), and its Markdown rendering."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

SCHEMA_VERSION = 1

Outcome = Literal["diagnosed", "handoff", "not-triaged"]


class RunVerdict(BaseModel):
    """What ci-triage would have done for one failed run.

    ``outcome``: ``diagnosed`` (a verified comment), ``handoff`` (it would have asked a human,
    ``summary`` says why) or ``not-triaged`` (the call budget ran out first). ``confidence`` is 0-1.
    ``comment``: the Markdown exactly as it would have been posted (or the handoff report).
    ``fix``: whether ``mode: patch`` would have proposed a fix, and how. ``api_calls``: REST
    requests this run's triage made.
    """

    run_id: int
    html_url: str | None = None
    workflow: str | None = None
    branch: str | None = None
    event: str | None = None
    outcome: Outcome
    category: str = "unknown"
    confidence: float = 0.0
    summary: str = ""
    comment: str = ""
    fix: str = ""
    api_calls: int = 0


class BacktestReport(BaseModel):
    """The backtest of ``repository``: ``runs`` newest first. ``api_calls``: REST requests made in
    all (listing included); ``max_api_calls``: the budget; ``stopped``: why runs were left
    untriaged, if any."""

    schema_version: int = SCHEMA_VERSION
    repository: str
    requested: int
    model: str | None = None
    api_calls: int = 0
    max_api_calls: int
    stopped: str | None = None
    runs: list[RunVerdict] = Field(default_factory=list)


def backtest_markdown(report: BacktestReport) -> str:
    """The report as Markdown: a table of the runs, then each run's comment as it would look."""
    diagnosed = sum(run.outcome == "diagnosed" for run in report.runs)
    handoffs = sum(run.outcome == "handoff" for run in report.runs)
    fixes = sum(run.fix.startswith("yes") for run in report.runs)
    lines = [
        f"# ci-triage backtest: {report.repository}",
        "",
        f"The last {len(report.runs)} failed runs (of {report.requested} asked for), triaged read-only "
        f"with {'the model ' + report.model if report.model else 'the built-in rules (no model)'}: "
        f"{diagnosed} diagnosed, {handoffs} handed off to a human, {fixes} with a fix `mode: patch` would propose. "
        f"{report.api_calls} of {report.max_api_calls} API calls used.",
    ]
    if report.stopped:
        lines += ["", f"**Stopped early:** {report.stopped}"]
    lines += [
        "",
        "| run | workflow | branch | outcome | category | confidence | fix | summary |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for run in report.runs:
        link = f"[{run.run_id}]({run.html_url})" if run.html_url else str(run.run_id)
        cells = [link, run.workflow or "", run.branch or "", run.outcome, run.category, f"{run.confidence:.2f}"]
        cells += [run.fix.split(":")[0] if run.fix else "", run.summary]
        lines.append("| " + " | ".join(_cell(cell) for cell in cells) + " |")
    for run in report.runs:
        if not run.comment:
            continue
        lines += ["", f"## Run {run.run_id}: {_cell(run.outcome)}", ""]
        if run.fix:
            lines += [f"Fix: {run.fix}", ""]
        lines += [
            "<details><summary>The comment as it would have been posted</summary>",
            "",
            run.comment.rstrip(),
            "",
            "</details>",
        ]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    """``text`` on one line, safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")[:300]
