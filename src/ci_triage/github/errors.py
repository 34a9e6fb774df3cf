"""What can go wrong talking to GitHub, in terms the triage loop can act on.

PyGithub raises :class:`github.GithubException` with an HTTP status, the response headers and
GitHub's JSON message; :func:`from_github_exception` maps it to one of the classes here, so the
loop can turn a missing permission into a handoff that names the exact workflow lines to add, a
deleted log into an evidence gap, and a rate limit into "try again after HH:MM".

Sources: GitHub docs "Troubleshooting the REST API" (403 "Resource not accessible by integration",
the ``X-Accepted-GitHub-Permissions`` header, whose sets of ``name=level`` pairs are separated by
``;``), "Permissions required for GitHub Apps", "Rate limits for the REST API", and
"Controlling permissions for GITHUB_TOKEN" (the ``permissions:`` key of a workflow or job).
These are not :class:`~ci_triage.base.errors.TriageError` subclasses: they are not a user's bad input,
and the loop decides what each one means for the run.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from ci_triage.base.errors import EffectBlocked

if TYPE_CHECKING:
    from github import GithubException

ACTIONS_READ = "actions: read"
"""Jobs, job logs, artifacts and runs (GitHub Apps permission "Actions", read)."""
PULL_REQUESTS_READ = "pull-requests: read"
"""A pull request, its files, the pull requests of a commit."""
PULL_REQUESTS_WRITE = "pull-requests: write"
"""Create, edit or delete a comment on a pull request (``issues: write`` also allows it)."""
CONTENTS_READ = "contents: read"
"""Commits and comparisons (``compare/{base}...{head}``)."""


class GitHubError(Exception):
    """Base of the GitHub adapter's errors; ``reason`` is the HTTP status and GitHub's message.

    ``partial`` is set by :func:`ci_triage.evidence.collect_github.collect_evidence` when it stops on
    this error (a rate limit or GitHub unavailable): the evidence collected so far, with a gap saying
    what the interruption left out, so the loop can report it in its handoff. It is an
    :class:`~ci_triage.evidence.model.Evidence`, typed as its pydantic base here because the
    adapter sits below the evidence package.
    """

    def __init__(self, reason: str, status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        self.partial: BaseModel | None = None


class GitHubPermissionError(GitHubError):
    """The token may not do this (401, or 403 that is not a rate limit).

    ``missing`` is the permission in workflow syntax ("pull-requests: write"), taken from
    GitHub's ``X-Accepted-GitHub-Permissions`` header when present, else from what the operation
    needs; ``fix`` is the exact ``permissions:`` lines that grant it (or what to do for 401 or a
    fork's read-only token).
    """

    def __init__(self, missing: str, reason: str, fix: str, status: int | None = None) -> None:
        super().__init__(reason, status)
        self.missing = missing
        self.fix = fix

    def __str__(self) -> str:
        return f"missing permission {self.missing}: {self.reason}"


class GitHubNotFound(GitHubError):
    """404 (not found, or hidden from this token) or 410 (gone: an expired log or artifact)."""


class RateLimited(GitHubError):
    """A rate limit whose wait is longer than the client's retry bound; ``reset_at`` is when to retry (UTC)."""

    def __init__(self, reason: str, reset_at: datetime, status: int | None = None) -> None:
        super().__init__(reason, status)
        self.reset_at = reset_at

    def __str__(self) -> str:
        return f"{self.reason}; retry after {self.reset_at:%Y-%m-%d %H:%M:%S} UTC"


class GitHubUnavailable(GitHubError):
    """GitHub kept answering 5xx, or could not be reached, until the retry bound ran out."""


class AmbiguousWrite(GitHubUnavailable):
    """A create (``POST``) failed in a way that leaves unknown whether GitHub made it (a 5xx, a broken
    connection, a timeout). It is never retried blindly: the caller looks the object up by its
    marker and updates it, or creates it once more only when it is not there."""


class UnsafeResponse(GitHubError):
    """GitHub's answer pointed where the client will not follow: a redirect or ``Link`` to another
    host, a ``Link`` seen before (a loop), a malformed ``Link``, or more pages than the cap."""


class DownloadFailed(GitHubError):
    """A log or artifact could not be downloaded from its signed URL (the host kept failing, or
    the file is larger than allowed); the API itself answered."""


class GitHubRequestError(GitHubError):
    """Any other 4xx answer (e.g. 422 validation failed): a bug or a state the loop cannot fix."""


def permissions_fix(missing: str) -> str:
    """The workflow lines that grant ``missing`` ("pull-requests: write"), for a handoff message."""
    return f"permissions:\n  {missing}"


def accepted_permissions(headers: dict[str, Any], needs: str | None = None) -> str | None:
    """A permission set of ``X-Accepted-GitHub-Permissions`` in workflow syntax, or None.

    The header lists alternative sets separated by ``;``, each of ``name=level`` pairs separated
    by ``,``: ``"issues=write; pull_requests=write"`` → ``"issues: write"`` (the first set), or
    ``"pull-requests: write"`` when that is ``needs`` (the operation's own permission is preferred).
    """
    value = _header(headers, "x-accepted-github-permissions")
    if not value:
        return None
    sets = []
    for alternative in value.split(";"):
        pairs = [pair.strip().split("=", 1) for pair in alternative.split(",") if "=" in pair]
        if pairs:
            sets.append(", ".join(f"{name.strip().replace('_', '-')}: {level.strip()}" for name, level in pairs))
    if not sets:
        return None
    return needs if needs in sets else sets[0]


def status_reason(error: GithubException) -> str:
    """``"HTTP 403: Resource not accessible by integration"`` from a PyGithub exception."""
    data = error.data if isinstance(error.data, dict) else {}
    message = data.get("message") or error.message or "no message"
    return f"HTTP {error.status}: {message}"


def from_github_exception(error: GithubException, needs: str, *, fork: bool = False) -> GitHubError:
    """Map a PyGithub exception raised by an operation that needs permission ``needs``.

    401 → :class:`GitHubPermissionError` (the token is invalid or expired); 403 (not a rate
    limit; callers handle those first) → :class:`GitHubPermissionError` with the missing
    permission; 404/410 → :class:`GitHubNotFound`; 5xx → :class:`GitHubUnavailable`; other →
    :class:`GitHubRequestError`. ``fork`` says the run is a fork PR's, whose ``GITHUB_TOKEN`` is
    read-only whatever the workflow asks for.
    """
    reason = status_reason(error)
    status = error.status
    if status == 401:
        return GitHubPermissionError(
            missing="a valid token",
            reason=reason,
            fix="pass a current token (the action's github-token input, or GITHUB_TOKEN)",
            status=status,
        )
    if status == 403:
        missing = accepted_permissions(error.headers or {}, needs) or needs
        if fork and missing.endswith("write"):
            fix = (
                "a fork pull request's GITHUB_TOKEN is read-only: run ci-triage from a workflow_run "
                f"workflow in the base repository with\n{permissions_fix(missing)}"
            )
        else:
            fix = permissions_fix(missing)
        return GitHubPermissionError(missing=missing, reason=reason, fix=fix, status=status)
    if status in (404, 410):
        return GitHubNotFound(reason, status)
    if status >= 500:
        return GitHubUnavailable(reason, status)
    return GitHubRequestError(reason, status)


def blocked_by(error: GitHubError) -> EffectBlocked:
    """``error`` as the loop's handoff: GitHub's refusal with the missing permission and its fix, a rate
    limit with when to re-run, anything else as no answer from the API."""
    if isinstance(error, GitHubPermissionError):
        return EffectBlocked(f"GitHub refused: {error.reason}", missing=error.missing, fix=error.fix)
    if isinstance(error, RateLimited):
        return EffectBlocked(str(error), missing="GitHub API rate limit", fix="re-run the triage after the reset time")
    if isinstance(error, UnsafeResponse):
        return EffectBlocked(
            f"GitHub: {error.reason}",
            missing="an answer from the GitHub API that stays on its own host",
            fix="check the api-url input (GITHUB_API_URL) and any proxy between the runner and GitHub",
        )
    return EffectBlocked(f"GitHub: {error.reason}", missing="an answer from the GitHub API")


def rate_limit_reset(headers: dict[str, Any]) -> datetime | None:
    """``x-ratelimit-reset`` (epoch seconds) as an aware UTC datetime, or None when absent or bad."""
    value = _header(headers, "x-ratelimit-reset")
    try:
        return datetime.fromtimestamp(int(value), UTC) if value else None
    except ValueError:
        return None


def _header(headers: dict[str, Any], name: str) -> str | None:
    for key, value in headers.items():
        if key.lower() == name:
            return str(value)
    return None
