"""What a comment may contain and link to: the rules the renderer follows and the verifier checks.

GitHub turns ``@name`` into a notification and bare URLs and e-mail addresses into links (GFM
"autolinks (extension)"); a comment may link only to the GitHub server and the hosts of the
evidence's own URLs; its hidden marker is ``<!-- ci-triage:name -->``. The renderer
(:mod:`ci_triage.report.diagnosis_comment`) keeps to these rules and the verifier
(:mod:`ci_triage.prove.verify`) checks every draft against the same ones.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from urllib.parse import urlsplit

from ci_triage.evidence.model import Evidence

MENTION = re.compile(r"(?<!\w)@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:/[A-Za-z0-9_.-]+)?")
"""A GitHub @mention of a user or team (``@octocat``, ``@org/team``); an e-mail's ``@`` is not one."""
BARE_LINK = re.compile(
    r"(?i)\b(?:https?://|www\.)[^\s<>`]*[^\s<>`?!.,:;*_~)\x22\x27]|(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"
)
"""Text GitHub turns into a link by itself (GFM "autolinks (extension)": http(s) URLs, ``www.`` and
e-mail addresses); like GitHub, trailing punctuation and a closing parenthesis are not part of it."""
SHA = re.compile(r"\b[0-9a-fA-F]{7,40}\b")
MARKER_NAME = re.compile(r"ci-triage:[A-Za-z0-9:._-]+")
"""The inner text of a hidden marker comment: ``<!-- ci-triage:report -->``."""


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
