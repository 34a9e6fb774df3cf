"""The independent verifier: checks a drafted diagnosis and its Markdown comment against the evidence,
with no model involved, before anything is posted.

Two scopes of checks (:attr:`Check.scope`):

* ``claim`` checks look at one claim at a time. A claim that fails any of them is DROPPED — never
  repaired — and the rest of the draft can still be posted (:func:`apply` removes it):
  - ``quotes``: a log citation's ``quote`` appears verbatim in the cited lines of the cited job's log,
    compared with the lines as the analyser shows them: cleaned by :func:`ci_triage.logs.clean.clean_read_line`
    (timestamps, ANSI codes, workflow-command markers gone) and masked by :func:`ci_triage.base.redact.redact`;
    the quote may be part of one line or span several lines of the range (joined by ``\\n``);
  - ``lines``: the cited line range exists: in the job's log (1-based lines of the file as downloaded,
    split on ``\\n``; the named ``member`` of a run-logs zip), in the repository checkout (a relative path
    that stays inside the checkout after following symlinks, and ``end_line`` ≤ the file's line count),
    or on the new side of the PR diff (``ChangedFile.patch`` parsed with unidiff; a ``diff`` citation
    must be there, a ``file`` citation may be in either), or in the workflow file as the run used it
    (a ``workflow`` citation, :attr:`Evidence.workflow_copy`); a file or workflow quote must match
    those lines too (as they are, or redacted); a JUnit citation must match the path and line of a JUnit evidence item;
  - ``commit-shas``: a commit citation names a SHA (7–40 hex digits, a prefix of a full one) of the
    evidence: the run's head, the PR's head and base, the compared commits, the base-branch runs;
  - ``evidence-ids``: every id the claim cites is an item of the evidence;
  - ``cited-urls``: a URL citation is an http(s) URL on an allowed host.
  ``suspected-commits`` that are not in the evidence are removed the same way, and so are
  ``suspected-files`` that are neither changed by the PR nor files of the checkout.

* ``draft`` checks look at the whole Markdown and fail the verification (:attr:`Verification.passed`
  False): ``secrets`` (:func:`ci_triage.base.redact.find_secrets`), ``masked-values`` (values masked in the
  log or secret values from the environment, given by the caller), ``mentions`` (an ``@name`` outside
  code spans and blocks), ``links`` (links, images and bare URLs to hosts outside the allow-list, or
  schemes other than http(s)), ``html`` (raw HTML other than the hidden ``<!-- ci-triage:… -->`` marker
  and ``<details>``/``<summary>``), ``fences`` (every code fence closed, ``<details>`` balanced),
  ``size`` (≤ 65,536 characters, GitHub's comment limit), ``markdown-commits`` (a commit SHA the text
  names outside code — "commit abc1234" — or a ``/commit/``, ``/blob/``, ``/tree/`` link, is in the
  evidence; one that only a dropped claim or a removed suspect brings passes, since re-rendering after
  :func:`apply` removes it), ``root-cause-claim``, ``advice`` (no advice the loop did not verify:
  merge safety, "a re-run will pass", "already fixed", "all checks passed", ``curl … | sh``,
  closing the PR) and ``category`` (agreement with confident rules, or a cited signal line); the
  last two are in :mod:`ci_triage.prove.claim_support`.

``root-cause-claim`` is what sends the loop back: by convention the first claim is the one the root
cause rests on (the drafting prompt must ask for it first), so the draft is no longer valid when
that claim is dropped, when every claim is dropped, or when the diagnosis cites nothing.
:attr:`Verification.retry_advised` is True when collecting more evidence could help — the only
failed draft checks are ``root-cause-claim`` and ``markdown-commits`` (a SHA the evidence does not
hold yet) — and False when the draft itself is unsafe (a secret, a mention, a foreign link, raw
HTML, a broken fence, its size): another evidence pass cannot fix those; the renderer must.

After :func:`apply`, the loop re-renders the comment from the pruned diagnosis and verifies again.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token
from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from ci_triage.base.errors import InputError
from ci_triage.base.redact import find_secrets, redact, redact_lines
from ci_triage.evidence.checkout_lines import checkout_lines, relative_path
from ci_triage.evidence.model import Citation, Evidence, find_job_log
from ci_triage.github.comment_limit import COMMENT_LIMIT
from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.long_line import read_line
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import open_log_source
from ci_triage.logs.stamps import HEAD_BYTES, detect_stamp
from ci_triage.propose.diagnosis import Claim, Diagnosis
from ci_triage.prove.claim_support import category_problem, unknown_files, unverified_advice
from ci_triage.prove.policy import BARE_LINK, MENTION, SHA, allowed_link, default_link_hosts, found_spans
from ci_triage.prove.verification import Check, CheckName, ClaimOutcome, Verification, VerificationSummary

_COMMIT_IN_TEXT = LazyRE2(r"(?i)(?:^|[^\w])commits?[\s:#`'\"*(][\s:#`'\"*_(]*([0-9a-f]{7,40})(?:$|[^\w])")
"""``commit <sha>`` as a whole word: found (:func:`~ci_triage.prove.policy.found_spans`) is the SHA;
the characters before ``commit`` and after the SHA are not word characters, nor the first after
``commit`` (else the SHA would touch it)."""
_COMMIT_IN_URL = LazyRE2(r"(?i)/(?:commit|commits|blob|tree)/([0-9a-f]{7,40})(?:$|[^\w])")
_TAG = LazyRE2(r"(?s)<!--.*?-->|<[^>]*>")
_ALLOWED_TAG = LazyRE2(r"(?i)(?:<!-- ci-triage:[-A-Za-z0-9:._]+ -->|</?(?:details|summary)(?:\s+open)?\s*>)\Z")
_DETAILS_OPENED = LazyRE2(r"(?i)(<details)(?:$|[^\w])")
_DETAILS_CLOSED = LazyRE2(r"(?i)</details\s*>")
_EVIDENCE_FAILURES = {"root-cause-claim", "markdown-commits"}


def evidence_shas(evidence: Evidence) -> set[str]:
    """Every full commit SHA the evidence holds (lower case)."""
    shas = {commit.sha for commit in evidence.commits}
    if evidence.run:
        shas.add(evidence.run.head_sha)
    if evidence.pull_request:
        shas.add(evidence.pull_request.head_sha)
        if evidence.pull_request.base_sha:
            shas.add(evidence.pull_request.base_sha)
    shas.update(run.head_sha for run in evidence.base_history)
    return {sha.lower() for sha in shas}


def known_sha(token: str, shas: set[str]) -> bool:
    """Whether ``token`` (7–40 hex digits) is one of ``shas`` or a prefix of one."""
    token = token.lower()
    return bool(SHA.match(token)) and any(sha.startswith(token) for sha in shas)


def verify(
    diagnosis: Diagnosis,
    markdown: str,
    evidence: Evidence,
    repository: Path | None,
    *,
    masked_values: Iterable[str] = (),
    allowed_link_hosts: Iterable[str] | None = None,
) -> Verification:
    """Check ``diagnosis`` (its claims) and ``markdown`` (the comment rendered from it) against
    ``evidence`` and the checkout at ``repository`` (None: no checkout; file citations must then be
    on the PR diff's new side).

    ``masked_values``: strings that must not appear in the comment (values GitHub masked in the log,
    secret values from the environment); blank ones are ignored. ``allowed_link_hosts``: host names
    links may point to; None means :func:`default_link_hosts`. Never raises for bad claims or
    unreadable logs: they become dropped claims with a reason. See the module docstring for every
    check and what sends the loop back.
    """
    hosts = frozenset(
        h.lower() for h in (default_link_hosts(evidence) if allowed_link_hosts is None else allowed_link_hosts)
    )
    shas = evidence_shas(evidence)
    failures = [_claim_failures(claim, evidence, repository, hosts, shas) for claim in diagnosis.claims]
    outcomes = [
        ClaimOutcome(index=index, kept=not failed, reasons=[reason for _, reason in failed])
        for index, failed in enumerate(failures)
    ]
    checks = []
    for name in ("quotes", "lines", "commit-shas", "evidence-ids", "cited-urls"):
        failed = [f"claim {i + 1}: {reason}" for i, found in enumerate(failures) for n, reason in found if n == name]
        checks.append(Check(name=name, scope="claim", passed=not failed, detail="; ".join(failed)))
    unknown = [sha for sha in diagnosis.suspected_commits if not known_sha(sha, shas)]
    checks.append(
        Check(
            name="suspected-commits",
            scope="claim",
            passed=not unknown,
            detail=f"not in the evidence: {', '.join(unknown)}" if unknown else "",
        )
    )
    files = unknown_files(diagnosis, evidence, repository)
    checks.append(
        Check(
            name="suspected-files",
            scope="claim",
            passed=not files,
            detail=f"neither changed by the PR nor in the checkout: {', '.join(files)}" if files else "",
        )
    )
    checks.append(_root_cause_check(outcomes))
    advice = unverified_advice(diagnosis)
    detail = f"unverified advice: {', '.join(advice)}" if advice else ""
    checks.append(Check(name="advice", scope="draft", passed=not advice, detail=detail))
    kept = [claim for claim, outcome in zip(diagnosis.claims, outcomes, strict=True) if outcome.kept]
    problem = category_problem(diagnosis, kept, evidence)
    checks.append(Check(name="category", scope="draft", passed=not problem, detail=problem))
    dropped_shas = [c.citation.sha or "" for c, o in zip(diagnosis.claims, outcomes, strict=True) if not o.kept]
    removed = {sha.lower() for sha in [*dropped_shas, *unknown] if SHA.match(sha)}
    checks += _draft_checks(markdown, shas, removed, hosts, masked_values)
    failed_draft = {check.name for check in checks if check.scope == "draft" and not check.passed}
    return Verification(
        checks=checks,
        claims=outcomes,
        unknown_commits=unknown,
        unknown_files=files,
        passed=not failed_draft,
        retry_advised=bool(failed_draft) and failed_draft <= _EVIDENCE_FAILURES,
    )


def apply(verification: Verification, diagnosis: Diagnosis) -> Diagnosis:
    """``diagnosis`` without the claims ``verification`` dropped and the suspected commits it did not
    find; confidence is scaled by the share of claims kept (kept / all), so it is never raised."""
    dropped = {outcome.index for outcome in verification.dropped}
    claims = [claim for index, claim in enumerate(diagnosis.claims) if index not in dropped]
    unknown = set(verification.unknown_commits)
    share = len(claims) / len(diagnosis.claims) if diagnosis.claims else 1.0
    return diagnosis.model_copy(
        update={
            "claims": claims,
            "suspected_commits": [sha for sha in diagnosis.suspected_commits if sha not in unknown],
            "suspected_files": [path for path in diagnosis.suspected_files if path not in verification.unknown_files],
            "confidence": diagnosis.confidence * share,
        }
    )


def summarise(verification: Verification) -> VerificationSummary:
    """The loop state's summary of ``verification`` (the full result goes to the trace)."""
    return VerificationSummary(
        passed=verification.passed,
        retry_advised=verification.retry_advised,
        failed_checks=[check.name for check in verification.checks if not check.passed],
        dropped_claims=len(verification.dropped),
    )


def _root_cause_check(outcomes: list[ClaimOutcome]) -> Check:
    if not outcomes:
        detail = "the diagnosis cites no evidence"
    elif not outcomes[0].kept:
        detail = "the first claim, the root cause's proof, was dropped"
    else:
        detail = ""
    return Check(name="root-cause-claim", scope="draft", passed=not detail, detail=detail)


# --- claims -------------------------------------------------------------------------------------


def _claim_failures(
    claim: Claim, evidence: Evidence, repository: Path | None, hosts: frozenset[str], shas: set[str]
) -> list[tuple[str, str]]:
    """(check name, reason) for every check ``claim`` fails; empty when it is kept."""
    failures = [
        ("evidence-ids", f"cites unknown evidence id {item_id}")
        for item_id in claim.evidence
        if not evidence.item(item_id)
    ]
    citation = claim.citation
    if claim.quote is not None and not claim.quote.strip():
        failures.append(("quotes", "the quote is empty"))
        return failures
    if citation.kind == "log":
        failures += _log_failures(claim, evidence)
    elif citation.kind in ("file", "diff"):
        failures += _file_failures(claim, evidence, repository)
    elif citation.kind == "workflow":
        failures += _workflow_failures(claim, evidence)
    elif citation.kind == "commit":
        if not citation.sha or not known_sha(citation.sha, shas):
            failures.append(("commit-shas", f"commit {citation.sha or '(none)'} is not in the evidence"))
    elif citation.kind == "url":
        if not citation.url or "://" not in citation.url or not allowed_link(citation.url, hosts):
            failures.append(("cited-urls", f"URL {citation.url or '(none)'} is not on an allowed host"))
    elif not any(
        item.citation.kind == "junit"
        and item.citation.path == citation.path
        and citation.start_line in (None, item.citation.start_line)
        for item in evidence.items
    ):
        failures.append(("lines", f"no JUnit evidence at {citation.path}:{citation.start_line}"))
    return failures


def _line_range(citation: Citation) -> tuple[int, int] | None:
    if citation.start_line is None:
        return None
    end = citation.end_line if citation.end_line is not None else citation.start_line
    return (citation.start_line, end) if end >= citation.start_line else None


def _log_failures(claim: Claim, evidence: Evidence) -> list[tuple[str, str]]:
    citation = claim.citation
    log = find_job_log(citation, evidence)
    if log is None:
        return [("lines", f"no log of job {citation.job_id or citation.job or '(unnamed)'} in the evidence")]
    span = _line_range(citation)
    if span is None:
        return [("lines", "the log citation has no valid line range")]
    try:
        lines = cited_log_lines(log.path, citation.member, *span)
    except InputError as error:
        return [("lines", str(error))]
    if len(lines) < span[1] - span[0] + 1:
        return [("lines", f"lines {span[0]}–{span[1]} run past the end of the log of {log.job.name!r}")]
    if claim.quote is not None and claim.quote not in "\n".join(lines):
        return [("quotes", f"the quote is not in lines {span[0]}–{span[1]} of the log of {log.job.name!r}")]
    return []


def _workflow_failures(claim: Claim, evidence: Evidence) -> list[tuple[str, str]]:
    """A ``workflow`` citation is checked like a log line: the cited lines of the workflow file as
    the run used it (``evidence.workflow_copy``) must exist and hold the quote."""
    citation = claim.citation
    step = evidence.workflow_step
    if step is None or evidence.workflow_copy is None or citation.path != step.path:
        return [("lines", f"no workflow file {citation.path or '(none)'} in the evidence")]
    span = _line_range(citation)
    if span is None:
        return [("lines", f"{citation.path}: no valid line range")]
    try:
        lines = evidence.workflow_copy.read_text(encoding="utf-8", errors="replace").split("\n")
    except OSError as error:
        return [("lines", f"{citation.path}: cannot be re-read ({error.strerror or error})")]
    if span[1] > len(lines):
        return [("lines", f"{citation.path} has {len(lines)} lines, line {span[1]} cited")]
    if not _quote_matches(claim.quote, lines[span[0] - 1 : span[1]]):
        return [("quotes", f"the quote is not at {citation.path}:{span[0]}")]
    return []


def cited_log_lines(path: Path, member: str | None, start: int, end: int) -> list[str]:
    """Lines ``start``..``end`` (1-based, inclusive; fewer at the end of the file) of the log at
    ``path`` (plain, gzip, or a run-logs zip whose ``member`` is named; see ``LogSource.member``) as
    the analyser shows them: read as its second pass reads them (:func:`~ci_triage.logs.long_line.read_line`:
    a line longer than 64 KiB by its parts), cleaned (:func:`~ci_triage.logs.clean.clean_read_line`), then redacted
    (:func:`~ci_triage.base.redact.redact`).
    Raises :class:`InputError` for an unreadable log, or a zip member that is missing or not named."""
    with open_log_source(str(path)) as source:
        chosen = source.member(member)
        if chosen is None:
            raise InputError(f"{path.name}: no member {member!r} to read the cited lines from")
        stamp = detect_stamp(chosen.file.read(HEAD_BYTES))
        chosen.file.seek(0)
        context = max(1, start - 1)  # the line before: a secret wrapped onto ``start`` is masked too
        for _ in range(context - 1):  # the lines before, read and dropped one at a time
            read_line(chosen.file)
        raw = [read_line(chosen.file) for _ in range(end - context + 1)]
        texts = redact_lines([clean_read_line(line, stamp).text for line in raw if line is not None])
        return texts[start - context :]


def _file_failures(claim: Claim, evidence: Evidence, repository: Path | None) -> list[tuple[str, str]]:
    citation = claim.citation
    path = citation.path or ""
    if not relative_path(path):
        return [("lines", f"path {path!r} is not a relative path inside the repository")]
    span = _line_range(citation)
    if span is None:
        return [("lines", f"{path}: no valid line range")]
    reasons = []
    if citation.kind == "file":
        found, reason = checkout_lines(repository, path, span)
        if found is not None:
            return [] if _quote_matches(claim.quote, found) else [("quotes", f"the quote is not at {path}:{span[0]}")]
        reasons.append(reason)
    found, reason = _diff_lines(evidence, path, span)
    if found is not None:
        return (
            []
            if _quote_matches(claim.quote, found)
            else [("quotes", f"the quote is not at {path}:{span[0]} of the PR diff")]
        )
    reasons.append(reason)
    return [("lines", "; ".join(reasons))]


def _quote_matches(quote: str | None, lines: list[str]) -> bool:
    if quote is None:
        return True
    text = "\n".join(lines)
    return quote in text or quote in redact(text)


def _diff_lines(evidence: Evidence, path: str, span: tuple[int, int]) -> tuple[list[str] | None, str]:
    diff = next((f.patch for f in evidence.changed_files if f.filename == path and f.patch), None)
    if diff is None:
        return None, f"{path} is not in the PR diff"
    try:
        patch = PatchSet(f"--- a/{path}\n+++ b/{path}\n{diff.rstrip(chr(10))}\n")
    except UnidiffParseError:
        return None, f"the PR diff of {path} cannot be parsed"
    new_side = {
        line.target_line_no: line.value.rstrip("\n")
        for patched in patch
        for hunk in patched
        for line in hunk
        if line.target_line_no is not None
    }
    numbers = range(span[0], span[1] + 1)
    if any(number not in new_side for number in numbers):
        return None, f"lines {span[0]}–{span[1]} of {path} are not on the new side of the PR diff"
    return [new_side[number] for number in numbers], ""


# --- the whole draft ----------------------------------------------------------------------------

_PARSER = MarkdownIt("commonmark").enable(["table", "strikethrough"])


def _draft_checks(
    markdown: str, shas: set[str], removed: set[str], hosts: frozenset[str], masked_values: Iterable[str]
) -> list[Check]:
    tokens = _PARSER.parse(markdown)
    texts = list(_plain_texts(tokens))
    links = list(_link_targets(tokens)) + [text[a:b] for text in texts for a, b in found_spans(BARE_LINK, text)]
    html = [token.content for token in _walk(tokens) if token.type in ("html_block", "html_inline")]
    shown = [*texts, *(t.content for t in _walk(tokens) if t.type in ("code_inline", "fence", "code_block"))]
    # the comment's source as a reader of the raw text sees it: no backslash escapes, and code-span
    # backticks as spaces (a secret has none; "key=`@x`." must not read as an assignment of "`@x`.")
    source = _BACKSLASH_ESCAPE.sub(lambda escape: escape.group(1), markdown).replace("`", " ")
    # judged line by line, in the source as a reader of the raw comment sees it and in what is rendered
    seen = [line for piece in (source, *shown) for line in piece.split("\n")]
    secrets = sorted({kind for line in seen for kind in _secret_kinds(line)})
    masked = [value for value in masked_values if value.strip() and any(value in t for t in (markdown, source, *shown))]
    mentions = sorted({text[a:b] for text in texts for a, b in found_spans(MENTION, text)})
    foreign = sorted({url for url in links if not allowed_link(url, hosts)})
    bad_html = sorted({tag for block in html for tag in _TAG.findall(block) if not _ALLOWED_TAG.match(tag)})
    bad_html += sorted({"unclosed <" for block in html if "<" in _TAG.sub("", block) or ">" in _TAG.sub("", block)})
    fences = _fence_problems(tokens, markdown, html)
    named = {text[a:b].lower() for text in texts for a, b in found_spans(_COMMIT_IN_TEXT, text)}
    named |= {url[a:b].lower() for url in links for a, b in found_spans(_COMMIT_IN_URL, url)}
    unknown = sorted(
        sha
        for sha in named
        if not known_sha(sha, shas) and not any(r.startswith(sha) or sha.startswith(r) for r in removed)
    )
    only_dropped = sorted(sha for sha in named if not known_sha(sha, shas) and sha not in unknown)

    def draft(name: CheckName, problems: list[str], label: str) -> Check:
        return Check(
            name=name, scope="draft", passed=not problems, detail=f"{label}: {', '.join(problems)}" if problems else ""
        )

    return [
        draft("markdown-commits", unknown, "commits not in the evidence")
        if unknown or not only_dropped
        else Check(
            name="markdown-commits",
            scope="draft",
            passed=True,
            detail=f"only in dropped claims (re-render after apply): {', '.join(only_dropped)}",
        ),
        draft("secrets", secrets, "secret-shaped strings"),
        draft("masked-values", [f"{len(masked)} value(s)"] if masked else [], "masked values appear"),
        draft("mentions", mentions, "@mentions outside code"),
        draft("links", foreign, "links outside the allowed hosts"),
        draft("html", bad_html, "raw HTML"),
        draft("fences", fences, "broken structure"),
        draft(
            "size",
            [f"{len(markdown):,} characters"] if len(markdown) > COMMENT_LIMIT else [],
            f"over {COMMENT_LIMIT:,}",
        ),
    ]


_BACKSLASH_ESCAPE = LazyRE2(r"\\([!-/:-@\[-`{-~])")
"""A CommonMark backslash escape of ASCII punctuation (spec section "Backslash escapes")."""
_URL = LazyRE2(r"(?i)(?:^|[^\w])([a-z][-a-z0-9+.]*://[^\s<>()\[\]`]+)")
"""A URL with any scheme after a non-word character; found (:func:`~ci_triage.prove.policy.found_spans`):
the group."""
_URL_SEPARATORS = str.maketrans(dict.fromkeys("/?&=#", " "))


def _secret_kinds(text: str) -> set[str]:
    """:func:`find_secrets` of ``text`` (composed: the comment's own words are no learned password,
    :func:`~ci_triage.base.redact.redact_composed`), except that the path of a URL is judged for high
    entropy one segment at a time: ``Org/App/blob/<40-hex SHA>`` mixes cases and digits like a token,
    yet every segment of it is plain (a token that is a whole segment is still found)."""
    kinds = {kind for kind in find_secrets(text, composed=True) if kind != "high-entropy"}
    return kinds | set(find_secrets(_split_urls(text), composed=True))


def _split_urls(text: str) -> str:
    """``text`` with ``/?&=#`` of every URL made spaces."""
    parts, position = [], 0
    for start, end in found_spans(_URL, text):
        parts += [text[position:start], text[start:end].translate(_URL_SEPARATORS)]
        position = end
    return "".join([*parts, text[position:]])


def _walk(tokens: list[Token]) -> Iterator[Token]:
    for token in tokens:
        yield token
        if token.children:
            yield from _walk(token.children)


def _plain_texts(tokens: list[Token]) -> Iterator[str]:
    """Runs of rendered text outside code (text nodes joined across soft and hard breaks), and the
    text inside HTML blocks between tags; image alt text included."""
    for token in tokens:
        if token.type in ("html_block", "html_inline"):
            yield _TAG.sub(" ", token.content)
        if not token.children:
            continue
        run: list[str] = []
        for child in _walk(token.children):
            if child.type == "text":
                run.append(child.content)
            elif child.type in ("softbreak", "hardbreak"):
                run.append("\n")
            elif child.type == "html_inline":
                yield "".join(run)
                yield _TAG.sub(" ", child.content)
                run = []
            elif child.type != "image":
                yield "".join(run)
                run = []
        yield "".join(run)


def _link_targets(tokens: list[Token]) -> Iterator[str]:
    for token in _walk(tokens):
        if token.type == "link_open":
            yield str(token.attrs.get("href", ""))
        elif token.type == "image":
            yield str(token.attrs.get("src", ""))


def _fence_problems(tokens: list[Token], markdown: str, html: list[str]) -> list[str]:
    lines = markdown.split("\n")
    problems = []
    for token in tokens:
        if token.type != "fence" or token.map is None:
            continue
        start, end = token.map
        closing = lines[end - 1].lstrip(" \t>").rstrip() if end - 1 > start else ""  # in a quote too
        char = token.markup[:1]
        if not (closing.startswith(token.markup) and not closing.strip(char)):
            problems.append(f"code fence opened on line {start + 1} is never closed")
    opened = sum(len(list(found_spans(_DETAILS_OPENED, block))) for block in html)
    closed = sum(len(_DETAILS_CLOSED.findall(block)) for block in html)
    if opened != closed:
        problems.append(f"{opened} <details> opened, {closed} closed")
    return problems
