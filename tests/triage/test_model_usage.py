"""What the model stage cost is shown: in the footer of the model's comment, in the job summary and
in the ``model-usage`` output; when the provider refuses the model's requests for size, the rules'
comment stands, a note says why, and the cost is still reported."""

from __future__ import annotations

import json

from test_model_stage import answer, run, writes

from ci_triage.agent.errors import ModelError, RunError
from ci_triage.agent.llm.scripted import ScriptedModel, call

USAGE = "Model: 1 request · 10 input tokens · 5 output tokens"
"""``ScriptedModel``'s answers each report 10 input and 5 output tokens."""


def test_the_model_comment_footer_the_summary_and_the_output_carry_the_usage(runner_env, tmp_path):
    model = ScriptedModel([call("submit_diagnosis", **answer("Process completed with exit code 1."))], name="scripted")

    outcome, cassette = run(runner_env, tmp_path, model)

    (_, _, rules_body), (_, _, model_body) = writes(cassette)
    assert "Model:" not in rules_body
    assert model_body.rstrip().endswith(USAGE)
    assert USAGE in (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert json.loads(outcome.outputs["model-usage"]) == {"requests": 1, "input_tokens": 10, "output_tokens": 5}


def test_refusals_for_size_leave_the_rules_comment_a_note_and_the_usage(runner_env, tmp_path, monkeypatch):
    refused = ModelError(RunError(code="request_too_large", message="Max size: 8000 tokens", layer="provider"))
    model = ScriptedModel([call("log_lines", start=300, end=499), refused, refused], name="scripted")

    outcome, cassette = run(runner_env, tmp_path, model)

    state = outcome.state
    (_, _, _), (method, _, footer) = writes(cassette)
    assert method == "PATCH", "the rules' comment stands, updated to say the model stage failed"
    assert "The model stage failed, so ci-triage's built-in rules wrote this comment" in footer
    assert state.phase == "done"
    failure = state.model_failure or ""
    assert "request_too_large" in failure, failure
    assert "Max size: 8000 tokens" in failure, failure
    assert len(model.requests) == 3, "one compacted retry, no more"
    assert json.loads(outcome.outputs["model-usage"])["requests"] == 3
    text = (tmp_path / "summary.md").read_text(encoding="utf-8")
    assert text.rstrip().endswith("Model: 3 requests · 10 input tokens · 5 output tokens")
    assert "CI triage" in text, "the rules' comment stays in the summary"
