"""The sticky PR comment for a verified diagnosis, rendered from ``templates/diagnosis.md.j2``.

Everything that did not come from ci-triage itself is untrusted: quotes sit in fenced blocks
(:func:`~ci_triage.report.markdown.fenced`, after :func:`ci_triage.base.redact.redact`; a verified log
quote is already redacted), names in code spans (:func:`~ci_triage.report.markdown.code`),
and the model's free text (root cause, statements, suggested fix) and the loop's notes pass through
:func:`prose`, which turns @mentions, URLs and e-mail addresses into code spans and backslash-escapes
Markdown punctuation (``<`` included, so no raw HTML). Links are built only from the evidence: a job
log line (the job's URL with GitHub's ``#step:<n>:<line>`` anchor when the line falls in the analysed
failing step), a file at the PR head SHA, a commit. That is what lets an honest draft pass
:func:`ci_triage.prove.verify.verify`'s whole-comment checks.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import quote as url_quote

from ci_triage import __version__
from ci_triage.agent.llm.base import RunUsage
from ci_triage.base.redact import redact, redact_composed
from ci_triage.evidence.model import Citation, Evidence, find_job_log
from ci_triage.github.comment_limit import COMMENT_LIMIT
from ci_triage.logs.model import FailedTest
from ci_triage.logs.re2_patterns import Found, LazyRE2
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.prove.policy import (
    LINK_OR_MENTION,
    MARKER_NAME,
    SHA,
    allowed_link,
    default_link_hosts,
    found_spans,
    github_server_url,
)
from ci_triage.prove.verification import Verification
from ci_triage.report.handoff import Handoff
from ci_triage.report.markdown import baseline_heading, code, environment, fit_to_limit
from ci_triage.report.model_usage import usage_line
from ci_triage.report.next_step import LOW_CONFIDENCE

ATTRIBUTIONS = {  # the heading's second half: who the failure is attributed to, never the cause itself
    "this-change": "caused by this change",
    "base-branch": "also failing on the base branch",
    "flaky": "flaky",
    "infrastructure": "infrastructure",
    "unknown": "origin unclear: this change or the base branch",
}
MAX_FAILED_TESTS = 20
MAX_SOURCE_LOCATIONS = 10
"""Source locations the job summary lists (as many as the CLI's Markdown report)."""
MAX_FREE_TEXT = 2_000
"""Characters of a handoff, gap or note shown; the diagnosis's own fields are capped by its schema."""

_PUNCTUATION = LazyRE2(r"[\\`*_{}\[\]<>()#+\-.!|~=&]")


def prose(text: str) -> str:
    """Untrusted free text as Markdown that renders to the same words and nothing more: secret-shaped
    strings are masked (:func:`ci_triage.base.redact.redact_composed`: the text is composed of pieces
    masked when they were read, or the model's, which saw only such pieces); @names, URLs and e-mail
    addresses become code spans (no notification, no link); ASCII punctuation that Markdown reads is
    backslash-escaped (no emphasis, links, HTML, headings or fences). Line breaks stay."""
    text = redact_composed(text)
    parts = []
    position = 0
    for start, end in found_spans(LINK_OR_MENTION, text):
        parts.append(_PUNCTUATION.sub(_escaped, text[position:start]))
        parts.append(code(text[start:end]))
        position = end
    parts.append(_PUNCTUATION.sub(_escaped, text[position:]))
    return "".join(parts)


_MARKUP = LazyRE2(r"[\\`\[\]<>!]")


def _escaped(found: Found) -> str:
    """The punctuation character ``found`` with a backslash before it (a CommonMark escape)."""
    return "\\" + found.group()


def neutral_text(text: str) -> str:
    """Untrusted text made safe to paste anywhere Markdown is rendered (a step output a workflow
    posts on): secret-shaped strings masked (as :func:`prose` masks them), @names, URLs and e-mail
    addresses in code spans (no notification, no link), and the characters that start links, images
    or HTML tags (``[ ] < > !`` and backslash, backtick) backslash-escaped. Unlike
    :func:`prose`, the rest is left as written, so a test name stays readable. Line breaks become spaces."""
    text = " ".join(redact_composed(text).split())
    parts = []
    position = 0
    for start, end in found_spans(LINK_OR_MENTION, text):
        parts.append(_MARKUP.sub(_escaped, text[position:start]))
        parts.append(code(text[start:end]))
        position = end
    parts.append(_MARKUP.sub(_escaped, text[position:]))
    return "".join(parts)


def marker_comment(marker: str) -> str:
    """The hidden marker line: ``marker`` as given when it is a whole ``<!-- ci-triage:… -->``
    comment, else wrapped as one. Raises ValueError when its inner text is not ``ci-triage:`` followed
    by letters, digits and ``:._-``."""
    inner = marker.removeprefix("<!--").removesuffix("-->").strip()
    if not MARKER_NAME.match(inner):
        raise ValueError(f"marker must look like <!-- ci-triage:name -->, got {marker!r}")
    return f"<!-- {inner} -->"


class _Links:
    """Builds links to evidence: job log lines, files at the head SHA, commits (see the module docstring)."""

    def __init__(self, evidence: Evidence) -> None:
        self.evidence = evidence
        self.server = github_server_url()
        self.hosts = default_link_hosts(evidence)
        run, pull = evidence.run, evidence.pull_request
        self.head_sha = pull.head_sha if pull else run.head_sha if run else None
        head_repo = (pull.head_repository if pull else None) or (run.head_repository or run.repository if run else None)
        self.head_repo = head_repo or (pull.base_repository if pull else None)
        self.repo = run.repository if run else pull.base_repository if pull else None

    def citation(self, citation: Citation) -> str:
        """Markdown for where ``citation`` points: a link when the evidence gives a URL, else code."""
        if citation.kind == "log":
            return self._log(citation)
        if citation.kind in ("file", "diff", "workflow") and citation.path:
            return self.file(citation.path, citation.start_line, citation.end_line)
        if citation.kind == "commit" and citation.sha:
            return self.commit(citation.sha)
        if citation.kind == "url" and citation.url:
            return f"[link]({citation.url})" if self.allowed(citation.url) else code(citation.url)
        return code(f"{citation.path or ''}:{citation.start_line or ''}")

    def _log(self, citation: Citation) -> str:
        log = find_job_log(citation, self.evidence)
        lines = _line_label(citation.start_line, citation.end_line)
        name = log.job.name if log else citation.job or "job"
        label = f"{code(name)} log {lines}" if lines else f"{code(name)} log"
        if log is None or not log.job.html_url or not self.allowed(log.job.html_url):
            return label
        anchor = ""
        step = log.report.failing_step
        if (
            step is not None
            and step.number is not None
            and citation.start_line is not None
            and step.member == citation.member
            and step.start_line <= citation.start_line <= step.end_line
        ):
            # GitHub's job page numbers a step's lines from 1 at its "Run …" group line
            anchor = f"#step:{step.number}:{citation.start_line - step.start_line + 1}"
        return f"[{label}]({log.job.html_url}{anchor})"

    def file(self, path: str, start: int | None = None, end: int | None = None) -> str:
        """A link to ``path`` (lines ``start``–``end``) at the head SHA, or a code span without one."""
        label = code(f"{path}:{start}" if start else path)
        if not (self.head_repo and self.head_sha) or path.startswith("/") or ".." in path.split("/"):
            return label
        anchor = f"#L{start}" if start else ""
        if start and end and end > start:
            anchor += f"-L{end}"
        return f"[{label}]({self.server}/{self.head_repo}/blob/{self.head_sha}/{url_quote(path)}{anchor})"

    def commit(self, sha: str) -> str:
        """A link to commit ``sha`` (its URL from the evidence when known)."""
        if not SHA.match(sha):
            return code(sha)
        known = next((c for c in self.evidence.commits if c.sha.startswith(sha.lower())), None)
        if known and known.html_url and self.allowed(known.html_url):
            return f"[{code(sha[:12])}]({known.html_url})"
        return f"[{code(sha[:12])}]({self.server}/{self.repo}/commit/{sha})" if self.repo else code(sha)

    def allowed(self, url: str) -> bool:
        """Whether ``url`` is an absolute link the verifier accepts."""
        return "://" in url and allowed_link(url, self.hosts)


def _attribution(diagnosis: Diagnosis, evidence: Evidence) -> str:
    """The heading's second half (:data:`ATTRIBUTIONS`). An ``unknown`` attribution with no base-branch
    history but a passing log of the same job compared (``--baseline``, ``baseline-path``) says
    what the comparison found of the line the summary quotes instead (new since that log, also in
    it: :func:`~ci_triage.report.markdown.baseline_heading`): the base branch was never asked."""
    compared = evidence.baseline is not None and evidence.baseline.new_lines is not None
    if diagnosis.attribution == "unknown" and compared and not evidence.base_history:
        return baseline_heading(log.report for log in evidence.logs)
    return ATTRIBUTIONS[diagnosis.attribution]


def _source_locations(evidence: Evidence, diagnosis: Diagnosis) -> list[tuple[str, str, int | None, int, bool]]:
    """The failed jobs' source locations in the order of their logs: ``(job, file, line, log line,
    linked)``, at most :data:`MAX_SOURCE_LOCATIONS`; the job is named only when several logs were
    analysed. ``linked``: the file is known to be the repository's — a file the pull request
    changes, or one a claim of ``diagnosis`` cites (checked in the checkout or the diff by the
    verifier) —, so a link to it at the head SHA leads to it; a name the log gives alone
    (``CalcTest.java``) or a file of no checkout gets no link."""
    known = {changed.filename for changed in evidence.changed_files}
    known |= {claim.citation.path for claim in diagnosis.claims if claim.citation.kind in ("file", "diff")}
    several = len(evidence.logs) > 1
    found = [
        (log.job.name if several else "", location.file, location.line, location.log_line, location.file in known)
        for log in evidence.logs
        for location in log.report.locations
    ]
    return found[:MAX_SOURCE_LOCATIONS]


def _line_label(start: int | None, end: int | None) -> str:
    if start is None:
        return ""
    return f"lines {start}–{end}" if end and end > start else f"line {start}"


def render_diagnosis_comment(
    evidence: Evidence,
    diagnosis: Diagnosis,
    *,
    marker: str,
    verification: Verification | None = None,
    handoff: Handoff | None = None,
    notes: Iterable[str] = (),
    sections: Iterable[str] = (),
    author: str | None = None,
    model_failure: str | None = None,
    limit: int = COMMENT_LIMIT,
    usage: RunUsage | None = None,
    source_locations: bool = False,
) -> str:
    """The sticky PR comment (GitHub-flavoured Markdown) for ``diagnosis`` over ``evidence``.

    ``marker``: the hidden marker (see :func:`marker_comment`), the first line. ``verification``:
    when given, the comment says how many claims were checked and kept (pass the diagnosis
    :func:`ci_triage.prove.verify.apply` returned). ``handoff``: why a person must act (its reason,
    what is missing, the fix in a fenced block), shown first.
    ``notes``: short remarks shown as quotes. All free text is untrusted (see :func:`prose`).
    ``sections``: Markdown made by ci-triage's own renderers (the candidate fix), placed before the
    footer as given — the verifier still checks the whole comment. ``usage``: what the model stage
    cost (requests, input and output tokens), one line under the footer. ``source_locations``:
    list the failed jobs' source locations (at most :data:`MAX_SOURCE_LOCATIONS`, each linked to
    the file at the head SHA when the repository and SHA are known and the file is known to be the
    repository's: :func:`_source_locations`, :meth:`_Links.file`), as the job summary does.
    ``author``: who drafted it, ``deterministic`` (the built-in rules) or the model's name, said in
    the footer; ``model_failure``: why the model stage gave nothing, said in the footer too.
    At most ``limit`` characters (default GitHub's 65,536): claims are left out from the last one,
    with a note that says where the whole diagnosis is (the job summary and the ``report-path``
    file), and failing that the comment keeps only the headline, root cause and fix.
    """
    links = _Links(evidence)
    tests: dict[str, FailedTest] = {}  # each name once, as first listed, with its kind's mark
    for log in evidence.logs:
        for test in log.report.failed_tests:
            tests.setdefault(test.name, test)
    not_kept = sum(log.report.failed_test_count - len(log.report.failed_tests) for log in evidence.logs)
    context = {
        "marker": marker_comment(marker),
        "diagnosis": diagnosis,
        "attribution": _attribution(diagnosis, evidence),
        "guess": diagnosis.confidence < LOW_CONFIDENCE,
        "verification": verification,
        "handoff": handoff,
        "notes": [note[:MAX_FREE_TEXT] for note in notes],
        "sections": list(sections),
        "gaps": evidence.gaps,
        "workflow_step": evidence.workflow_step,
        "tests": list(tests.values())[:MAX_FAILED_TESTS],
        "more_tests": max(0, len(tests) - MAX_FAILED_TESTS) + not_kept,
        "tests_complete": all(log.report.failed_tests_complete for log in evidence.logs),
        "locations": _source_locations(evidence, diagnosis) if source_locations else [],
        "links": links,
        "prose": prose,
        "redact": redact,
        "cut": lambda text: text[:MAX_FREE_TEXT],
        "run_url": evidence.run.html_url if evidence.run and links.allowed(evidence.run.html_url or "") else None,
        "version": __version__,
        "usage": usage_line(usage) if usage is not None else None,
        "author": None if author is None else "rules" if author == "deterministic" else author,
        "model_failure": model_failure[:MAX_FREE_TEXT] if model_failure else None,
    }
    template = environment().get_template("diagnosis.md.j2")

    def render(shown: int, compact: bool = False) -> str:
        text = template.render(
            context, claims=diagnosis.claims[:shown], trimmed=len(diagnosis.claims) - shown, compact=compact
        )
        return text.strip() + "\n"

    text = fit_to_limit(render, len(diagnosis.claims), limit)
    return text if len(text) <= limit else render(0, compact=True)
