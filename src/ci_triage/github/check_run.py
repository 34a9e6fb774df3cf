"""A check run on a commit, carrying annotations: how a ``workflow_run`` job puts its findings on
the pull request's head commit (its own step annotations attach to the default branch's commit,
where nobody looks).

Endpoints: "Check runs" ``POST /repos/{owner}/{repo}/check-runs`` and
``PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}``; needs ``checks: write``. GitHub takes at
most 50 annotations per request ("Update a check run": "The Checks API limits the number of
annotations to a maximum of 50 per API request"); more are sent in further updates.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ci_triage.base.redact import composed_redactor
from ci_triage.github.client import GitHubClient

CHECKS_WRITE = "checks: write"
ANNOTATIONS_PER_REQUEST = 50
TEXT_LIMIT = 65_535
"""Characters of a check run's ``output.summary`` or ``output.text``."""


def publish_check_run(
    client: GitHubClient,
    repository: str,
    head_sha: str,
    *,
    name: str,
    title: str,
    summary: str,
    annotations: Sequence[dict[str, Any]],
    check_run_id: int | None = None,
) -> tuple[int, str | None]:
    """Create (or, given ``check_run_id``, update) a completed ``neutral`` check run named ``name``
    on ``head_sha`` with ``title``, ``summary`` (Markdown, redacted, cut to 65,535 characters) and
    ``annotations`` (GitHub's shape: ``path``, ``start_line``, ``end_line``, ``annotation_level``,
    ``message``, ``title``), 50 per request. Returns the check run's id and page URL. Raises the
    client's errors (a 403 names ``checks: write``)."""
    redact = composed_redactor()  # a last guard over the composed text
    output = {"title": redact(title)[:255], "summary": redact(summary)[:TEXT_LIMIT]}
    batches = [
        list(annotations[i : i + ANNOTATIONS_PER_REQUEST]) for i in range(0, len(annotations), ANNOTATIONS_PER_REQUEST)
    ]
    batches = batches or [[]]
    answer: dict[str, Any] = {}
    for batch in batches:
        body = {"output": {**output, "annotations": [_redacted(item, redact) for item in batch]}}
        if check_run_id is None:
            body |= {"name": name, "head_sha": head_sha, "status": "completed", "conclusion": "neutral"}
            answer = client.request("POST", f"/repos/{repository}/check-runs", needs=CHECKS_WRITE, body=body)[1]
            check_run_id = answer["id"]
        else:
            path = f"/repos/{repository}/check-runs/{check_run_id}"
            answer = client.request("PATCH", path, needs=CHECKS_WRITE, body=body)[1]
    assert check_run_id is not None
    return check_run_id, answer.get("html_url")


def _redacted(annotation: dict[str, Any], redact: Any) -> dict[str, Any]:
    return {key: redact(value) if isinstance(value, str) else value for key, value in annotation.items()}
