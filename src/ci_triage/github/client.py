"""The one door to the GitHub REST API: PyGithub's requester, our bounded retry, a call counter.

:class:`GitHubClient` wraps :class:`github.Github` (authentication, base URL, JSON, error
objects) with PyGithub's own retry and request throttling turned off, and retries with tenacity
instead, so that every wait is visible, injectable in tests and bounded:

* transient failures (5xx, connection errors) back off exponentially (1, 2, 4 … s, at most 30 s);
* primary rate limits (403/429 with ``x-ratelimit-remaining: 0``) wait until ``x-ratelimit-reset``;
  secondary ones wait ``retry-after`` seconds, or 60 s when GitHub gives no time ("Rate limits for
  the REST API": "wait for at least one minute");
* the waits of one request add up to at most ``max_wait`` seconds (default 90). A wait that would
  pass the bound is not slept: :class:`~ci_triage.github.errors.RateLimited` (with the reset time)
  or :class:`~ci_triage.github.errors.GitHubUnavailable` is raised instead, so the loop can report
  what it has and hand off.

A create (``POST``) is not retried after an answer that leaves its outcome unknown (5xx, a broken
connection): :class:`~ci_triage.github.errors.AmbiguousWrite` is raised so the writer can look the
object up by its marker (see :mod:`ci_triage.github.write_once`); a rate-limit refusal, which GitHub
gives before acting, is waited out as for reads. Pagination follows ``Link: rel="next"`` only on the
API's own host, never to a page already fetched, and at most :data:`MAX_PAGES` pages; a redirect or
link to another host raises :class:`~ci_triage.github.errors.UnsafeResponse`, which the loop turns
into a handoff that says why.

Downloads (job logs, artifacts) answer ``302`` with a short-lived signed URL on another host; it is
fetched with a separate session that carries no ``Authorization`` header, streamed to a file, and
never logged or stored (its signature is the credential).
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import requests
from github import Auth, Github, GithubException
from github.Requester import Requester
from tenacity import RetryCallState, Retrying, retry_base, retry_if_exception, retry_if_exception_type

from ci_triage.base.redact import register_secret
from ci_triage.github.errors import (
    AmbiguousWrite,
    DownloadFailed,
    GitHubError,
    GitHubNotFound,
    GitHubPermissionError,
    GitHubRequestError,
    GitHubUnavailable,
    RateLimited,
    UnsafeResponse,
    from_github_exception,
    permissions_fix,
    rate_limit_reset,
    status_reason,
)
from ci_triage.logs.re2_patterns import LazyRE2

DEFAULT_API_URL = "https://api.github.com"
DEFAULT_MAX_WAIT = 90.0
"""Seconds one request may spend waiting between its retries."""
MAX_ATTEMPTS = 6
SECONDARY_LIMIT_WAIT = 60.0
"""Seconds to wait for a secondary rate limit without ``retry-after`` (GitHub: "at least one minute")."""
BACKOFF_MAX = 30.0
PER_PAGE = 100
"""Items per page for list endpoints (GitHub's maximum for most of them)."""
MAX_PAGES = 100
"""Pages one listing may fetch (10,000 items at :data:`PER_PAGE`): a server that keeps answering
with a next page ends in :class:`UnsafeResponse`, not in a loop."""
IDEMPOTENT_VERBS = frozenset({"GET", "HEAD", "PUT", "PATCH", "DELETE"})
"""Verbs whose repetition does no harm; a ``POST`` (a create) is retried only after a rate limit."""
DOWNLOAD_TIMEOUT = 60
GITHUB_ACTIONS_BOT = "github-actions[bot]"
"""The login ``GITHUB_TOKEN`` acts as (its comments are authored by this bot)."""
SIGNED_QUERY = LazyRE2(r"(?i)\?[^\s\"'<>]*?(?:urlSignature|sig|signature|X-Amz-Signature)=[^\s\"'<>]*")
"""The query of a signed URL (GitHub's ``urlSignature``, Azure SAS ``sig``, S3 ``X-Amz-Signature``)."""
LOGGERS_SEEING_URLS = ("github.Requester", "urllib3.connectionpool")
"""Libraries that log request URLs or response headers (a 302's ``Location``) at DEBUG level."""


class SignedUrlFilter(logging.Filter):
    """Masks the query of signed URLs in log records, so DEBUG logging never reveals a download
    credential (the signature is the credential; GitHub: "never log or cache the URL")."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        masked = SIGNED_QUERY.sub("?<signed query omitted>", message)
        if masked != message:
            record.msg, record.args = masked, ()
        return True


def guard_logs() -> None:
    """Add :class:`SignedUrlFilter` to the loggers of :data:`LOGGERS_SEEING_URLS` (once)."""
    for name in LOGGERS_SEEING_URLS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, SignedUrlFilter) for existing in logger.filters):
            logger.addFilter(SignedUrlFilter())


class _TransientDownload(Exception):
    """The download host failed in a way worth retrying (5xx, a broken connection)."""


class GitHubClient:
    """A GitHub REST client for one token.

    ``token``: a PAT, ``GITHUB_TOKEN`` or an app installation token. ``base_url``: the API root
    (default ``$GITHUB_API_URL`` or https://api.github.com). ``identity``: the login the token acts
    as, when known (``<slug>[bot]`` for an app token); otherwise :meth:`identity` asks
    ``GET /user``. ``sleep``/``clock`` (seconds) are injectable for tests. ``max_wait`` bounds the
    seconds of waiting per request. ``calls_made`` counts API requests (each retry counts; the
    signed-URL downloads do not, they are not API calls). Raises ValueError for an empty token.
    """

    def __init__(
        self,
        token: str,
        base_url: str | None = None,
        *,
        identity: str | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.time,
        max_wait: float = DEFAULT_MAX_WAIT,
    ) -> None:
        if not token:
            raise ValueError("a GitHub token is required (the action's github-token input, or GITHUB_TOKEN)")
        register_secret(token, "github-token")  # masked by value wherever it appears, whatever its shape
        self.base_url = (base_url or os.environ.get("GITHUB_API_URL") or DEFAULT_API_URL).rstrip("/")
        self.github = Github(
            auth=Auth.Token(token),
            base_url=self.base_url,
            retry=None,
            seconds_between_requests=None,
            seconds_between_writes=None,
            per_page=PER_PAGE,
        )
        guard_logs()
        self.calls_made = 0
        self.max_wait = max_wait
        self._sleep = sleep
        self._clock = clock
        self._identity = identity

    @property
    def requester(self) -> Requester:
        return self.github.requester

    def request(
        self,
        verb: str,
        path: str,
        *,
        needs: str,
        params: Mapping[str, Any] | None = None,
        body: Any = None,
        fork: bool = False,
        idempotent: bool | None = None,
    ) -> tuple[dict[str, Any], Any]:
        """One API request (``path`` relative to the base URL, or absolute) → ``(headers, JSON data)``.

        ``needs`` is the permission the operation requires ("actions: read"), named in a
        :class:`GitHubPermissionError` when GitHub does not say. Raises the errors of
        :mod:`ci_triage.github.errors`; a ``302`` is returned as is (its ``location`` header).
        ``idempotent`` (default: by ``verb``, see :data:`IDEMPOTENT_VERBS`) says whether a 5xx or a
        broken connection may be retried; when it may not, :class:`AmbiguousWrite` is raised.
        """
        repeatable = verb.upper() in IDEMPOTENT_VERBS if idempotent is None else idempotent
        self._check_url(path)

        def attempt() -> tuple[dict[str, Any], Any]:
            self.calls_made += 1
            return self.requester.requestJsonAndCheck(verb, path, parameters=dict(params or {}), input=body)

        try:
            return self._retrying(retry_if_exception(_retryable if repeatable else _rate_limited))(attempt)
        except GithubException as error:
            converted = self._error(error, needs, fork)
            if not repeatable and isinstance(converted, GitHubUnavailable):
                raise AmbiguousWrite(f"{verb} {path}: {converted.reason}; it may or may not have been made") from None
            raise converted from None
        except requests.RequestException as error:
            if not repeatable:
                what = type(error).__name__
                raise AmbiguousWrite(f"{verb} {path}: {what}; it may or may not have been made") from None
            raise GitHubUnavailable(f"cannot reach {self.base_url}: {type(error).__name__}") from None
        except RuntimeError as error:  # PyGithub refuses a redirect to another host or scheme
            raise UnsafeResponse(f"{verb} {path}: GitHub redirected elsewhere; not followed ({error})") from None

    def _check_url(self, url: str) -> None:
        """Raise :class:`UnsafeResponse` for an absolute ``url`` that is not on the API's host and
        scheme, or a malformed one (PyGithub would send the token there, or fail without a reason)."""
        if url.startswith("/") and not url.startswith("//"):
            return
        base = urlsplit(self.base_url)
        try:
            target = urlsplit(url)
            port_matches = target.port == base.port
        except ValueError:
            raise UnsafeResponse("GitHub answered with a malformed link; not followed") from None
        if (target.scheme, target.hostname, port_matches) != (base.scheme, base.hostname, True):
            where = target.hostname or "a malformed address"
            raise UnsafeResponse(f"GitHub answered with a link to {where}, not {base.hostname}; not followed")

    def get(self, path: str, *, needs: str, params: Mapping[str, Any] | None = None) -> Any:
        """The JSON of ``GET path`` (see :meth:`request`)."""
        return self.request("GET", path, needs=needs, params=params)[1]

    def paginate(
        self,
        path: str,
        *,
        needs: str,
        params: Mapping[str, Any] | None = None,
        item_key: str | None = None,
        limit: int | None = None,
    ) -> list[Any]:
        """Items of a list endpoint, following ``Link: rel="next"`` until ``limit`` items (or all).

        ``item_key`` names the list inside an object answer (``"jobs"``, ``"workflow_runs"``);
        None for endpoints that answer a bare list. Pages hold :data:`PER_PAGE` items.
        """
        items: list[Any] = []
        url: str | None = path
        query: Mapping[str, Any] | None = {"per_page": PER_PAGE, **(params or {})}
        seen: set[str] = set()
        while url is not None:
            if url in seen:
                raise UnsafeResponse(f"GET {path}: the next-page link repeats a page already read; stopped")
            if len(seen) >= MAX_PAGES:
                raise UnsafeResponse(f"GET {path}: more than {MAX_PAGES} pages; stopped")
            seen.add(url)
            headers, data = self.request("GET", url, needs=needs, params=query)
            page = (data or {}).get(item_key, []) if item_key else (data or [])
            if not isinstance(page, list):
                raise UnsafeResponse(f"GET {path}: the answer is not a list of items")
            items.extend(page)
            if limit is not None and len(items) >= limit:
                return items[:limit]
            url, query = next_link(headers), None  # the next link carries the query
        return items

    def download(self, path: str, destination: Path, *, needs: str, max_bytes: int) -> int:
        """Download a redirected file (job log, artifact zip) to ``destination``; return its size in bytes.

        ``GET path`` answers 302; the ``Location`` is fetched without the ``Authorization`` header
        (a fresh :class:`requests.Session`), streamed to a temporary file beside ``destination``
        and renamed into place. The signed URL is never logged, stored or put in an error message.
        A broken connection or a 5xx from the download host is retried from the 302 (the signed URL
        lives one minute), with the waits and bound of :meth:`request`. Raises
        :class:`GitHubNotFound` for 404/410 (expired or deleted) on either request,
        :class:`DownloadFailed` when the download host keeps failing or the file exceeds
        ``max_bytes``, plus the errors of :meth:`request`.
        """
        try:
            return self._retrying(retry_if_exception_type(_TransientDownload))(
                self._download_once, path, destination, needs, max_bytes
            )
        except _TransientDownload as error:
            raise DownloadFailed(str(error)) from None

    def _download_once(self, path: str, destination: Path, needs: str, max_bytes: int) -> int:
        headers, _ = self.request("GET", path, needs=needs)
        location = next((value for key, value in headers.items() if key.lower() == "location"), None)
        if not location:
            raise DownloadFailed(f"GET {path} gave no download location")
        partial = destination.with_name(destination.name + ".part")
        try:
            with requests.Session() as session, session.get(location, stream=True, timeout=DOWNLOAD_TIMEOUT) as answer:
                status = answer.status_code
                if status in (403, 404, 410):
                    raise GitHubNotFound(f"HTTP {status} from the download host (expired or deleted)", status)
                if status >= 500:
                    raise _TransientDownload(f"HTTP {status} from the download host")
                if status >= 400:
                    raise DownloadFailed(f"HTTP {status} from the download host", status)
                size = 0
                with partial.open("wb") as out:
                    for chunk in answer.iter_content(chunk_size=1024 * 1024):
                        size += len(chunk)
                        if size > max_bytes:
                            raise DownloadFailed(f"the download is larger than {max_bytes:,} bytes; not fetched")
                        out.write(chunk)
        except requests.RequestException as error:
            partial.unlink(missing_ok=True)
            raise _TransientDownload(f"the download broke off: {type(error).__name__}") from None
        except (GitHubError, _TransientDownload):
            partial.unlink(missing_ok=True)
            raise
        partial.replace(destination)
        return size

    def graphql(self, query: str, variables: Mapping[str, Any] | None = None, *, needs: str) -> dict[str, Any]:
        """The ``data`` of one GraphQL query or mutation (``POST`` to the GraphQL endpoint of this
        client's host: ``/graphql``, or ``/api/graphql`` on GitHub Enterprise Server), with the
        retries and errors of :meth:`request`; a GraphQL ``errors`` answer raises
        :class:`GitHubRequestError` with GitHub's first message (a ``FORBIDDEN`` one:
        :class:`GitHubPermissionError` naming ``needs``)."""
        body = {"query": query, "variables": dict(variables or {})}
        _, answer = self.request("POST", self.requester.graphql_url, needs=needs, body=body)
        errors = (answer or {}).get("errors") or []
        if errors:
            first = errors[0] if isinstance(errors[0], dict) else {}
            message = str(first.get("message") or "GraphQL error")[:300]
            if first.get("type") == "FORBIDDEN":
                raise GitHubPermissionError(needs, message, permissions_fix(needs), 403)
            raise GitHubRequestError(f"GraphQL: {message}")
        return (answer or {}).get("data") or {}

    def identity(self) -> str:
        """The login this token acts as: the override, else GraphQL ``viewer { login }`` (which
        answers for a PAT, ``GITHUB_TOKEN`` and any GitHub App installation token alike: an app's
        is ``<slug>[bot]``); when even that is refused, ``github-actions[bot]``.
        Logins are compared case-insensitively wherever they are compared (:func:`same_login`)."""
        if self._identity is None:
            try:
                login = self.graphql("query { viewer { login } }", needs="(none)").get("viewer", {}).get("login")
            except (GitHubPermissionError, GitHubNotFound, GitHubRequestError):
                login = None
            self._identity = login or GITHUB_ACTIONS_BOT
        return self._identity

    def _retrying(self, retry: retry_base) -> Retrying:
        """Tenacity's retry loop with this client's waits, bound and sleep; the last error is re-raised."""
        return Retrying(retry=retry, wait=self._wait, stop=self._stop, sleep=self._sleep, reraise=True)

    def _wait(self, state: RetryCallState) -> float:
        error = state.outcome.exception() if state.outcome else None
        if isinstance(error, GithubException) and _is_rate_limit(error):
            return _rate_limit_wait(error, self._clock())
        return min(BACKOFF_MAX, 2.0 ** (state.attempt_number - 1))

    def _stop(self, state: RetryCallState) -> bool:
        over_bound = state.idle_for + (state.upcoming_sleep or 0.0) > self.max_wait
        return over_bound or state.attempt_number >= MAX_ATTEMPTS

    def _error(self, error: GithubException, needs: str, fork: bool) -> GitHubError:
        if _is_rate_limit(error):
            wait = _rate_limit_wait(error, self._clock())
            reset_at = rate_limit_reset(error.headers or {}) or datetime.fromtimestamp(self._clock() + wait, UTC)
            return RateLimited(f"rate limited ({status_reason(error)})", reset_at, error.status)
        return from_github_exception(error, needs, fork=fork)


def _retryable(error: BaseException) -> bool:
    if isinstance(error, GithubException):
        return error.status >= 500 or _is_rate_limit(error)
    return isinstance(error, requests.ConnectionError | requests.Timeout)


def _rate_limited(error: BaseException) -> bool:
    """Retry a create only after a rate limit: GitHub refused it before acting."""
    return isinstance(error, GithubException) and _is_rate_limit(error)


def _is_rate_limit(error: GithubException) -> bool:
    """403/429 with no requests left, a ``retry-after``, or GitHub's rate-limit message; any 429."""
    if error.status not in (403, 429):
        return False
    headers = {key.lower(): value for key, value in (error.headers or {}).items()}
    message = str((error.data or {}).get("message", "")) if isinstance(error.data, dict) else ""
    return (
        error.status == 429
        or headers.get("x-ratelimit-remaining") == "0"
        or "retry-after" in headers
        or Requester.isRateLimitError(message)
    )


def _rate_limit_wait(error: GithubException, now: float) -> float:
    """Seconds to wait: ``retry-after``, else until ``x-ratelimit-reset`` (+1 s) when none remain, else 60."""
    headers = {key.lower(): value for key, value in (error.headers or {}).items()}
    if "retry-after" in headers:
        try:
            return max(0.0, float(headers["retry-after"]))
        except ValueError:
            return SECONDARY_LIMIT_WAIT
    reset = rate_limit_reset(headers)
    if headers.get("x-ratelimit-remaining") == "0" and reset is not None:
        return max(0.0, reset.timestamp() - now) + 1.0
    return SECONDARY_LIMIT_WAIT


def same_login(first: str | None, second: str | None) -> bool:
    """Whether two GitHub logins name the same account (logins are case-insensitive)."""
    return first is not None and second is not None and first.casefold() == second.casefold()


def next_link(headers: Mapping[str, Any]) -> str | None:
    """The ``rel="next"`` URL of a ``Link`` header (RFC 8288), or None."""
    link = next((value for key, value in headers.items() if key.lower() == "link"), "")
    for part in link.split(","):
        url, _, rest = part.partition(";")
        if 'rel="next"' in rest:
            return url.strip().strip("<>")
    return None
