"""GitHub errors become permission errors with the exact fix, not-found gaps, or request errors."""

from __future__ import annotations

import pytest
from github import GithubException

from ci_triage.github.errors import (
    GitHubNotFound,
    GitHubPermissionError,
    GitHubRequestError,
    GitHubUnavailable,
    accepted_permissions,
    from_github_exception,
)

FORBIDDEN = {"message": "Resource not accessible by integration", "documentation_url": "https://docs.github.com/rest"}


def test_the_operations_own_permission_is_chosen_among_the_accepted_sets() -> None:
    headers = {"X-Accepted-GitHub-Permissions": "issues=write; pull_requests=write"}
    assert accepted_permissions(headers, "pull-requests: write") == "pull-requests: write"
    assert accepted_permissions(headers, "contents: read") == "issues: write"
    assert accepted_permissions({"x-accepted-github-permissions": "actions=read,contents=read"}) == (
        "actions: read, contents: read"
    )
    assert accepted_permissions({}) is None


def test_403_names_the_missing_permission_and_the_workflow_lines_that_grant_it() -> None:
    error = from_github_exception(GithubException(403, FORBIDDEN, {}), "actions: read")
    assert isinstance(error, GitHubPermissionError)
    assert error.missing == "actions: read"
    assert error.reason == "HTTP 403: Resource not accessible by integration"
    assert error.fix == "permissions:\n  actions: read"


def test_a_fork_token_is_read_only_whatever_the_workflow_says() -> None:
    error = from_github_exception(GithubException(403, FORBIDDEN, {}), "pull-requests: write", fork=True)
    assert isinstance(error, GitHubPermissionError)
    assert "fork" in error.fix
    assert "workflow_run" in error.fix
    assert error.fix.endswith("permissions:\n  pull-requests: write")


def test_401_asks_for_a_valid_token() -> None:
    error = from_github_exception(GithubException(401, {"message": "Bad credentials"}, {}), "actions: read")
    assert isinstance(error, GitHubPermissionError)
    assert error.missing == "a valid token"
    assert "Bad credentials" in error.reason


@pytest.mark.parametrize(
    ("status", "kind"),
    [(404, GitHubNotFound), (410, GitHubNotFound), (422, GitHubRequestError), (502, GitHubUnavailable)],
)
def test_other_statuses(status: int, kind: type) -> None:
    error = from_github_exception(GithubException(status, {"message": "m"}, {}), "actions: read")
    assert type(error) is kind
    assert error.status == status
    assert error.reason == f"HTTP {status}: m"
