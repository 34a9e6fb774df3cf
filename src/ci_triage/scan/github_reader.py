"""The GitHub REST reads a scan makes, one request per call, counted, through PyGithub's requester.

Each method makes exactly one REST request (a list method fetches one page and returns the URL of
the next from the ``Link`` header), so the collector can keep to a call budget; ``calls_made``
counts them and ``remaining`` is the ``x-ratelimit-remaining`` of the last response (no extra
request). A job log is one REST request answered by a 302 to a signed URL on another host, which is
downloaded without the ``Authorization`` header and not counted (it is not a REST call). Payload
shapes: GitHub REST API 2022-11-28, "Workflow runs", "Workflow jobs", "Issue comments", "Commits".

Errors are PyGithub's: ``GithubException`` with ``status`` (403, 404, 410, 429, ...), and
``RateLimitExceededException`` for an exhausted primary or a secondary rate limit.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from github import Auth, Github, GithubException
from pydantic import BaseModel, Field

from ci_triage.github.models import Job, Step, WorkflowRun

PER_PAGE = 100
"""Items per list page (GitHub's maximum)."""
MAX_LOG_BYTES = 64 * 1024 * 1024
"""Largest job log downloaded in a scan; a longer one is cut (its tail is lost, the report says so)."""
T = TypeVar("T")
_STEP_FIELDS = ("number", "name", "status", "conclusion")
_NEXT = re.compile(r'<(?P<url>[^>]+)>;\s*rel="next"')


class RepositoryInfo(BaseModel):
    full_name: str
    default_branch: str | None = None


class CommentInfo(BaseModel):
    """An issue/PR comment with its author and reaction counts (the ``reactions`` rollup)."""

    id: int
    body: str = ""
    author: str | None = None
    created_at: datetime | None = None
    html_url: str | None = None
    reactions: dict[str, int] = Field(default_factory=dict)


class Page(BaseModel, Generic[T]):
    """One page of a list and the URL of the next (None on the last)."""

    items: list[T]
    next_url: str | None = None


class ScanReader(Protocol):
    """What :func:`ci_triage.scan.collect_github.collect_github` needs; :class:`GitHubReader` is the real one."""

    calls_made: int

    @property
    def remaining(self) -> int | None: ...

    def repository(self) -> RepositoryInfo: ...

    def runs_page(self, created: str, branch: str | None, url: str | None) -> Page[WorkflowRun]: ...

    def jobs_page(self, run_id: int, url: str | None) -> Page[Job]: ...

    def job_log(self, job_id: int) -> bytes: ...

    def comments_page(self, number: int, url: str | None) -> Page[CommentInfo]: ...

    def changed_files(self, base_sha: str, head_sha: str) -> list[str]: ...


class GitHubReader:
    """:class:`ScanReader` over PyGithub's requester for ``repository`` (``owner/name``).

    Build it from a PyGithub :class:`~github.Github` (so the project's client, with its own retry
    policy, can be passed in) or with :meth:`from_token`.
    """

    def __init__(self, github: Github, repository: str) -> None:
        self.github = github
        self._requester = github.requester
        self._repository = repository
        self.calls_made = 0

    @classmethod
    def from_token(cls, token: str | None, repository: str, base_url: str = "https://api.github.com") -> GitHubReader:
        """A reader authenticating with ``token`` (anonymous when None); PyGithub's own retry is off,
        so a rate limit ends the scan with a partial report instead of sleeping until the reset."""
        auth = Auth.Token(token) if token else None
        return cls(Github(auth=auth, base_url=base_url, per_page=PER_PAGE, retry=None, timeout=30), repository)

    @property
    def remaining(self) -> int | None:
        remaining, limit = self._requester.rate_limiting
        return remaining if limit >= 0 else None

    def repository(self) -> RepositoryInfo:
        data = self._get(f"/repos/{self._repository}")[1]
        return RepositoryInfo(
            full_name=data.get("full_name", self._repository), default_branch=data.get("default_branch")
        )

    def runs_page(self, created: str, branch: str | None, url: str | None) -> Page[WorkflowRun]:
        parameters: dict[str, Any] = {"created": created, "status": "completed", "per_page": PER_PAGE}
        if branch:
            parameters["branch"] = branch
        headers, data = self._get(url or f"/repos/{self._repository}/actions/runs", None if url else parameters)
        runs = [self._run(item) for item in data.get("workflow_runs", [])]
        return Page[WorkflowRun](items=runs, next_url=_next_url(headers))

    def jobs_page(self, run_id: int, url: str | None) -> Page[Job]:
        parameters = {"filter": "all", "per_page": PER_PAGE}
        path = f"/repos/{self._repository}/actions/runs/{run_id}/jobs"
        headers, data = self._get(url or path, None if url else parameters)
        return Page[Job](items=[_job(item) for item in data.get("jobs", [])], next_url=_next_url(headers))

    def job_log(self, job_id: int) -> bytes:
        """The job's log text (at most :data:`MAX_LOG_BYTES`). PyGithub follows the 302 and drops the
        ``Authorization`` header for the other host; an HTTP error of either leg becomes a
        ``GithubException`` with its status (410 or 404 for an expired log, 429 for a rate limit)."""
        self.calls_made += 1
        data = bytearray()
        try:
            _, _, chunks = self._requester.getStream(
                f"/repos/{self._repository}/actions/jobs/{job_id}/logs", chunk_size=1024 * 1024
            )
            for chunk in chunks:
                data.extend(chunk)
                if len(data) >= MAX_LOG_BYTES:
                    break
        except OSError as error:  # requests' HTTPError is an OSError
            response = getattr(error, "response", None)
            if response is None:
                raise
            message = {"message": response.reason or f"HTTP {response.status_code}"}
            raise GithubException(response.status_code, message, dict(response.headers)) from None
        return bytes(data[:MAX_LOG_BYTES])

    def comments_page(self, number: int, url: str | None) -> Page[CommentInfo]:
        path = f"/repos/{self._repository}/issues/{number}/comments"
        headers, data = self._get(url or path, None if url else {"per_page": PER_PAGE})
        comments = [
            CommentInfo(
                id=item["id"],
                body=item.get("body") or "",
                author=(item.get("user") or {}).get("login"),
                created_at=item.get("created_at"),
                html_url=item.get("html_url"),
                reactions={k: v for k, v in (item.get("reactions") or {}).items() if isinstance(v, int)},
            )
            for item in data
        ]
        return Page[CommentInfo](items=comments, next_url=_next_url(headers))

    def changed_files(self, base_sha: str, head_sha: str) -> list[str]:
        data = self._get(f"/repos/{self._repository}/compare/{base_sha}...{head_sha}")[1]
        return [item["filename"] for item in data.get("files") or [] if "filename" in item]

    def _get(self, url: str, parameters: dict[str, Any] | None = None) -> tuple[dict[str, Any], Any]:
        self.calls_made += 1
        return self._requester.requestJsonAndCheck("GET", url, parameters=parameters)

    def _run(self, item: dict[str, Any]) -> WorkflowRun:
        head = (item.get("head_repository") or {}).get("full_name")
        return WorkflowRun(
            id=item["id"],
            name=item.get("name"),
            workflow_id=item.get("workflow_id", 0),
            path=item.get("path"),
            event=item.get("event", ""),
            status=item.get("status", ""),
            conclusion=item.get("conclusion"),
            head_branch=item.get("head_branch"),
            head_sha=item.get("head_sha", ""),
            run_attempt=item.get("run_attempt") or 1,
            html_url=item.get("html_url"),
            repository=(item.get("repository") or {}).get("full_name") or self._repository,
            head_repository=head,
            pull_request_numbers=[pr["number"] for pr in item.get("pull_requests") or [] if "number" in pr],
            created_at=item.get("created_at"),
            updated_at=item.get("updated_at"),
        )


def _job(item: dict[str, Any]) -> Job:
    return Job(
        id=item["id"],
        name=item.get("name", ""),
        status=item.get("status", ""),
        conclusion=item.get("conclusion"),
        html_url=item.get("html_url"),
        run_attempt=item.get("run_attempt") or 1,
        started_at=item.get("started_at"),
        completed_at=item.get("completed_at"),
        steps=[
            Step(**{k: step.get(k) for k in ("number", "name", "status", "conclusion")})
            for step in item.get("steps") or []
        ],
    )


def _next_url(headers: dict[str, Any]) -> str | None:
    match = _NEXT.search(headers.get("link") or "")
    return match["url"] if match else None
