"""The sticky comment: created once, updated in place on re-runs, never someone else's, converging on races."""

from __future__ import annotations

import json

import pytest

from cassettes.github import changes, scenario_cassette
from cassettes.github.build import MARKER
from ci_triage.github.comment import upsert_sticky_comment
from ci_triage.github.errors import GitHubPermissionError

REPO = "octo-org/octo-repo"


def writes(replay) -> list[tuple[str, str]]:
    return [(r.method, r.url.split("/repos/octo-org/octo-repo")[-1]) for r in changes(replay.sent)]


def test_first_run_creates_the_comment(make_client) -> None:
    with scenario_cassette("pr_two_failed_jobs") as replay:
        result = upsert_sticky_comment(make_client(), REPO, 1347, "## CI triage\n\nreport", MARKER)
    assert (result.action, result.id) == ("created", 1600000001)
    assert result.url == f"https://github.com/{REPO}/pull/1347#issuecomment-1600000001"
    assert writes(replay) == [("POST", "/issues/1347/comments")]


def test_posted_body_carries_the_marker_and_is_redacted(make_client) -> None:
    token = "gh" + "p_" + "A" * 36
    with scenario_cassette("pr_two_failed_jobs") as replay:
        upsert_sticky_comment(make_client(), REPO, 1347, f"report leaking {token}", MARKER)
    posted = json.loads(next(r for r in changes(replay.sent) if r.method == "POST").body or b"{}")["body"]
    assert token not in posted
    assert posted.startswith("report leaking <redacted:github-token>")
    assert posted.rstrip().endswith(MARKER)


def test_rerun_updates_our_comment_and_ignores_the_decoy(make_client) -> None:
    with scenario_cassette("rerun_updates_comment") as replay:
        result = upsert_sticky_comment(make_client(), REPO, 1349, "## CI triage\n\nattempt 2", MARKER)
    assert (result.action, result.id) == ("updated", 1600000003)
    assert writes(replay) == [("PATCH", "/issues/comments/1600000003")]  # not the decoy 1600000009, no POST
    assert any("page=2" in r.url for r in replay.sent)  # our comment was on the second page


def test_an_identical_body_is_left_unchanged(make_client) -> None:
    with scenario_cassette("rerun_updates_comment") as replay:
        body = f"{MARKER}\n<!-- ci-triage:report -->\n(attempt 1's report)"
        result = upsert_sticky_comment(make_client(), REPO, 1349, body, MARKER)
    assert (result.action, result.id) == ("unchanged", 1600000003)
    assert writes(replay) == []


def test_someone_elses_identity_would_own_the_decoy(make_client) -> None:
    """Control for the decoy test: the decoy is skipped because of its author, not by accident."""
    with scenario_cassette("rerun_updates_comment") as replay, pytest.raises(Exception, match="PATCH"):
        upsert_sticky_comment(make_client(identity="octocat"), REPO, 1349, "x", MARKER)
    assert writes(replay) == [("PATCH", "/issues/comments/1600000009")]  # not in the cassette: vcrpy refuses it


def test_forbidden_comment_is_a_permission_error_with_the_fix(make_client) -> None:
    with scenario_cassette("comment_forbidden"), pytest.raises(GitHubPermissionError) as raised:
        upsert_sticky_comment(make_client(), REPO, 1350, "report", MARKER)
    error = raised.value
    assert error.missing == "pull-requests: write"
    assert error.reason == "HTTP 403: Resource not accessible by integration"
    assert error.fix == "permissions:\n  pull-requests: write"


def test_concurrent_runs_converge_on_the_oldest_comment(make_client) -> None:
    with scenario_cassette("comment_race") as replay:
        result = upsert_sticky_comment(make_client(), REPO, 1352, "this run", MARKER)
    assert (result.action, result.id) == ("updated", 1600000010)
    assert writes(replay) == [
        ("POST", "/issues/1352/comments"),
        ("DELETE", "/issues/comments/1600000011"),
        ("PATCH", "/issues/comments/1600000010"),
    ]
    assert replay.cassette.all_played


def test_forbidden_comment_on_a_fork_pr_says_the_token_is_read_only(make_client) -> None:
    with scenario_cassette("comment_forbidden"), pytest.raises(GitHubPermissionError) as raised:
        upsert_sticky_comment(make_client(), REPO, 1350, "report", MARKER, fork=True)
    assert raised.value.missing == "pull-requests: write"
    assert "fork pull request's GITHUB_TOKEN is read-only" in raised.value.fix
