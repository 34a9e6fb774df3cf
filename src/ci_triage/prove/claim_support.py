"""What a drafted diagnosis may claim beyond its quotes: the verifier's support checks.

A quote that exists is not yet a claim that holds. These checks look at what the drafter (a model,
steered perhaps by text planted in a log or a PR) concludes from its quotes:

* ``advice`` — advice the loop never verified is refused, whatever the quotes: that the change is
  safe to merge, that a re-run will pass, that it is already fixed, that all checks passed, a shell
  pipeline fetching code into an interpreter (``curl … | sh``), closing the pull request. Looked for
  in the drafter's own text (root cause, suggested fix, claim statements), with RE2 (linear time).
* ``category`` — the category must agree with the rules' classification (the analyser's, from the
  skill signals of the failing jobs) when that classification is confident (≥
  :data:`CONFIDENT_RULES`); otherwise a category the rules did not reach needs a kept log claim whose
  cited lines hold a skill signal of that category. ``unknown`` needs no support.
* ``suspected-files`` — a suspected file must be a changed file of the pull request or a file of the
  checkout (a relative path staying inside it); others are removed, like unknown commits.

Decision documented in ``docs/verification.md``: a draft that disagrees with confident rules is
rejected (not shown as a dissent), so a planted instruction cannot replace a correct diagnosis.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path, PurePosixPath

import re2

from ci_triage.evidence.model import Evidence
from ci_triage.logs.classify import CONFIDENT
from ci_triage.propose.diagnosis import Claim, Diagnosis

CONFIDENT_RULES = CONFIDENT
"""Rules' confidence (0..1) from which a draft's different category is rejected: the classifier's
own threshold of a confident verdict, which it reaches only with one failing step and no close rival
(:mod:`ci_triage.logs.classify`); on the corpus's labelled tuning logs none of those was wrong."""

_ADVICE: tuple[tuple[str, str], ...] = (
    (
        "merge safety",
        r"\b(?:safe|ok|okay|fine|good)\s+to\s+merge\b|\b(?:can|should)\s+(?:safely\s+)?be\s+merged\b"
        r"|\bmerge\s+(?:it|this|the\s+pr|the\s+pull\s+request)\b|\bapprove\s+(?:it|this|the\s+pr)\b",
    ),
    (
        "a re-run will pass",
        r"\bre-?(?:run|try)\b[^.;\n]{0,80}?\b(?:will|should|would)\s+(?:then\s+)?(?:pass|succeed|be\s+green|go\s+green)\b"
        r"|\b(?:will|should)\s+pass\s+(?:on|after|when)\s+(?:a\s+)?re-?(?:run|try)\b|\bjust\s+re-?(?:run|try)\b",
    ),
    (
        "already fixed",
        r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?(?:fixed|resolved|pushed\s+a\s+fix|committed\s+a\s+fix)\b"
        r"|\balready\s+(?:been\s+)?(?:fixed|resolved)\b|\bhas\s+been\s+fixed\b",
    ),
    (
        "all checks passed",
        r"\ball\s+(?:the\s+)?(?:checks|tests|jobs)\s+(?:have\s+)?(?:passed|pass|are\s+(?:passing|green))\b"
        r"|\beverything\s+(?:passed|is\s+green)\b",
    ),
    (
        "a shell pipeline",
        r"\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|]{0,200}\|\s*(?:sudo\s+)?(?:sh|bash|zsh|dash|python3?|perl|ruby|node|iex|pwsh|powershell)\b"
        r"|\b(?:bash|sh|zsh)\s+<\(\s*(?:curl|wget)\b|\beval\s+\"?\$\(\s*(?:curl|wget)\b",
    ),
    ("closing the pull request", r"\bclose\s+(?:this|the)\s+(?:pr|pull\s+request|issue)\b|\bclose\s+#\d+\b"),
)
_ADVICE_PATTERNS = tuple((name, re2.compile(f"(?i)(?:{pattern})")) for name, pattern in _ADVICE)


def unverified_advice(diagnosis: Diagnosis) -> list[str]:
    """The kinds of unverified advice in the drafter's text (empty when there is none)."""
    texts = [diagnosis.root_cause, diagnosis.suggested_fix or "", *(claim.statement for claim in diagnosis.claims)]
    text = "\n".join(" ".join(part.split()) for part in texts)
    return [name for name, pattern in _ADVICE_PATTERNS if pattern.search(text)]


def rules_categories(evidence: Evidence) -> list[tuple[str, str, float]]:
    """``(job, category, confidence)`` of the rules' classification of every failing job's log."""
    return [
        (log.job.name, log.report.classification.category, log.report.classification.confidence)
        for log in evidence.logs
        if log.report.failure_found
    ]


def category_problem(diagnosis: Diagnosis, kept: Iterable[Claim], evidence: Evidence) -> str:
    """Why the draft's category is not supported (see the module docstring), or ``""``."""
    category = diagnosis.category
    if category == "unknown":
        return ""
    rules = rules_categories(evidence)
    if any(found == category for _, found, _ in rules):
        return ""
    confident = [(job, found, confidence) for job, found, confidence in rules if confidence >= CONFIDENT_RULES]
    if confident:
        job, found, confidence = max(confident, key=lambda item: item[2])
        return f"the rules found {found} ({confidence:.2f}) in job {job!r}; the draft's {category} is rejected"
    if _signal_cited(category, kept, evidence):
        return ""
    return f"no cited log line holds a signal of {category}"


def _signal_cited(category: str, kept: Iterable[Claim], evidence: Evidence) -> bool:
    for claim in kept:
        citation = claim.citation
        if citation.kind != "log" or citation.start_line is None:
            continue
        end = citation.end_line or citation.start_line
        for log in evidence.logs:
            if citation.job not in (None, log.job.name) or citation.job_id not in (None, log.job.id):
                continue
            if any(
                hit.category == category and citation.start_line <= hit.line <= end
                for hit in log.report.classification.signals
            ):
                return True
    return False


def unknown_files(diagnosis: Diagnosis, evidence: Evidence, repository: Path | None) -> list[str]:
    """Suspected files that are neither a changed file of the pull request nor a file of the checkout."""
    changed = {changed.filename for changed in evidence.changed_files}
    return [path for path in diagnosis.suspected_files if path not in changed and not _in_checkout(path, repository)]


def _in_checkout(path: str, repository: Path | None) -> bool:
    posix = PurePosixPath(path)
    if repository is None or not path or posix.is_absolute() or ".." in posix.parts or ".git" in posix.parts:
        return False
    root = repository.resolve()
    try:
        target = (root / path).resolve()
    except (OSError, RuntimeError):
        return False
    return root in target.parents and target.is_file()
