"""What a comment may contain and link to: the rules the renderer follows and the verifier checks.

GitHub turns ``@name`` into a notification and bare URLs and e-mail addresses into links (GFM
"autolinks (extension)"); a comment may link only to the GitHub server and the hosts of the
evidence's own URLs; its hidden marker is ``<!-- ci-triage:name -->``. The renderer
(:mod:`ci_triage.report.diagnosis_comment`) keeps to these rules and the verifier
(:mod:`ci_triage.prove.verify`) checks every draft against the same ones.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from urllib.parse import urlsplit

from ci_triage.evidence.model import Evidence
from ci_triage.logs.re2_patterns import Found, LazyRE2

_MENTION = r"@[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?(?:/[-A-Za-z0-9_.]+)?"
_URL = r"(?:https?://|www\.)[^\s<>`]*[^\s<>`?!.,:;*_~)\x22\x27]"
_EMAIL = r"([-\w.+]+@[-A-Za-z0-9]+(?:\.[-A-Za-z0-9]+)*\.[A-Za-z]{2,})(?:$|[^\w])"
"""An e-mail address (the group) and the character after it, which must not be a word character.
Every ``-`` in a class comes first: :class:`LazyRE2` adds ``ıİ`` at a case-insensitive class's end."""
_BEFORE_EMAIL = r"^|[^-\w.+]"
"""Where an e-mail address may start: at the start, or after a character outside ``[\\w.+-]``."""

MENTION = LazyRE2(rf"(?:^|[^\w])({_MENTION})")
"""A GitHub @mention of a user or team (``@octocat``, ``@org/team``); an e-mail's ``@`` is not one.
What it finds (:func:`found_spans`) is the group; the character before, when there is one, is not a
word character."""
BARE_LINK = LazyRE2(rf"(?i)(?:{_BEFORE_EMAIL})(?:({_URL})|{_EMAIL})|[-.+]({_URL})")
"""Text GitHub turns into a link by itself (GFM "autolinks (extension)": http(s) URLs, ``www.`` and
e-mail addresses); like GitHub, trailing punctuation and a closing parenthesis are not part of it.
What it finds (:func:`found_spans`) is a group: a URL after a non-word character, an e-mail address
after a character outside ``[\\w.+-]`` and before a non-word character (or at either end)."""
LINK_OR_MENTION = LazyRE2(
    rf"(?i)(?:{_BEFORE_EMAIL})(?:({_URL})|{_EMAIL}|({_MENTION}))|[-.+](?:({_URL})|({_MENTION}))|[\w]({_MENTION})"
)
"""What :data:`BARE_LINK` finds, and every ``@name`` (case-insensitive, even inside an e-mail address):
after a code span even ``a@b`` reads as a mention."""
SHA = LazyRE2(r"[0-9a-fA-F]{7,40}\Z")
"""A whole commit SHA or a prefix of one (7–40 hex digits), with :meth:`LazyRE2.match`."""
MARKER_NAME = LazyRE2(r"ci-triage:[A-Za-z0-9:._-]+\Z")
"""The whole inner text of a hidden marker comment: ``<!-- ci-triage:report -->``, with :meth:`LazyRE2.match`."""


def found_spans(pattern: LazyRE2, text: str) -> Iterator[tuple[int, int]]:
    """Spans ``(start, end)`` in ``text`` of what ``pattern`` finds, left to right, not overlapping, as
    Python's ``finditer`` found them with look-arounds, which RE2 does not have. What is found is the
    first group of a match that took part; the pattern may take the one character before it (for a
    look-behind) and the one after it (for a look-ahead), so each search starts one character before
    the last end, where that character may serve again. What is found is never one character long.
    """
    position = 0
    while position <= len(text):
        found = pattern.compiled.search(text, max(position - 1, 0))
        if found is not None and _found_span(found)[0] < position:
            found = pattern.compiled.search(text, position)
        if found is None:
            return
        start, position = _found_span(found)
        yield start, position


def _found_span(found: Found) -> tuple[int, int]:
    """The span of the first group of ``found`` that took part."""
    return next(span for span in map(found.span, range(1, len(found.groups()) + 1)) if span[0] >= 0)


def github_server_url(environ: Mapping[str, str] | None = None) -> str:
    """The GitHub server's base URL without a trailing slash: ``GITHUB_SERVER_URL`` (set by the Actions
    runner; GitHub Docs, "Variables reference") or ``https://github.com``."""
    env = os.environ if environ is None else environ
    return (env.get("GITHUB_SERVER_URL") or "https://github.com").rstrip("/")


def default_link_hosts(evidence: Evidence, environ: Mapping[str, str] | None = None) -> frozenset[str]:
    """The hosts a comment may link to: the GitHub server's, and those of the run, job, PR and commit
    URLs in ``evidence`` (lower-case host names)."""
    urls = [github_server_url(environ)]
    if evidence.run and evidence.run.html_url:
        urls.append(evidence.run.html_url)
    if evidence.pull_request and evidence.pull_request.html_url:
        urls.append(evidence.pull_request.html_url)
    urls += [log.job.html_url for log in evidence.logs if log.job.html_url]
    urls += [commit.html_url for commit in evidence.commits if commit.html_url]
    return frozenset(host for url in urls if (host := urlsplit(url).hostname))


def allowed_link(url: str, hosts: frozenset[str]) -> bool:
    """http(s) to an allowed host, a bare ``www.`` name of one, or a relative link (no scheme, no host)."""
    if url.lower().startswith("www."):
        url = "https://" + url
    parts = urlsplit(url)
    if not parts.scheme and not parts.netloc:
        return "@" not in url  # a relative link; an e-mail autolink is not
    return parts.scheme in ("http", "https") and (parts.hostname or "") in hosts
