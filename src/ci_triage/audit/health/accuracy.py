"""Bot accuracy: how ci-triage's own sticky PR comments were received, per category.

A comment counts as **accepted** when it got a 👍, or the PR's next push touched a file it cited,
and it got no 👎 or 😕; **rejected** when it got a 👎 or 😕 (and no 👍). Acceptance is accepted /
comments of the category; comments with neither signal count in the denominator only, so the
rate is a lower bound. Replies are shown, not scored: a reply can thank or object.
"""

from __future__ import annotations

from collections import defaultdict

from ci_triage.audit.health.collection import BotComment
from ci_triage.audit.health.report import Accuracy, CategoryAccuracy
from ci_triage.github.client import same_login
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.taxonomy import CATEGORIES

COMMENT_MARKER = "<!-- ci-triage:"
"""Every comment ci-triage posts holds this hidden marker (``<!-- ci-triage:report -->`` today)."""
HANDOFF = "handoff"
"""Category of a comment that handed off to a person (``<!-- ci-triage:handoff -->``)."""
_HEADING = LazyRE2(r"(?m)^#{1,6}\s.*?CI triage:\s*(?P<rest>.+)$")
_CATEGORY_MARKER = LazyRE2(r"<!-- ci-triage:category (?P<category>[^\n>]+?) -->")
"""The category of a report whose heading names what its line proves instead (``killed (SIGKILL,
exit 137), possibly out of memory or a runner limit``: an out-of-memory verdict)."""
_LOCATION_SECTION = LazyRE2(r"(?m)^#{1,6} Source locations\n(?P<body>(?:- .*\n?)+)")
_SUSPECTED_FILES = LazyRE2(r"(?m)^\*\*Suspected files:\*\*(?P<body>.*)$")
_CODE_SPAN = LazyRE2(r"`+\s?(?P<text>[^`]+?)\s?`+")
_LINK_TEXT = LazyRE2(r"\[(?P<text>[^\]]+)\]\(")
_LINE_NUMBERS = LazyRE2(r"(?::\d+)+$")
"""``:line`` or ``:line:column`` ending a cited path (one line, no ``\\n``)."""


def is_ours(body: str | None, author: str | None, identity: str) -> bool:
    """Whether a comment is one of ci-triage's: it holds :data:`COMMENT_MARKER` and ``identity`` wrote it."""
    return bool(body) and COMMENT_MARKER in body and same_login(author, identity)


def parse_comment(body: str) -> tuple[str | None, list[str]]:
    """The category a ci-triage comment stated and the source files it cited.

    Both comment shapes are read: the analyser's report (heading ``CI triage: <category> (confidence
    …)``, files in "Source locations" as ``path:line``) and the verified diagnosis (heading ``CI
    triage: <category> — <attribution>``, files in "Suspected files"). The category is the one a
    hidden ``<!-- ci-triage:category <category> -->`` names (a report whose heading names a finding in
    the category's place), else the longest
    known one (:data:`ci_triage.logs.taxonomy.CATEGORIES`) the heading starts with; a hand-off comment is
    :data:`HANDOFF`. ``(None, [])`` for anything else (e.g. "no failure found").
    """
    category = None
    heading = _HEADING.search(body)
    marker = _CATEGORY_MARKER.search(body)
    if marker and marker.group("category") in CATEGORIES:
        category = marker.group("category")
    elif heading:
        rest = heading.group("rest").strip().lower()
        known = [name for name in CATEGORIES if rest.startswith(name)]
        category = max(known, key=len) if known else None
    elif "<!-- ci-triage:handoff" in body:
        category = HANDOFF
    texts: list[str] = []
    section = _LOCATION_SECTION.search(body)
    if section:
        spans = [_CODE_SPAN.search(line) for line in section.group("body").splitlines()]
        texts += [span.group("text") for span in spans if span]
    suspected = _SUSPECTED_FILES.search(body)
    if suspected:
        texts += [match.group("text") for match in _LINK_TEXT.finditer(suspected.group("body"))]
        texts += [match.group("text") for match in _CODE_SPAN.finditer(_LINK_TEXT.sub("(", suspected.group("body")))]
    files: list[str] = []
    for text in texts:
        path = _LINE_NUMBERS.sub("", text.strip("` "))
        if path and path not in files:
            files.append(path)
    return category, files


def accuracy(comments: list[BotComment], checked: bool) -> Accuracy:
    """Per-category counts and acceptance (see the module docstring), categories by comment count."""
    by_category: dict[str, list[BotComment]] = defaultdict(list)
    for comment in comments:
        by_category[comment.category or "no failure / unparsed"].append(comment)
    rows = []
    for category, items in by_category.items():
        accepted = sum(1 for c in items if _accepted(c))
        rejected = sum(1 for c in items if (c.thumbs_down or c.confused) and not c.thumbs_up)
        rows.append(
            CategoryAccuracy(
                category=category,
                comments=len(items),
                thumbs_up=sum(c.thumbs_up for c in items),
                thumbs_down=sum(c.thumbs_down for c in items),
                confused=sum(c.confused for c in items),
                replies=sum(c.replies for c in items),
                next_push_touched_cited_file=sum(1 for c in items if c.next_push_touched_cited_file),
                accepted=accepted,
                rejected=rejected,
                acceptance=round(accepted / len(items), 3),
            )
        )
    rows.sort(key=lambda row: (-row.comments, row.category))
    return Accuracy(checked=checked, comments=len(comments), categories=rows)


def _accepted(comment: BotComment) -> bool:
    positive = comment.thumbs_up > 0 or bool(comment.next_push_touched_cited_file)
    return positive and not comment.thumbs_down and not comment.confused
