"""Which pull request a run belongs to: from the run, by head SHA, by head branch, or none."""

from __future__ import annotations

from typing import Any

from cassettes.github import event_run
from ci_triage.github.read import find_pull_request

SHA = "3484a3fb816e0859fd6e1cea078d76385ff50625"  # the fork_pr scenario's head


def pull(number: int, sha: str) -> dict[str, Any]:
    """The fields of a pull-request-simple item that the adapter reads."""
    return {
        "number": number,
        "title": "t",
        "head": {"sha": sha, "ref": "fix-format", "repo": {"full_name": "octocat/octo-repo"}},
        "base": {"sha": "b" * 40, "ref": "main", "repo": {"full_name": "octo-org/octo-repo"}},
    }


def test_fork_pr_falls_back_to_the_head_branch(make_client, scripted) -> None:
    run = event_run("fork_pr")
    client = make_client()
    urls = scripted(client, [[pull(7, "c" * 40)], [pull(9, "d" * 40), pull(1348, SHA)]])
    found = find_pull_request(client, run)
    assert found is not None
    assert found.number == 1348
    assert urls[0] == f"/repos/octo-org/octo-repo/commits/{SHA}/pulls"
    assert urls[1].startswith("/repos/octo-org/octo-repo/pulls?")
    assert "head=octocat:fix-format" in urls[1]
    assert "state=open" in urls[1]


def test_no_pr_has_the_runs_head(make_client, scripted) -> None:
    client = make_client()
    scripted(client, [[], []])
    assert find_pull_request(client, event_run("fork_pr")) is None


def test_a_push_run_has_no_pr_and_asks_nothing(make_client, scripted) -> None:
    client = make_client()
    urls = scripted(client, [])
    assert find_pull_request(client, event_run("push_main")) is None
    assert urls == []
