"""The GitHub REST reads a scan makes, one request per call, through the project's :class:`GitHubClient`.

Each list method fetches one page and returns the URL of the next from the ``Link`` header, so the
collector can check its call budget before every request. The client brings the retry policy
(bounded waits on rate limits and 5xx), the error mapping (:mod:`ci_triage.github.errors`), the
request counter (``calls_made``: every API request and retry; a signed-URL download is not an API
request) and the log download that leaves the ``Authorization`` header behind. ``remaining`` is the
``x-ratelimit-remaining`` of the last response (no extra request). Payload shapes: GitHub REST API
2022-11-28, converted by :mod:`ci_triage.github.payloads`.
"""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, Field

from ci_triage.config.defaults import MAX_SCAN_LOG_DOWNLOAD_BYTES
from ci_triage.github import payloads
from ci_triage.github.artifacts import junit_xml_files
from ci_triage.github.client import PER_PAGE, GitHubClient, next_link
from ci_triage.github.errors import ACTIONS_READ, CONTENTS_READ, PULL_REQUESTS_READ
from ci_triage.github.models import Job, WorkflowRun
from ci_triage.github.read import download_artifact, download_job_log

MAX_ARTIFACT_BYTES = 50 * 1024 * 1024
"""Largest test-results artifact a scan downloads."""
T = TypeVar("T")


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


class ArtifactInfo(BaseModel):
    """A run's artifact: id, name (chosen by the workflow), and whether it has expired."""

    id: int
    name: str
    expired: bool = False


class Page(BaseModel, Generic[T]):
    """One page of a list and the URL of the next (None on the last)."""

    items: list[T]
    next_url: str | None = None


class ScanReader(Protocol):
    """What :func:`ci_triage.audit.health.collect_github.collect_github` needs; :class:`GitHubReader` is the real one.
    Methods raise the errors of :mod:`ci_triage.github.errors`."""

    @property
    def calls_made(self) -> int: ...

    @property
    def remaining(self) -> int | None: ...

    def repository(self) -> RepositoryInfo: ...

    def runs_page(self, created: str, branch: str | None, url: str | None) -> Page[WorkflowRun]: ...

    def jobs_page(self, run_id: int, url: str | None) -> Page[Job]: ...

    def job_log(self, job_id: int) -> bytes: ...

    def artifacts(self, run_id: int) -> list[ArtifactInfo]: ...

    def artifact_junit(self, artifact_id: int, folder: Path) -> list[Path]: ...

    def comments_page(self, number: int, url: str | None) -> Page[CommentInfo]: ...

    def changed_files(self, base_sha: str, head_sha: str) -> list[str]: ...


class GitHubReader:
    """:class:`ScanReader` for ``repository`` (``owner/name``) over ``client``."""

    def __init__(self, client: GitHubClient, repository: str) -> None:
        self.client = client
        self.name = repository

    @property
    def calls_made(self) -> int:
        return self.client.calls_made

    @property
    def remaining(self) -> int | None:
        remaining, limit = self.client.requester.rate_limiting
        return remaining if limit >= 0 else None

    def repository(self) -> RepositoryInfo:
        data = self.client.get(f"/repos/{self.name}", needs=CONTENTS_READ)
        return RepositoryInfo(full_name=data.get("full_name") or self.name, default_branch=data.get("default_branch"))

    def runs_page(self, created: str, branch: str | None, url: str | None) -> Page[WorkflowRun]:
        params: dict[str, Any] = {"created": created, "status": "completed", "per_page": PER_PAGE}
        if branch:
            params["branch"] = branch
        headers, data = self._page(url or f"/repos/{self.name}/actions/runs", ACTIONS_READ, params, url)
        runs = [payloads.workflow_run(item, self.name) for item in data.get("workflow_runs", [])]
        return Page[WorkflowRun](items=runs, next_url=next_link(headers))

    def jobs_page(self, run_id: int, url: str | None) -> Page[Job]:
        params = {"filter": "all", "per_page": PER_PAGE}
        path = f"/repos/{self.name}/actions/runs/{run_id}/jobs"
        headers, data = self._page(url or path, ACTIONS_READ, params, url)
        return Page[Job](items=[payloads.job(item) for item in data.get("jobs", [])], next_url=next_link(headers))

    def job_log(self, job_id: int) -> bytes:
        with tempfile.TemporaryDirectory(prefix="ci-triage-scan-") as folder:
            path = Path(folder) / "job.log"
            download_job_log(self.client, self.name, job_id, path, MAX_SCAN_LOG_DOWNLOAD_BYTES)
            return path.read_bytes()

    def artifacts(self, run_id: int) -> list[ArtifactInfo]:
        """The run's artifacts (one request for up to 100)."""
        data = self.client.get(
            f"/repos/{self.name}/actions/runs/{run_id}/artifacts", needs=ACTIONS_READ, params={"per_page": PER_PAGE}
        )
        return [ArtifactInfo.model_validate(item) for item in data.get("artifacts", [])]

    def artifact_junit(self, artifact_id: int, folder: Path) -> list[Path]:
        """The JUnit XML files of an artifact, extracted into ``folder`` (one request, then the download).
        Raises :class:`~ci_triage.github.artifacts.UnsafeArtifact` for a broken or oversized zip."""
        archive = folder / f"artifact-{artifact_id}.zip"
        download_artifact(self.client, self.name, artifact_id, archive, MAX_ARTIFACT_BYTES)
        return [path for _, path in junit_xml_files(archive, folder / str(artifact_id))]

    def comments_page(self, number: int, url: str | None) -> Page[CommentInfo]:
        path = f"/repos/{self.name}/issues/{number}/comments"
        headers, data = self._page(url or path, PULL_REQUESTS_READ, {"per_page": PER_PAGE}, url)
        comments = [
            CommentInfo(
                id=item["id"],
                body=item.get("body") or "",
                author=(item.get("user") or {}).get("login"),
                created_at=item.get("created_at"),
                html_url=item.get("html_url"),
                reactions={k: v for k, v in (item.get("reactions") or {}).items() if isinstance(v, int)},
            )
            for item in data or []
        ]
        return Page[CommentInfo](items=comments, next_url=next_link(headers))

    def changed_files(self, base_sha: str, head_sha: str) -> list[str]:
        data = self.client.get(f"/repos/{self.name}/compare/{base_sha}...{head_sha}", needs=CONTENTS_READ)
        return [item["filename"] for item in data.get("files") or [] if "filename" in item]

    def _page(self, url: str, needs: str, params: dict[str, Any], next_url: str | None) -> tuple[dict[str, Any], Any]:
        """One page: the first with ``params``; a ``next`` URL already carries its query."""
        return self.client.request("GET", url, needs=needs, params=None if next_url else params)
