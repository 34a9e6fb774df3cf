"""The installed action against a stateful GitHub on loopback, scenario by scenario, asserting what a
maintainer sees: how many comments and what they say, the step outputs, the job summary, the
annotations, the exit code and the files left for later steps."""

from __future__ import annotations

import stat

import pytest
from loopback_github import JobSpec, LoopbackGitHub, Step

from ci_triage.base.errors import ExitCode

REPO = "octo-org/app"
HEAD = "a1" * 20
WORKFLOW_CI, WORKFLOW_LINT = 161_335, 161_336


def red_log(test: str = "test_add") -> str:
    lines = [
        "##[group]Run actions/checkout@v4",
        "Syncing repository: octo-org/app",
        "##[endgroup]",
        "##[group]Run pytest -q",
        f"FAILED tests/test_math.py::{test} - assert 3 == 4",
        "========================= 1 failed, 11 passed in 0.52s =========================",
        "##[error]Process completed with exit code 1.",
    ]
    return "".join(f"2026-12-01T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines))


def red_jobs(test: str = "test_add") -> list[JobSpec]:
    steps = [Step(1, "Set up job"), Step(2, "Cache", "skipped"), Step(3, "Run actions/checkout@v4"),
             Step(4, "Run pytest -q", "failure")]  # fmt: skip
    return [JobSpec("test (3.12)", "failure", red_log(test), steps), JobSpec("lint", "success", "ok\n")]


GREEN_JOBS = [JobSpec("test (3.12)", "success", "12 passed\n", [Step(1, "Set up job"), Step(2, "Run pytest -q")])]


@pytest.fixture
def repo(github: LoopbackGitHub) -> str:
    return github.add_repository(REPO)


def ours(github: LoopbackGitHub, number: int = 7) -> list[dict]:
    return [c for c in github.comments(REPO, number) if c["user"]["login"].lower() == github.viewer.lower()]


def test_a_red_pr_then_a_red_rerun_keeps_one_comment_updated_in_place(github, repo, run_action):
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    github.add_comment(REPO, 7, "octocat", "Looks good to me")
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="feature",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    first = run_action("workflow_run", run)
    assert first.code == ExitCode.OK, first.stderr
    assert (first.outputs["outcome"], first.outputs["stage"], first.outputs["category"]) == (
        "triaged", "rules", "test failure",
    )  # fmt: skip
    [comment] = ours(github)
    assert first.outputs["comment-url"] == comment["html_url"]
    body = comment["body"]
    assert "tests/test_math.py::test_add" in body
    assert "written by the built-in rules" in body
    assert f"/actions/runs/{run['id']}/job/" in body
    assert "#step:4:" in body, "GitHub's step number, after a skipped one"
    assert "FAILED tests/test_math.py::test_add" in first.summary
    github.rerun(run, red_jobs("test_sub"))
    second = run_action("workflow_run", run)
    assert second.code == ExitCode.OK, second.stderr
    [again] = ours(github)
    assert again["id"] == comment["id"], "the same comment, updated in place"
    assert "tests/test_math.py::test_sub" in again["body"]
    assert len(github.comments(REPO, 7)) == 2, "the reviewer's comment is untouched"
    for path in (second.outputs["trace-path"], second.outputs["report-path"]):
        assert stat.S_IMODE((second.workspace / path).stat().st_mode) == 0o644
    print(f"requests: first run {first.requests}, re-run {second.requests}")


def test_red_then_green_marks_the_comment_resolved_and_minimises_it(github, repo, run_action):
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    red = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="feature",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    first = run_action("workflow_run", red)
    assert first.code == ExitCode.OK
    green = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha="c3" * 20, head_branch="feature",
                           event="pull_request", jobs=GREEN_JOBS, pull_request=pull)  # fmt: skip
    done = run_action("workflow_run", green, **{"fail-on-error": "true"})
    assert done.code == ExitCode.OK, done.stderr
    assert (done.outputs["outcome"], done.outputs["handoff-reason"]) == ("nothing-to-triage", "")
    [comment] = ours(github)
    assert "CI triage: resolved" in comment["body"]
    assert f"https://github.com/{REPO}/actions/runs/{green['id']}" in comment["body"]
    assert comment["node_id"] in github.minimized
    assert done.outputs["comment-url"] == comment["html_url"]
    assert "::group::ci-triage: mark the earlier comment resolved" in done.stdout
    assert "nothing to triage" in done.summary
    again = run_action("workflow_run", green)
    assert again.code == ExitCode.OK
    assert [r.method for r in github.requests[-again.requests :] if r.method not in ("GET", "POST")] == [], (
        "a resolved comment is not resolved twice"
    )
    print(f"requests: red {first.requests}, green {done.requests}, green again {again.requests}")


def test_a_fork_pr_is_found_from_workflow_run_commented_and_annotated_by_a_check_run(github, repo, run_action):
    github.add_repository("contributor/app")
    pull = github.add_pull_request(REPO, 9, head_sha=HEAD, head_ref="patch-1", head_repository="contributor/app")
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="patch-1",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    assert run["pull_requests"] == []
    done = run_action("workflow_run", run, **{"check-run": "true"})
    assert done.code == ExitCode.OK, done.stderr
    assert len(ours(github, 9)) == 1
    assert done.outputs["outcome"] == "triaged"
    [check] = github.check_runs.values()
    assert (check["head_sha"], check["conclusion"], check["name"]) == (HEAD, "neutral", "ci-triage")
    assert "tests/test_math.py::test_add" in check["output"]["summary"], "the verified comment, on the PR's head"
    assert check["annotations"] == [], "the rules cite the log, not source lines (a model's file claims would be here)"
    print(f"requests: {done.requests}")


def test_a_push_to_main_writes_the_summary_and_says_why_no_comment(github, repo, run_action):
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="main", event="push",
                         jobs=red_jobs())  # fmt: skip
    done = run_action("push", run)
    assert done.code == ExitCode.OK, done.stderr
    assert done.outputs["comment-url"] == ""
    assert "No pull request found for this run (head SHA `a1a1a1a1a1a1`, branch `main`)" in done.summary
    assert "FAILED tests/test_math.py::test_add" in done.summary
    print(f"requests: {done.requests}")


def test_two_workflows_on_one_pr_get_two_comments(github, repo, run_action):
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    for workflow, name in ((WORKFLOW_CI, "ci"), (WORKFLOW_LINT, "lint")):
        run = github.add_run(REPO, workflow_id=workflow, head_sha=HEAD, head_branch="feature", name=name,
                             event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
        assert run_action("workflow_run", run).code == ExitCode.OK
    markers = sorted(comment["body"].splitlines()[0] for comment in ours(github))
    assert markers == [
        f"<!-- ci-triage:comment:workflow-{WORKFLOW_CI} -->",
        f"<!-- ci-triage:comment:workflow-{WORKFLOW_LINT} -->",
    ]


def test_an_app_token_finds_its_own_comment_on_page_two_without_bot_login(github, repo, run_action):
    github.viewer = "my-app[bot]"
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="feature",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    for n in range(120):  # a long conversation: the app's comment is on the second page of 100
        github.add_comment(REPO, 7, "octocat", f"comment {n}")
    github.add_comment(REPO, 7, "My-App[bot]", f"<!-- ci-triage:comment:workflow-{WORKFLOW_CI} -->\nold diagnosis")
    github.add_comment(REPO, 7, "mallory", f"<!-- ci-triage:comment:workflow-{WORKFLOW_CI} -->\ndecoy")
    done = run_action("workflow_run", run)
    assert done.code == ExitCode.OK, done.stderr
    mine = ours(github)
    assert len(mine) == 1, "the app's earlier comment is updated, not duplicated (logins compare case-insensitively)"
    assert "tests/test_math.py::test_add" in mine[0]["body"]
    assert any(c["body"].endswith("decoy") for c in github.comments(REPO, 7)), "someone else's marker is left alone"
    pages = [r for r in github.requests if r.path.endswith("/issues/7/comments") and r.method == "GET"]
    assert len(pages) >= 2, "the comments were read page by page"
    print(f"requests: {done.requests}")


def test_a_403_on_a_fork_prs_comment_hands_off_with_the_permission_that_fixes_it(github, repo, run_action):
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature", head_repository="contributor/app")
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="feature",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    github.fail("POST", r"/repos/.+/issues/\d+/comments", 403, "Resource not accessible by integration")
    done = run_action("workflow_run", run, **{"fail-on-error": "true"})
    assert done.code == ExitCode.HANDOFF, done.stderr
    assert done.outputs["outcome"] == "handoff"
    assert "Resource not accessible by integration" in done.outputs["handoff-reason"]
    assert "pull-requests: write" in done.summary
    assert "workflow_run" not in done.summary.split("How to fix it")[-1], "already running from workflow_run"
    assert ours(github) == []
    print(f"requests: {done.requests}")


def test_a_failed_model_stage_is_said_in_the_comment_the_outputs_and_the_summary(
    github, repo, run_action, overloaded_model
):
    base_url, asked = overloaded_model
    pull = github.add_pull_request(REPO, 7, head_sha=HEAD, head_ref="feature")
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="feature",
                         event="pull_request", jobs=red_jobs(), pull_request=pull)  # fmt: skip
    key = "sk-" + "loopback" * 3
    done = run_action("workflow_run", run, **{"base-url": base_url, "model": "m1", "api-key": key})
    assert done.code == ExitCode.OK, done.stderr
    assert asked, "the model was asked"
    assert (done.outputs["outcome"], done.outputs["stage"]) == ("triaged", "rules")
    assert done.outputs["model-status"].startswith("failed: ")
    [comment] = ours(github)
    assert "The model stage failed, so ci-triage's built-in rules wrote this comment" in comment["body"]
    assert "The model stage failed" in done.summary
    assert "model stage failed" in done.annotations("warning")[0], "the first warning says whose diagnosis it is"
    assert done.stdout.startswith(f"::add-mask::{key}\n")
    assert key not in comment["body"]
    print(f"requests: {done.requests} to GitHub, {len(asked)} to the model")


def test_a_private_repository_without_drafts_gets_a_ready_candidate_pr(github, run_action, checkout):
    github.add_repository(REPO, private=True, drafts=False)
    files = {
        "pyproject.toml": '[project]\nname = "sample"\nversion = "0"\n',
        "src/app.py": "def add(a,b):\n    return a+b\n",
    }
    workspace, sha = checkout(files)
    log = "".join(
        f"2026-12-01T10:00:0{n}.0000000Z {line}\n"
        for n, line in enumerate([
            "##[group]Run ruff format --check src/app.py", "ruff format --check src/app.py", "##[endgroup]",
            "Would reformat: src/app.py", "1 file would be reformatted",
            "##[error]Process completed with exit code 1.",
        ])
    )  # fmt: skip
    pull = github.add_pull_request(REPO, 7, head_sha=sha, head_ref="feature")
    steps = [Step(1, "Set up job"), Step(2, "Run ruff format --check src/app.py", "failure")]
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=sha, head_branch="feature", event="pull_request",
                         jobs=[JobSpec("lint", "failure", log, steps)], pull_request=pull)  # fmt: skip
    done = run_action("workflow_run", run, workspace=workspace, mode="patch")
    assert done.code == ExitCode.OK, done.stderr
    created = [pull for (name, number), pull in github.pulls.items() if name == REPO and number != 7]
    assert len(created) == 1, done.summary
    assert created[0]["draft"] is False
    assert created[0]["title"].startswith("[candidate, not reviewed] ci-triage: candidate fix for #7")
    assert done.outputs["fix-pr-url"] == created[0]["html_url"]
    assert "not a draft because this repository's plan has no draft pull requests" in ours(github)[0]["body"]
    print(f"requests: {done.requests}")


def test_a_green_push_without_a_pull_request_says_nothing_about_comments(github, repo, run_action):
    run = github.add_run(REPO, workflow_id=WORKFLOW_CI, head_sha=HEAD, head_branch="main", event="push",
                         jobs=GREEN_JOBS)  # fmt: skip
    done = run_action("workflow_run", run)
    assert done.code == ExitCode.OK, done.stderr
    assert done.outputs["outcome"] == "nothing-to-triage"
    assert "::group::ci-triage: collect the evidence" in done.stdout, "the log shows the groups it ran"
    assert "comment" not in done.stdout.lower()
