"""Identical calls: a correction note on the first repeat, refusal on a streak, then a stop.
Identical output from different calls gets a note too."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_streak_of_identical_calls_is_noted_refused_then_stopped(make_agent):
    model = ScriptedModel([call("list_directory", path=".") for _ in range(5)])
    agent, events = make_agent(model)

    result = agent.run_sync("t")

    model.assert_complete()
    assert result.stop_reason == "run_identical_calls"
    assert "same list_directory call" in model.requests[2].messages[-1].content
    assert len(events.of("tool.completed")) == 2  # calls 3 and 4 refused, 5 stops
    assert [f.error.code for f in events.of("tool.failed")] == ["guard_refused", "guard_refused"]


def test_identical_output_of_a_different_call_is_noted(make_agent):
    model = ScriptedModel(
        [
            call("read_file", path="calc.py"),
            call("read_file", path="./calc.py"),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    agent.run_sync("t")

    assert "identical to the previous tool output" in model.requests[2].messages[-1].content


def test_thresholds_are_configurable(make_agent):
    model = ScriptedModel([call("list_directory", path=".") for _ in range(2)])
    agent, _ = make_agent(model, guards={"identical_call_stop_at": 2})

    assert agent.run_sync("t").stop_reason == "run_identical_calls"
