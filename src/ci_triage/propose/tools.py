"""The evidence tools offered to the diagnosing model (all ``read`` kind: they change nothing).

* ``list_evidence()``: the evidence items (id, kind, one line), the downloaded job logs and what
  could not be collected;
* ``read_evidence(id)``: one item's text and where it can be re-read (its citation);
* ``log_lines(start, end, job?)``: more lines of a job log by number (at most :data:`MAX_LOG_LINES`);
* ``grep_logs(pattern, job?)``: line numbers and texts of the lines matching an RE2 pattern
  (at most :data:`MAX_GREP_MATCHES`);
* ``pr_diff(path?)``: the pull request's changed files, or one file's patch with new-side line
  numbers (parsed with ``unidiff``).

Every text that came from the run, the pull request or the history is redacted and fenced
(:func:`ci_triage.propose.untrusted.fence`). Line numbers are 1-based lines of the log as
downloaded; log text is the analyser's cleaned text (see :mod:`ci_triage.propose.joblogs`).
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field
from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from ci_triage.agent.errors import tool_error
from ci_triage.agent.permissions import is_sensitive
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition, tool
from ci_triage.base.text import and_more
from ci_triage.evidence.model import Citation, Evidence
from ci_triage.propose.joblogs import JobLogs
from ci_triage.propose.untrusted import fence

MAX_LOG_LINES = 200
"""Lines one ``log_lines`` call returns at most (chosen: ~2-4k tokens of log, under the harness's
16,000-character tool output limit for typical lines)."""
MAX_GREP_MATCHES = 50
"""Matches one ``grep_logs`` call returns at most (chosen: enough to see where a pattern clusters)."""
MAX_MATCH_CHARS = 300
"""Characters of a matching line shown by ``grep_logs`` (the rest is in ``log_lines``)."""
MAX_PATCH_CHARS = 12_000
"""Characters of one file's patch shown by ``pr_diff`` (under the harness's tool output limit)."""
MAX_LISTED_FILES = 200
"""Changed files listed by ``pr_diff()`` without a path."""


def describe_citation(citation: Citation) -> str:
    """One line saying where ``citation`` points, e.g. ``log of job 'test' step 'Run pytest' lines 10-12``."""
    lines = ""
    if citation.start_line is not None:
        end = citation.end_line or citation.start_line
        lines = f" line {citation.start_line}" if end == citation.start_line else f" lines {citation.start_line}-{end}"
    if citation.kind == "log":
        step = f" step {citation.step!r}" if citation.step else ""
        member = f" (zip member {citation.member!r})" if citation.member else ""
        return f"log of job {citation.job!r}{step}{lines}{member}"
    if citation.kind in ("file", "diff", "junit", "workflow"):
        return f"{citation.kind} {citation.path}{lines}"
    if citation.kind == "commit":
        return f"commit {citation.sha}"
    return f"url {citation.url}"


def evidence_tools(evidence: Evidence, logs: JobLogs) -> tuple[ToolDefinition, ...]:
    """The five evidence tools over ``evidence``, reading job logs through ``logs`` (whose redactor
    also masks every other untrusted text they return)."""
    redact = logs.redactor

    @tool(ToolKind.READ)
    def list_evidence(ctx: ToolContext) -> str:
        """List the evidence: item ids (E1, E2, ...) with kind and one line, the downloaded job logs
        (for log_lines and grep_logs), and what could not be collected."""
        rows = [
            f"{item.id} {item.kind}: {item.summary} [{describe_citation(item.citation)}]" for item in evidence.items
        ]
        for log in logs.logs:
            step = log.report.failing_step
            failing = f"; failing step {step.name!r} lines {step.start_line}-{step.end_line}" if step else ""
            rows.append(f"job log {log.job.name!r} (id {log.job.id}): {log.report.total_lines} lines{failing}")
        rows += [f"missing: {gap.missing} ({gap.reason})" for gap in evidence.gaps]
        return fence("evidence-list", redact("\n".join(rows) or "(no evidence was collected)"))

    @tool(ToolKind.READ)
    def read_evidence(ctx: ToolContext, id: Annotated[str, Field(description="an item id such as E1")]) -> str:
        """Read one evidence item: its text, and the citation to quote it with."""
        item = evidence.item(id)
        if item is None:
            known = ", ".join(i.id for i in evidence.items) or "none"
            raise tool_error("not_found", f"no evidence item {id!r}; items: {known}", hint="call list_evidence")
        citation = item.citation.model_dump_json(exclude_none=True)
        body = fence("evidence", redact(f"{item.summary}\n\n{item.text}".rstrip()), id=item.id, kind=item.kind)
        return f"{item.id} ({item.kind}) at {describe_citation(item.citation)}\ncitation: {citation}\n{body}"

    @tool(ToolKind.READ)
    def log_lines(
        ctx: ToolContext,
        start: Annotated[int, Field(ge=1, description="first line, 1-based")],
        end: Annotated[int, Field(ge=1, description=f"last line, inclusive (at most {MAX_LOG_LINES} lines a call)")],
        job: Annotated[
            str | None, Field(description="job name or id from list_evidence; omit for the failing job")
        ] = None,
    ) -> str:
        """Lines of a downloaded job log by number, cleaned (no timestamps or colours) and redacted,
        each as 'N: text'. Quote a line's text exactly in a claim, citing job, step and line."""
        log = logs.find(job)
        if end < start:
            raise tool_error("invalid_arguments", f"log_lines: end ({end}) is before start ({start})")
        last = min(end, start + MAX_LOG_LINES - 1)
        found = logs.lines(log, start, last)
        if not found:
            raise tool_error("not_found", f"job {log.job.name!r} has {log.report.total_lines} lines; none from {start}")
        body = "\n".join(f"{n}: {text}" for n, text in found)
        shown = f"{found[0][0]}-{found[-1][0]}"
        note = f"\n(showing {MAX_LOG_LINES} lines; ask for more from {last + 1})" if last < end else ""
        return fence("log", body, job=log.job.name, lines=shown) + note

    @tool(ToolKind.READ)
    def grep_logs(
        ctx: ToolContext,
        pattern: Annotated[str, Field(description="RE2 regular expression, matched per cleaned line")],
        job: Annotated[str | None, Field(description="job name or id; omit to search every job log")] = None,
    ) -> str:
        """Search the downloaded job logs: matching lines as 'job:N: text' (1-based line numbers)."""
        targets = [logs.find(job)] if job is not None else logs.logs
        rows: list[str] = []
        stopped = False
        for log in targets:
            matches, cut = logs.grep(pattern, log, MAX_GREP_MATCHES - len(rows))
            rows += [f"{m.job}:{m.line}: {m.text[:MAX_MATCH_CHARS]}" for m in matches]
            stopped = stopped or cut
            if len(rows) >= MAX_GREP_MATCHES:
                break
        note = f"\n(stopped early: at most {MAX_GREP_MATCHES} matches)" if stopped else ""
        return fence("log", "\n".join(rows) or "(no match)", pattern=pattern[:60]) + note

    @tool(ToolKind.READ)
    def pr_diff(
        ctx: ToolContext,
        path: Annotated[str | None, Field(description="a changed file; omit to list the changed files")] = None,
    ) -> str:
        """The pull request's changed files (status, +additions -deletions), or one file's patch with
        each line's number in the new file (cite it as kind 'diff' with path and start_line)."""
        if path is None:
            rows = [
                f"{f.status} +{f.additions} -{f.deletions} {f.filename}"
                for f in evidence.changed_files[:MAX_LISTED_FILES]
            ]
            more = and_more(len(evidence.changed_files), MAX_LISTED_FILES)
            rows += [f"...{more}"] if more else []
            return fence("diff", redact("\n".join(rows) or "(no changed files were collected)"))
        changed = next((f for f in evidence.changed_files if f.filename == path), None)
        if changed is None:
            raise tool_error("not_found", f"{path!r} is not a changed file of the pull request", hint="call pr_diff()")
        if is_sensitive(path):
            raise tool_error("sensitive_path", f"{path!r} is a sensitive path; its patch is not shown")
        if not changed.patch:
            return f"{path}: no patch (binary or too large a change); {changed.status}"
        text = redact(numbered_patch(path, changed.patch))
        cut = f"\n(cut at {MAX_PATCH_CHARS} characters)" if len(text) > MAX_PATCH_CHARS else ""
        return fence("diff", text[:MAX_PATCH_CHARS], path=path) + cut

    return (list_evidence, read_evidence, log_lines, grep_logs, pr_diff)


def numbered_patch(path: str, patch: str) -> str:
    """``patch`` (GitHub's hunk text of one file) with each line prefixed by its new-side line number
    (blank for removed lines); the hunk text as given if ``unidiff`` cannot parse it."""
    try:
        files = PatchSet(f"--- a/{path}\n+++ b/{path}\n{patch.rstrip(chr(10))}\n")
    except UnidiffParseError:
        return patch
    rows: list[str] = []
    for hunk in (hunk for file in files for hunk in file):
        rows.append(str(hunk).split("\n", 1)[0])
        for line in hunk:
            number = str(line.target_line_no) if line.target_line_no is not None else ""
            rows.append(f"{number:>5} {line.line_type}{line.value.rstrip(chr(10))}")
    return "\n".join(rows)
