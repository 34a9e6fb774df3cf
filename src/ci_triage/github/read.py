"""Reads from the GitHub REST API (version 2022-11-28) for one run, each a documented endpoint.

Every function takes a :class:`~ci_triage.github.client.GitHubClient` and raises its errors
(:mod:`ci_triage.github.errors`); :mod:`ci_triage.evidence.collect_github` decides which of them become
evidence gaps. Permissions per endpoint ("Permissions required for GitHub Apps"): runs, jobs, job
logs and artifacts need ``actions: read``; pull requests and their files ``pull-requests: read``;
comparisons and file contents ``contents: read``.
"""

from __future__ import annotations

import base64
import binascii
from pathlib import Path
from typing import Any

from ci_triage.github import payloads
from ci_triage.github.client import GitHubClient
from ci_triage.github.errors import ACTIONS_READ, CONTENTS_READ, PULL_REQUESTS_READ, DownloadFailed
from ci_triage.github.models import ChangedFile, Commit, Job, PullRequest, RunRef, WorkflowRun

MAX_CHANGED_FILES = 300
"""Files of a pull request read (``pulls/{n}/files`` lists at most 3000)."""
MAX_COMMITS = 20
"""Most recent commits of the compared range kept."""


def run_from_event(event: dict[str, Any]) -> WorkflowRun:
    """The run of a ``workflow_run`` event payload (the JSON at ``$GITHUB_EVENT_PATH``).

    Raises ValueError when the payload has no ``workflow_run`` object.
    """
    data = event.get("workflow_run") if isinstance(event, dict) else None
    if not isinstance(data, dict):
        raise ValueError("the event payload has no workflow_run object (is this a workflow_run event?)")
    return payloads.workflow_run(data, (event.get("repository") or {}).get("full_name"))


def get_run(client: GitHubClient, ref: RunRef) -> WorkflowRun:
    """``GET /repos/{o}/{r}/actions/runs/{id}`` (or ``.../attempts/{n}`` for a given attempt)."""
    path = f"/repos/{ref.repository}/actions/runs/{ref.run_id}"
    if ref.attempt is not None:
        path += f"/attempts/{ref.attempt}"
    return payloads.workflow_run(client.get(path, needs=ACTIONS_READ), ref.repository)


def run_jobs(client: GitHubClient, repository: str, run_id: int, attempt: int | None = None) -> list[Job]:
    """Jobs of one attempt (``.../runs/{id}/attempts/{n}/jobs``), or of the latest attempt
    (``.../runs/{id}/jobs?filter=latest``) when ``attempt`` is None; all pages."""
    if attempt is None:
        path, params = f"/repos/{repository}/actions/runs/{run_id}/jobs", {"filter": "latest"}
    else:
        path, params = f"/repos/{repository}/actions/runs/{run_id}/attempts/{attempt}/jobs", {}
    return [payloads.job(data) for data in client.paginate(path, needs=ACTIONS_READ, params=params, item_key="jobs")]


def download_job_log(client: GitHubClient, repository: str, job_id: int, destination: Path, max_bytes: int) -> int:
    """Download a job's log (``GET .../actions/jobs/{id}/logs``, a 302 to a signed URL) to
    ``destination``; bytes written. 404/410 (expired or deleted) raise ``GitHubNotFound``, a
    download host that keeps failing or a log over ``max_bytes`` ``DownloadFailed``."""
    return client.download(
        f"/repos/{repository}/actions/jobs/{job_id}/logs", destination, needs=ACTIONS_READ, max_bytes=max_bytes
    )


MAX_WORKFLOW_FILE_BYTES = 1024 * 1024
"""The contents API serves files up to 1 MB in its JSON answer; a workflow is far smaller."""


def workflow_file(client: GitHubClient, repository: str, path: str, ref: str) -> str:
    """The text of ``path`` at commit ``ref`` (``GET .../contents/{path}?ref=``, a ``file`` object
    whose ``content`` is base64). Raises ``GitHubNotFound`` when it is not there and
    ``DownloadFailed`` for an answer that is no file of at most :data:`MAX_WORKFLOW_FILE_BYTES`."""
    data = client.get(f"/repos/{repository}/contents/{path}", needs=CONTENTS_READ, params={"ref": ref})
    if not isinstance(data, dict) or data.get("type") != "file" or data.get("encoding") != "base64":
        raise DownloadFailed(f"{path} at {ref[:7]}: the contents API did not answer with a file")
    if int(data.get("size") or 0) > MAX_WORKFLOW_FILE_BYTES:
        raise DownloadFailed(f"{path} at {ref[:7]}: larger than {MAX_WORKFLOW_FILE_BYTES // 1024} KiB")
    try:
        return base64.b64decode(data.get("content") or "").decode("utf-8", "replace")
    except (binascii.Error, ValueError):
        raise DownloadFailed(f"{path} at {ref[:7]}: the content is not base64") from None


def find_pull_request(client: GitHubClient, run: WorkflowRun) -> PullRequest | None:
    """The run's pull request, or None (a push, or no open PR has the run's head).

    From the run's ``pull_requests[]`` (``GET pulls/{n}`` for title and body); for a fork PR,
    whose run lists none, the PRs of the head commit (``commits/{sha}/pulls``), then the open PRs
    of the head branch (``pulls?head=owner:branch``); the one whose head is the run's SHA wins.
    """
    if run.pull_request_numbers:
        data = client.get(f"/repos/{run.repository}/pulls/{run.pull_request_numbers[0]}", needs=PULL_REQUESTS_READ)
        return payloads.pull_request(data)
    if run.event not in ("pull_request", "pull_request_target"):
        return None
    found = client.get(f"/repos/{run.repository}/commits/{run.head_sha}/pulls", needs=PULL_REQUESTS_READ)
    match = _with_head(found, run.head_sha)
    if match is None and run.head_branch and run.head_repository:
        owner = run.head_repository.split("/")[0]
        found = client.paginate(
            f"/repos/{run.repository}/pulls",
            needs=PULL_REQUESTS_READ,
            params={"head": f"{owner}:{run.head_branch}", "state": "open"},
        )
        match = _with_head(found, run.head_sha)
    return payloads.pull_request(match) if match else None


def changed_files(client: GitHubClient, repository: str, number: int) -> list[ChangedFile]:
    """The pull request's files with their patches (``pulls/{n}/files``), at most :data:`MAX_CHANGED_FILES`."""
    items = client.paginate(
        f"/repos/{repository}/pulls/{number}/files", needs=PULL_REQUESTS_READ, limit=MAX_CHANGED_FILES
    )
    return [payloads.changed_file(item) for item in items]


def compare_commits(client: GitHubClient, repository: str, base: str, head: str) -> list[Commit]:
    """The commits in ``base...head`` (``compare/{base}...{head}``), the last :data:`MAX_COMMITS`, newest last."""
    data = client.get(f"/repos/{repository}/compare/{base}...{head}", needs=CONTENTS_READ)
    return [payloads.commit(item) for item in (data.get("commits") or [])[-MAX_COMMITS:]]


def completed_runs(client: GitHubClient, run: WorkflowRun, branch: str, limit: int) -> list[dict[str, Any]]:
    """The latest ``limit`` completed runs of the run's workflow on ``branch`` other than ``run``
    (``actions/workflows/{id}/runs?branch=…&status=completed``), newest first, as JSON objects."""
    items = client.paginate(
        f"/repos/{run.repository}/actions/workflows/{run.workflow_id}/runs",
        needs=ACTIONS_READ,
        params={"branch": branch, "status": "completed", "per_page": limit + 1},
        item_key="workflow_runs",
        limit=limit + 1,
    )
    return [item for item in items if item["id"] != run.id][:limit]


def run_artifacts(client: GitHubClient, repository: str, run_id: int) -> list[dict[str, Any]]:
    """The run's artifacts (``actions/runs/{id}/artifacts``), as JSON objects (``id``, ``name``,
    ``size_in_bytes``, ``expired``)."""
    return client.paginate(
        f"/repos/{repository}/actions/runs/{run_id}/artifacts", needs=ACTIONS_READ, item_key="artifacts"
    )


def download_artifact(
    client: GitHubClient, repository: str, artifact_id: int, destination: Path, max_bytes: int
) -> int:
    """Download an artifact's zip (``actions/artifacts/{id}/zip``, a 302) to ``destination``; bytes written."""
    return client.download(
        f"/repos/{repository}/actions/artifacts/{artifact_id}/zip", destination, needs=ACTIONS_READ, max_bytes=max_bytes
    )


def _with_head(pulls: list[dict[str, Any]], sha: str) -> dict[str, Any] | None:
    return next((pull for pull in pulls if (pull.get("head") or {}).get("sha") == sha), None)
