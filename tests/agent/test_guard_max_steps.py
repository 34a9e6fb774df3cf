"""Runaway steps: the run stops at max_steps with run_max_steps, warning the model 3 and 1
steps before."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_run_stops_at_max_steps_after_two_warnings(make_agent):
    model = ScriptedModel([call("read_file", path="calc.py", start_line=1, end_line=n) for n in range(1, 6)])
    agent, events = make_agent(model)

    result = agent.run_sync("t", max_steps=5)

    model.assert_complete()  # exactly 5 model calls; a 6th would raise
    assert result.status == "stopped"
    assert result.stop_reason == "run_max_steps"
    assert result.steps == 5
    warnings = [w.message for w in events.of("run.warning") if w.code == "steps_running_out"]
    assert [w.split(" ")[0] for w in warnings] == ["3", "1"]
    assert "3 step(s) left" in model.requests[2].messages[-1].content


def test_max_steps_default_comes_from_guard_config(make_agent):
    model = ScriptedModel([call("list_directory", path="."), call("glob", pattern="*.py")])
    agent, _ = make_agent(model, guards={"max_steps": 2})

    result = agent.run_sync("t")

    assert result.stop_reason == "run_max_steps"
    assert result.steps == 2
