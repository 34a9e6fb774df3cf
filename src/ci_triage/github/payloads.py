"""GitHub REST and webhook JSON → the adapter's pydantic models (pure functions, no I/O).

Field names follow the REST API version 2022-11-28 ("Workflow runs", "Workflow jobs", "Pulls",
"Commits", "Issue comments"); a workflow_run webhook's ``workflow_run`` object has the same shape
as ``GET /repos/{owner}/{repo}/actions/runs/{run_id}``.
"""

from __future__ import annotations

from typing import Any

from ci_triage.github.models import BaseBranchRun, ChangedFile, Commit, Job, PullRequest, Step, WorkflowRun

REQUIRED_RUN_FIELDS = ("id", "workflow_id", "event", "status", "head_sha")
"""The keys of a run object that :class:`WorkflowRun` cannot do without (REST and webhook alike)."""


class MissingFields(ValueError):
    """A GitHub JSON object lacks fields the adapter cannot do without; ``fields`` are their paths
    in the object (``workflow_id``, ``pull_requests[0].number``)."""

    def __init__(self, fields: list[str]) -> None:
        super().__init__(f"missing {', '.join(fields)}")
        self.fields = fields


def workflow_run(data: dict[str, Any], repository: str | None = None) -> WorkflowRun:
    """A run (REST answer or the ``workflow_run`` object of an event). ``repository`` (owner/name)
    is used when the object carries no ``repository.full_name``. Raises :class:`MissingFields` when
    one of :data:`REQUIRED_RUN_FIELDS` (or a pull request's ``number``) is absent or null, or when
    no repository is named."""
    missing = [name for name in REQUIRED_RUN_FIELDS if data.get(name) is None]
    missing += [
        f"pull_requests[{index}].number"
        for index, pull in enumerate(data.get("pull_requests") or [])
        if not isinstance(pull, dict) or pull.get("number") is None
    ]
    repo = (data.get("repository") or {}).get("full_name") or repository
    if missing or not repo:
        raise MissingFields([*missing, *([] if repo else ["repository.full_name"])])
    return WorkflowRun(
        id=data["id"],
        name=data.get("name") or None,
        workflow_id=data["workflow_id"],
        path=data.get("path"),
        event=data["event"],
        status=data["status"],
        conclusion=data.get("conclusion"),
        head_branch=data.get("head_branch"),
        head_sha=data["head_sha"],
        run_attempt=data.get("run_attempt") or 1,
        html_url=data.get("html_url"),
        repository=repo,
        head_repository=(data.get("head_repository") or {}).get("full_name"),
        pull_request_numbers=[pull["number"] for pull in data.get("pull_requests") or []],
        created_at=data.get("created_at"),
        updated_at=data.get("updated_at"),
    )


def job(data: dict[str, Any]) -> Job:
    """A job of a run attempt, with its steps."""
    return Job(
        id=data["id"],
        name=data["name"],
        status=data["status"],
        conclusion=data.get("conclusion"),
        html_url=data.get("html_url"),
        run_attempt=data.get("run_attempt") or 1,
        started_at=data.get("started_at"),
        completed_at=data.get("completed_at"),
        steps=[
            Step(number=step["number"], name=step["name"], status=step["status"], conclusion=step.get("conclusion"))
            for step in data.get("steps") or []
        ],
    )


def pull_request(data: dict[str, Any]) -> PullRequest:
    """A pull request (``pulls/{n}`` or an item of ``commits/{sha}/pulls`` / ``pulls?head=``)."""
    head, base = data["head"], data["base"]
    return PullRequest(
        number=data["number"],
        title=data.get("title") or "",
        body=data.get("body"),
        author=(data.get("user") or {}).get("login"),
        html_url=data.get("html_url"),
        head_sha=head["sha"],
        head_ref=head["ref"],
        head_repository=(head.get("repo") or {}).get("full_name"),
        base_ref=base["ref"],
        base_sha=base.get("sha"),
        base_repository=(base.get("repo") or {}).get("full_name") or "",
    )


def changed_file(data: dict[str, Any]) -> ChangedFile:
    """An item of ``pulls/{n}/files`` (``patch`` absent for binary or very large diffs)."""
    return ChangedFile(
        filename=data["filename"],
        status=data["status"],
        additions=data.get("additions") or 0,
        deletions=data.get("deletions") or 0,
        previous_filename=data.get("previous_filename"),
        patch=data.get("patch"),
    )


def commit(data: dict[str, Any]) -> Commit:
    """An item of a comparison's ``commits`` (the author's login, else the git author name)."""
    git = data.get("commit") or {}
    return Commit(
        sha=data["sha"],
        message=git.get("message") or "",
        author=(data.get("author") or {}).get("login") or (git.get("author") or {}).get("name"),
        html_url=data.get("html_url"),
        files=[entry["filename"] for entry in data.get("files") or []],
    )


def base_branch_run(
    data: dict[str, Any], job_name: str, job_conclusion: str | None, fingerprint: str | None
) -> BaseBranchRun:
    """A run of the base branch's history with how the job named ``job_name`` ended there."""
    return BaseBranchRun(
        run_id=data["id"],
        head_sha=data["head_sha"],
        conclusion=data.get("conclusion"),
        created_at=data.get("created_at"),
        html_url=data.get("html_url"),
        job=job_name,
        job_conclusion=job_conclusion,
        fingerprint=fingerprint,
    )
