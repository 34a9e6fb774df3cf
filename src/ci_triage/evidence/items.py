"""Number the collected material as cited evidence items ``E1``, ``E2`` … (pure functions).

Order: for each failed job its log excerpt spans, failed tests, source locations and the versions
changed since the passing log it was compared with (the tool changed since that run); the failing
step's workflow definition (findings first); JUnit
failures; the pull request; its changed files; the compared commits; base-branch results and the
attribution hint of each job that has base-branch results. Texts are redacted with
:func:`ci_triage.base.redact.default_redactor`, summaries (ci-triage's wording around pieces redacted
when they were collected) with :func:`ci_triage.base.redact.composed_redactor`, and PR bodies,
patches and commit messages (untrusted and unbounded) are capped.
"""

from __future__ import annotations

from collections.abc import Iterable

from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from ci_triage.base.redact import composed_redactor, default_redactor
from ci_triage.evidence.attribution import AttributionHint, attribution_hints
from ci_triage.evidence.model import Citation, Evidence, EvidenceItem, EvidenceKind, JobLog
from ci_triage.github.models import ChangedFile
from ci_triage.logs.model import FailedTest
from ci_triage.logs.report import test_label

MAX_TEXT_CHARS = 2000
"""Characters of quoted text kept of a PR body, a patch or a commit message (log excerpts are
already within the analyser's token budget and are kept whole, so they stay quotable)."""
MAX_PATCH_LINES = 60


def build_items(
    evidence: Evidence,
    junit: Iterable[tuple[str, FailedTest]] | None = None,
    hints: Iterable[tuple[str, AttributionHint]] | None = None,
) -> list[EvidenceItem]:
    """The items for ``evidence``; ids are ``E1``.. in the order of the module docstring.

    ``junit`` (artifact/member label, failed test) defaults to ``evidence.junit``; the attribution
    ``hints`` (job name, hint) default to :func:`attribution_hints` for a run from GitHub and to
    none for local logs (no run, so no base branch to compare with).
    """
    redact, composed = default_redactor(), composed_redactor()
    if junit is None:
        junit = [(test.source, test) for test in evidence.junit]
    if hints is None:
        hints = attribution_hints(evidence) if evidence.run is not None else []
    drafts: list[tuple[EvidenceKind, str, str, Citation]] = []
    for log in evidence.logs:
        drafts.extend(_log_drafts(log))
    if evidence.workflow_step is not None:
        drafts.extend(_workflow_drafts(evidence))
    for label, test in junit:
        summary = f"JUnit {label}: test {test.name} failed"
        drafts.append(
            ("junit", summary, test.message or "", Citation(kind="junit", path=label, start_line=test.log_line))
        )
    pull = evidence.pull_request
    if pull is not None:
        text = f"{pull.title}\n\n{pull.body or ''}".strip()[:MAX_TEXT_CHARS]
        author = pull.author or "unknown"
        summary = f"pull request #{pull.number} “{pull.title}” by {author}: {pull.head_ref} → {pull.base_ref}"
        drafts.append(("pull_request", summary, text, Citation(kind="url", url=pull.html_url)))
    for changed in evidence.changed_files:
        summary = f"changed file {changed.filename} ({changed.status}, +{changed.additions} −{changed.deletions})"
        patch = "\n".join((changed.patch or "").splitlines()[:MAX_PATCH_LINES])[:MAX_TEXT_CHARS]
        citation = Citation(kind="diff", path=changed.filename, start_line=first_added_line(changed))
        drafts.append(("changed_file", summary, patch, citation))
    for commit in evidence.commits:
        first = commit.message.splitlines()[0] if commit.message else ""
        summary = f"commit {commit.sha[:7]} “{first}” by {commit.author or 'unknown'}"
        drafts.append(
            (
                "commit",
                summary,
                commit.message[:MAX_TEXT_CHARS],
                Citation(kind="commit", sha=commit.sha, url=commit.html_url),
            )
        )
    for past in evidence.base_history:
        same = past.fingerprint is not None and _fingerprint_of(evidence, past.job) == past.fingerprint
        ended = (past.job_conclusion or "absent") + (" (same fingerprint)" if same else "")
        summary = f"base-branch run {past.run_id} ({past.head_sha[:7]}): job “{past.job}” {ended}"
        drafts.append(("base_history", summary, "", Citation(kind="url", url=past.html_url, sha=past.head_sha)))
    for job_name, hint in hints:
        if not hint.run_ids:
            continue  # nothing on the base branch to cite
        runs = ", ".join(str(run_id) for run_id in hint.run_ids) or "none"
        summary = f"job “{job_name}”: {hint.reason} (attribution: {hint.attribution}; base-branch runs: {runs})"
        url = next((p.html_url for p in evidence.base_history if p.run_id in hint.run_ids), None)
        drafts.append(("base_history", summary, "", Citation(kind="url", url=url)))
    return [
        EvidenceItem(id=f"E{number}", kind=kind, summary=composed(summary)[:500], text=redact(text), citation=cite)
        for number, (kind, summary, text, cite) in enumerate(drafts, start=1)
    ]


def first_added_line(changed: ChangedFile) -> int | None:
    """The new-side line number of the first added line of ``changed.patch`` (parsed with unidiff),
    else the first hunk's new-side start; None without a patch or for one unidiff cannot parse."""
    if not changed.patch:
        return None
    text = f"--- a/{changed.filename}\n+++ b/{changed.filename}\n{changed.patch}\n"
    try:
        patch = PatchSet(text)
    except UnidiffParseError:
        return None
    for hunk in patch[0] if patch else []:
        for line in hunk:
            if line.is_added and line.target_line_no:
                return line.target_line_no
    hunks = list(patch[0]) if patch else []
    return (hunks[0].target_start or None) if hunks else None


def _log_drafts(log: JobLog) -> list[tuple[EvidenceKind, str, str, Citation]]:
    job, report = log.job, log.report
    step = report.failing_step.name if report.failing_step else None

    def cite(start: int, end: int, step_name: str | None) -> Citation:
        return Citation(
            kind="log", job=job.name, job_id=job.id, step=step_name, start_line=start, end_line=end, url=job.html_url
        )

    drafts: list[tuple[EvidenceKind, str, str, Citation]] = []
    for span in report.excerpt:
        summary = (
            f"job “{job.name}”, step “{span.step or '?'}”, log lines {span.start_line}–{span.end_line}: {span.reason}"
        )
        drafts.append(("log_excerpt", summary, "\n".join(span.lines), cite(span.start_line, span.end_line, span.step)))
    for test in report.failed_tests:
        if test.log_line is None:
            continue
        where = f" ({test.file})" if test.file else ""
        summary = f"job “{job.name}”: failed test {test_label(test)}{where}"
        drafts.append(("failed_test", summary, test.message or "", cite(test.log_line, test.log_line, step)))
    for location in report.locations:
        place = f"{location.file}:{location.line}" if location.line else location.file
        summary = f"job “{job.name}”: the log names {place}"
        drafts.append(("location", summary, location.message or "", cite(location.log_line, location.log_line, step)))
    for change in report.version_changes:
        what = "the failing step's tool" if change.tool else "a package the job installed or ran"
        summary = f"job “{job.name}”: {change.name} {change.before} → {change.now} since the passing log ({what})"
        drafts.append(("version_change", summary, change.quote, cite(change.line, change.line, None)))
    return drafts


def _workflow_drafts(evidence: Evidence) -> list[tuple[EvidenceKind, str, str, Citation]]:
    """One item per part of the failing step's definition; findings first."""
    step = evidence.workflow_step
    assert step is not None
    sha = evidence.run.head_sha if evidence.run else None
    ordered = sorted(step.lines, key=lambda line: (not line.finding, line.start_line))
    return [
        (
            "workflow_step",
            f"{line.summary} ({line.path}:{line.start_line})",
            line.text,
            Citation(kind="workflow", path=line.path, start_line=line.start_line, end_line=line.end_line, sha=sha),
        )
        for line in ordered
    ]


def _fingerprint_of(evidence: Evidence, job_name: str | None) -> str | None:
    return next((log.report.fingerprint for log in evidence.logs if log.job.name == job_name), None)
