"""Budget: a hard cap on tokens (and optionally cost) per run ends it with budget_exhausted
and what it had found."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_token_budget_stops_the_run_and_reports_findings(make_agent):
    # each scripted answer reports 10 input + 5 output tokens
    model = ScriptedModel([call("read_file", path="calc.py"), call("grep", pattern="add"), call("glob", pattern="*")])
    agent, _ = make_agent(model)

    result = agent.run_sync("find add", token_budget=30)

    assert result.status == "stopped"
    assert result.stop_reason == "budget_exhausted"
    assert result.tokens_used == 30
    assert result.steps == 2
    assert "read_file" in result.findings
    assert "find add" in result.findings


def test_cost_cap_stops_the_run(make_agent):
    model = ScriptedModel([call("list_directory"), call("glob", pattern="*")])
    agent, _ = make_agent(
        model,
        guards={
            "max_cost_usd": 0.001,
            "usd_per_million_input_tokens": 100.0,
            "usd_per_million_output_tokens": 0.0,
        },
    )

    result = agent.run_sync("t")

    assert result.stop_reason == "budget_exhausted"
    assert result.steps == 1
