"""Repeated error: the same failure three times stops the run with run_repeated_error."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def test_same_failure_three_times_stops_the_run(make_agent):
    model = ScriptedModel([call("deploy", target=n) for n in range(3)])
    agent, events = make_agent(model)

    result = agent.run_sync("t")

    model.assert_complete()
    assert result.status == "stopped"
    assert result.stop_reason == "run_repeated_error"
    assert [f.error.code for f in events.of("tool.failed")] == ["unknown_tool"] * 3


def test_different_failures_do_not_add_up(make_agent):
    model = ScriptedModel(
        [
            call("deploy", target=1),
            call("read_file", path="missing.py"),
            call("deploy", target=2),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    assert agent.run_sync("t").stop_reason == "completed"


def test_threshold_is_configurable(make_agent):
    model = ScriptedModel([call("deploy", target=n) for n in range(2)])
    agent, _ = make_agent(model, guards={"repeated_error_limit": 2})

    assert agent.run_sync("t").stop_reason == "run_repeated_error"
