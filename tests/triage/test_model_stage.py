"""With a model, the built-in rules' verified comment is posted first; the model's draft replaces it
only once it is verified too, and a model draft that cannot be verified is never posted."""

from __future__ import annotations

import json

from cassettes.github import changes, event_path, scenario_cassette
from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import Analyser
from ci_triage.triage.assemble import triage_run
from ci_triage.triage.replay import recorded_model, replay

JOB = "maven build"
EXIT_LINE = 450
"""``Process completed with exit code 1.`` in the bundled maven example log, served as this job's log."""


def answer(quote: str) -> dict:
    return {
        "root_cause": "CommandArrayConverterTest fails converting a wildcard generic array (ExecutionException).",
        "category": "test failure",
        "attribution": "this-change",
        "confidence": 0.8,
        "claims": [
            {
                "statement": "The build step exits with status 1.",
                "citation": {"kind": "log", "job": JOB, "start_line": EXIT_LINE, "end_line": EXIT_LINE},
                "quote": quote,
            }
        ],
    }


def run(runner_env, tmp_path, model, trace="t"):
    env = dict(runner_env, GITHUB_EVENT_PATH=str(event_path("model_updates_comment")))
    with scenario_cassette("model_updates_comment") as cassette:
        outcome = triage_run(
            load_settings(environ=env), analyser=Analyser.load(), environ=env, model=model, trace_path=tmp_path / trace
        )
    return outcome, cassette


def writes(cassette):
    return [(r.method, r.url.rsplit("/", 1)[-1], json.loads(r.body)["body"]) for r in changes(cassette.sent)]


def test_the_verified_model_diagnosis_updates_the_first_comment_in_place(runner_env, tmp_path):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")
    outcome, cassette = run(runner_env, tmp_path, model)
    assert outcome.state.phase == "done"
    (first_method, _, first_body), (second_method, comment_id, second_body) = writes(cassette)
    assert (first_method, second_method, comment_id) == ("POST", "PATCH", "1600000013")
    assert "wildcard generic array" not in first_body
    assert "wildcard generic array" in second_body
    assert outcome.state.proposal.drafter == "scripted"
    assert outcome.outputs["comment-url"].endswith("#issuecomment-1600000013")


def test_a_model_draft_that_misquotes_the_log_is_never_posted_and_hands_off_after_two_attempts(runner_env, tmp_path):
    wrong = answer("Process completed with exit code 0.")
    model = ScriptedModel([call("submit_diagnosis", **wrong), call("submit_diagnosis", **wrong)], name="scripted")
    outcome, cassette = run(runner_env, tmp_path, model)
    state = outcome.state
    assert [method for method, _, _ in writes(cassette)] == ["POST"], "only the rules' verified comment is posted"
    assert state.phase == "needs_human"
    assert "failed verification 2 time(s)" in state.handoff.reason
    summary = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert "exit code 0" not in summary
    assert "needs a human" in summary
    assert "https://github.com/octo-org/octo-repo/pull/1353#issuecomment-1600000013" in summary


def test_an_action_trace_replays_its_model_stage_offline_to_the_same_comment(runner_env, tmp_path):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")
    recorded, recorded_writes = run(runner_env, tmp_path, model, trace="recorded.jsonl")
    replayed, replayed_writes = run(runner_env, tmp_path, recorded_model(tmp_path / "recorded.jsonl"), "replayed.jsonl")
    assert recorded.state.phase == replayed.state.phase == "done"
    assert writes(replayed_writes) == writes(recorded_writes)
    assert "wildcard generic array" in writes(replayed_writes)[-1][2]
    assert replayed.state.proposal == recorded.state.proposal


def model_draft_step(records: list[dict]) -> int:
    """The 1-based step of the trace's model-stage draft."""
    intents = 0
    for record in records:
        intents += record["type"] == "loop_intent"
        event = record.get("event", {})
        if event.get("type") == "drafted" and event["proposal"]["stage"] == "model":
            return intents
    raise AssertionError("the trace holds no model-stage draft")


def test_replay_re_runs_an_action_trace_with_a_model_stage_without_divergence(runner_env, tmp_path, capsys):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")
    run(runner_env, tmp_path, model, trace="recorded.jsonl")
    result = replay(tmp_path / "recorded.jsonl")
    assert result.divergence is None
    assert result.final_phase == "done"
    assert main(["replay", str(tmp_path / "recorded.jsonl")]) == ExitCode.OK
    assert "every step matches the trace" in capsys.readouterr().out


def test_an_edited_model_response_makes_replay_name_the_model_draft_step(runner_env, tmp_path, capsys):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")
    path = tmp_path / "recorded.jsonl"
    run(runner_env, tmp_path, model, trace="recorded.jsonl")
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    step = model_draft_step(records)
    drafted = next(
        r["event"]
        for r in records
        if r.get("event", {}).get("type") == "drafted" and r["event"]["proposal"]["stage"] == "model"
    )
    response = next(e for e in drafted["harness_events"] if e["type"] == "model.response")
    edited = json.dumps(response["response"]).replace("wildcard generic array", "wildcard generic list")
    assert edited != json.dumps(response["response"]), "the recorded response holds the model's answer"
    response["response"] = json.loads(edited)
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")

    divergence = replay(path).divergence
    assert divergence is not None
    assert (divergence.step, divergence.what) == (step, "event")
    assert "wildcard generic array" in json.dumps(divergence.recorded)
    assert "wildcard generic list" in json.dumps(divergence.replayed)
    assert main(["replay", str(path)]) == ExitCode.REPLAY_DIVERGED
    assert f"step {step}: event differs" in capsys.readouterr().out


def test_a_divergence_names_the_differing_field_with_both_values(runner_env, tmp_path, capsys):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")
    path = tmp_path / "recorded.jsonl"
    run(runner_env, tmp_path, model, trace="recorded.jsonl")
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    verified = next(r for r in records if r.get("event", {}).get("type") == "verified")
    assert verified["event"]["verification"]["passed"] is True
    verified["event"]["verification"]["passed"] = False
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")

    assert main(["replay", str(path)]) == ExitCode.REPLAY_DIVERGED
    out = capsys.readouterr().out.splitlines()
    assert "  verification.passed: recorded false, now true" in out
    assert all(len(line) < 500 for line in out)  # fields, not two whole events


UNKNOWN_LOG = (
    "2024-01-01T00:00:00.0000000Z ##[group]Run ./deploy.sh\n"
    "2024-01-01T00:00:00.0000000Z ./deploy.sh\n"
    "2024-01-01T00:00:00.0000000Z ##[endgroup]\n"
    "2024-01-01T00:00:01.0000000Z the frobnicator stopped\n"
    "2024-01-01T00:00:02.0000000Z ##[error]Process completed with exit code 3.\n"
)
"""A failure no skill recognises: its category is unknown."""


def test_a_verified_model_diagnosis_that_stays_unknown_is_a_handoff_not_a_diagnosis(tmp_path):
    log = tmp_path / "job.log"
    log.write_text(UNKNOWN_LOG, encoding="utf-8")
    unknown = {
        "root_cause": "The deploy script stopped; its output does not say why.",
        "category": "unknown",
        "confidence": 0.2,
        "claims": [
            {
                "statement": "The step exits with status 3.",
                "citation": {"kind": "log", "job": "job", "start_line": 5, "end_line": 5},
                "quote": "Process completed with exit code 3.",
            }
        ],
    }
    model = ScriptedModel([call("submit_diagnosis", **unknown)], name="scripted")
    summary = tmp_path / "summary.md"
    env = {"GITHUB_STEP_SUMMARY": str(summary)}
    settings = load_settings({"mode": "summary", "workspace": str(tmp_path)}, environ=env)
    outcome = triage_run(settings, analyser=Analyser.load(), environ=env, model=model, log_file=log)
    model.assert_complete()  # the model drafted
    assert outcome.outputs["outcome"] == "handoff"
    assert outcome.outputs["model-status"] == "failed: its verified diagnosis left the category unknown"
    written = summary.read_text(encoding="utf-8")
    assert written.startswith("<!-- ci-triage:handoff -->")
    assert "exit code: 3" in written, "what was checked"
    assert "run the command of step “Run ./deploy.sh” with tracing" in written, "the next step (a silent step's)"
    assert "does not say why" not in written, "the model's unknown diagnosis is not posted"
