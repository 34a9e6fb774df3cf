"""The action's entrypoint run exactly as the runner runs a container action, against cassettes.

The runner starts ``ENTRYPOINT`` (``ci-triage action``) with every input as ``INPUT_<NAME>`` (upper-
cased, hyphens kept), the event payload at ``GITHUB_EVENT_PATH``, and the files behind
``GITHUB_OUTPUT`` and ``GITHUB_STEP_SUMMARY``. The entrypoint runs in this process (the cassette
replays GitHub's answers; a subprocess could not see it), through the same ``main()`` the console
script calls.
"""

from __future__ import annotations

import json

from cassettes.github import changes, event_path, scenario_cassette
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.triage.replay import replay


def test_the_entrypoint_posts_the_comment_and_writes_outputs_summary_annotations_and_a_replayable_trace(
    runner_env, set_runner_env, tmp_path, capsys, parse_outputs
):
    set_runner_env(dict(runner_env, GITHUB_EVENT_PATH=str(event_path("pr_two_failed_jobs")), INPUT_MODE="comment"))
    with scenario_cassette("pr_two_failed_jobs") as cassette:
        code = main(["action"])
    out = capsys.readouterr().out
    assert code == ExitCode.OK
    posted = [json.loads(r.body)["body"] for r in changes(cassette.sent) if r.method == "POST"]
    assert len(posted) == 1
    outputs = parse_outputs((tmp_path / "output.txt").read_text(encoding="utf-8"))
    assert set(outputs) >= {"category", "confidence", "summary", "comment-url", "handoff-reason", "trace-path"}
    assert (outputs["outcome"], outputs["stage"], outputs["model-status"]) == ("triaged", "rules", "not-configured")
    assert outputs["category"] == "test failure"
    assert outputs["comment-url"] == "https://github.com/octo-org/octo-repo/pull/1347#issuecomment-1600000001"
    assert outputs["handoff-reason"] == ""
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    listed, _, rest = summary.partition("#### Source locations\n\n")
    assert listed + rest.split("\n\n", 1)[1] == posted[0], "the job summary shows the comment that was posted"
    # and where it failed, its frame's file named by its class's package
    assert "- `org/scijava/command/CommandArrayConverterTest.java:98` (log line 177 of `maven build`)" in rest
    assert "::stop-commands::" in out
    trace = tmp_path / "workspace" / outputs["trace-path"]
    assert outputs["trace-path"] == ".ci-triage/trace-7000000001-1.jsonl"
    assert replay(trace).divergence is None
    assert runner_env["INPUT_GITHUB-TOKEN"] not in trace.read_text(encoding="utf-8")


def test_inputs_spelled_with_underscores_work_too(runner_env, set_runner_env, tmp_path, parse_outputs):
    env = dict(runner_env, GITHUB_EVENT_PATH=str(event_path("push_main")))
    env["INPUT_GITHUB_TOKEN"] = env.pop("INPUT_GITHUB-TOKEN")
    env["INPUT_TOKEN_BUDGET"] = "1500"
    set_runner_env(env)
    with scenario_cassette("push_main"):
        assert main(["action"]) == ExitCode.OK
    outputs = parse_outputs((tmp_path / "output.txt").read_text(encoding="utf-8"))
    assert outputs["category"] == "test failure"
    assert outputs["comment-url"] == ""


def test_a_broken_event_payload_or_repository_is_one_input_error_not_a_crash(
    runner_env, set_runner_env, tmp_path, capsys
):
    event = tmp_path / "event.json"
    event.write_text("[]", encoding="utf-8")
    set_runner_env(dict(runner_env, GITHUB_EVENT_PATH=str(event)))
    assert main(["action"]) == ExitCode.INPUT
    assert "GITHUB_EVENT_PATH: not a workflow_run event payload" in capsys.readouterr().err
    set_runner_env(dict(runner_env, GITHUB_EVENT_NAME="push", GITHUB_REPOSITORY="noslash"))
    assert main(["action"]) == ExitCode.INPUT
    assert "repository: expected owner/name, got 'noslash'" in capsys.readouterr().err


def test_a_run_that_did_not_fail_is_not_triaged(runner_env, set_runner_env, tmp_path, parse_outputs):
    payload = json.loads(event_path("pr_two_failed_jobs").read_text(encoding="utf-8"))
    payload["workflow_run"]["conclusion"] = "success"
    event = tmp_path / "event.json"
    event.write_text(json.dumps(payload), encoding="utf-8")
    set_runner_env(dict(runner_env, GITHUB_EVENT_PATH=str(event), **{"INPUT_FAIL-ON-ERROR": "true"}))
    with scenario_cassette("pr_two_failed_jobs") as cassette:
        assert main(["action"]) == ExitCode.OK, "green is no error, whatever fail-on-error says"
    assert changes(cassette.sent) == [], "nothing is written for a run that succeeded"
    assert not [r for r in cassette.sent if "/jobs" in r.url or "/logs" in r.url], "no evidence is fetched"
    outputs = parse_outputs((tmp_path / "output.txt").read_text(encoding="utf-8"))
    assert outputs["outcome"] == "nothing-to-triage"
    assert outputs["handoff-reason"] == ""
    assert "did not fail (conclusion: success)" in outputs["summary"]
    assert "nothing to triage" in (tmp_path / "summary.md").read_text(encoding="utf-8")


def test_a_workflow_run_payload_missing_a_field_names_it_exits_3_and_posts_nothing(
    runner_env, set_runner_env, tmp_path, capsys
):
    payload = json.loads(event_path("pr_two_failed_jobs").read_text(encoding="utf-8"))
    del payload["workflow_run"]["workflow_id"]
    payload["workflow_run"]["head_sha"] = None
    payload["workflow_run"]["pull_requests"][0].pop("number")
    event = tmp_path / "event.json"
    event.write_text(json.dumps(payload), encoding="utf-8")
    set_runner_env(dict(runner_env, GITHUB_EVENT_PATH=str(event), INPUT_MODE="comment"))
    with scenario_cassette("pr_two_failed_jobs") as cassette:
        assert main(["action"]) == ExitCode.INPUT
    assert capsys.readouterr().err == (
        "ci-triage: error: GITHUB_EVENT_PATH: the workflow_run event payload has no workflow_run.workflow_id, "
        "workflow_run.head_sha, workflow_run.pull_requests[0].number\n"
    )
    assert cassette.sent == [], "nothing is asked of GitHub, nothing posted"
