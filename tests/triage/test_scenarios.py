"""The whole loop against GitHub, replayed from the scenario cassettes (record mode none).

Each test runs :func:`ci_triage.triage.assemble.triage_run` with the settings the action would load
from the runner's environment, so collection, the deterministic draft, the verifier and the
sticky-comment write all happen, in that order, against recorded GitHub answers.
"""

from __future__ import annotations

import json

import pytest

from cassettes.github import changes, event_path, scenario_cassette
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.config.settings import load_settings
from ci_triage.triage.assemble import triage_run
from ci_triage.triage.replay import replay


def run(scenario, runner_env, analyser, tmp_path, sleep=None, **inputs):
    env = dict(runner_env, GITHUB_EVENT_PATH=str(event_path(scenario)))
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    trace = tmp_path / "trace.jsonl"
    with scenario_cassette(scenario) as cassette:
        outcome = triage_run(load_settings(environ=env), analyser=analyser, trace_path=trace, environ=env, sleep=sleep)
    return outcome, cassette, trace


def writes(cassette):
    return [(request.method, request.url.split("octo-org/octo-repo")[-1]) for request in changes(cassette.sent)]


def test_a_pr_run_with_two_failed_jobs_gets_one_verified_comment_naming_both(runner_env, analyser, tmp_path):
    outcome, cassette, trace = run("pr_two_failed_jobs", runner_env, analyser, tmp_path)
    state = outcome.state
    assert state.phase == "done", state.handoff
    assert writes(cassette) == [("POST", "/issues/1347/comments")]
    body = next(r for r in changes(cassette.sent) if r.method == "POST").body.decode()
    assert "<!-- ci-triage:comment:workflow-159038 -->" in body
    assert "maven build" in body
    assert "Run prettier" in body
    assert state.verification.passed
    assert outcome.outputs["comment-url"].endswith("/pull/1347#issuecomment-1600000001")
    assert outcome.outputs["handoff-reason"] == ""
    assert runner_env["INPUT_GITHUB-TOKEN"] not in trace.read_text()
    assert all("authorization" not in r.headers for r in cassette.sent if "githubusercontent" in r.url)


def test_a_trace_of_a_real_scenario_replays_to_the_same_decisions(runner_env, analyser, tmp_path):
    _outcome, _cassette, trace = run("pr_two_failed_jobs", runner_env, analyser, tmp_path)
    result = replay(trace)
    assert result.divergence is None
    assert result.final_phase == "done"
    assert result.steps == 5


def test_a_draft_citing_log_lines_the_trace_does_not_hold_is_not_re_checked_and_replay_says_so(
    runner_env, analyser, tmp_path, capsys
):
    _outcome, _cassette, trace = run("pr_two_failed_jobs", runner_env, analyser, tmp_path)
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    drafted = next(r["event"] for r in records if r.get("event", {}).get("type") == "drafted")
    cited = next(c["citation"] for c in drafted["proposal"]["diagnosis"]["claims"] if c["citation"]["kind"] == "log")
    evidence = next(r["event"]["evidence"] for r in records if r.get("event", {}).get("type") == "evidence_collected")
    log = next(log for log in evidence["logs"] if log["job"]["id"] == cited["job_id"])
    kept = [
        s
        for s in log["report"]["excerpt"]
        if not s["start_line"] <= cited["start_line"] < s["start_line"] + len(s["lines"])
    ]
    assert len(kept) < len(log["report"]["excerpt"]), "the cited line was in the excerpt"
    log["report"]["excerpt"] = kept  # as if the rules had read a line the excerpt does not hold
    trace.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")

    result = replay(trace)
    assert result.divergence is None
    assert [note.split(":")[0] for note in result.unchecked] == ["step 3 (draft)", "step 4 (verify)"]
    assert f"{cited['start_line']}-" in result.unchecked[0]
    assert main(["replay", str(trace)]) == ExitCode.OK
    assert "not re-checked, the recorded event stands: step 3 (draft)" in capsys.readouterr().out


def test_a_fork_pr_is_found_by_its_head_sha_and_commented(runner_env, analyser, tmp_path):
    outcome, cassette, _trace = run("fork_pr", runner_env, analyser, tmp_path)
    assert outcome.state.phase == "done"
    assert writes(cassette) == [("POST", "/issues/1348/comments")]


def test_a_push_to_main_without_a_pr_writes_the_job_summary_only(runner_env, analyser, tmp_path):
    outcome, cassette, _trace = run("push_main", runner_env, analyser, tmp_path)
    assert outcome.state.phase == "done"
    assert writes(cassette) == []
    assert [commit.target for commit in outcome.state.commits] == ["summary"]
    assert "<!-- ci-triage:comment:workflow-159038 -->" in (tmp_path / "summary.md").read_text()


def test_a_rerun_updates_our_comment_in_place_and_leaves_the_decoy_alone(runner_env, analyser, tmp_path):
    outcome, cassette, _trace = run("rerun_updates_comment", runner_env, analyser, tmp_path)
    assert writes(cassette) == [("PATCH", "/issues/comments/1600000003")]
    assert outcome.state.commits[0].action == "updated"


@pytest.mark.parametrize(("fail_on_error"), ["false", "true"])
def test_a_403_on_the_comment_hands_off_with_the_missing_permission_and_the_fix(
    runner_env, analyser, tmp_path, fail_on_error
):
    outcome, _cassette, _trace = run(
        "comment_forbidden", runner_env, analyser, tmp_path, **{"FAIL-ON-ERROR": fail_on_error}
    )
    state = outcome.state
    assert state.phase == "needs_human"
    assert "pull-requests: write" in state.handoff.missing
    assert "permissions:" in state.handoff.fix
    summary = (tmp_path / "summary.md").read_text()
    assert "Resource not accessible by integration" in summary
    assert "permissions:" in summary
    assert "What was found before handing off" in summary, "the verified diagnosis must not be lost"
    assert outcome.outputs["handoff-reason"]


def test_an_expired_log_is_a_stated_gap_and_the_other_job_is_still_diagnosed(runner_env, analyser, tmp_path):
    outcome, cassette, _trace = run("logs_expired", runner_env, analyser, tmp_path)
    state = outcome.state
    assert state.phase == "done"
    assert any("maven build" in gap.missing for gap in state.evidence.gaps)
    body = next(r for r in changes(cassette.sent) if r.method == "POST").body.decode()
    assert "410" in body or "expired" in body.lower()


def test_a_rate_limit_waits_for_the_reset_then_succeeds(runner_env, analyser, tmp_path):
    sleeps = []
    outcome, _cassette, _trace = run("rate_limited", runner_env, analyser, tmp_path, sleep=sleeps.append)
    assert outcome.state.phase == "done"
    assert sleeps, "the client must have waited for the rate limit to reset"


def test_with_an_app_token_the_bot_login_input_names_the_author_and_skips_the_user_lookup(
    runner_env, analyser, tmp_path
):
    outcome, cassette, _trace = run(
        "rerun_updates_comment", runner_env, analyser, tmp_path, **{"BOT-LOGIN": "github-actions[bot]"}
    )
    assert not [r for r in cassette.sent if r.url.endswith("/graphql")]
    assert writes(cassette) == [("PATCH", "/issues/comments/1600000003")]
    assert outcome.state.commits[0].action == "updated"
