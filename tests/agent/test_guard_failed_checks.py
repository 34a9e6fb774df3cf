"""Failed checks: 5 failing verifications in a row with no edit between → run_hard_stop."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def start():
    return [call("todo_write", todos=[{"content": "x"}]), call("write_file", path="n.txt", content="1")]


def test_five_failing_checks_without_an_edit_stop_the_run(make_agent, check):
    model = ScriptedModel([*start(), *[call("run_test", command=f"{check} {n}") for n in range(5)]])
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    model.assert_complete()
    assert result.status == "stopped"
    assert result.stop_reason == "run_hard_stop"


def test_an_edit_between_failures_resets_the_count(make_agent, check):
    failing = [call("run_test", command=f"{check} {n}") for n in range(8)]
    model = ScriptedModel(
        [
            *start(),
            *failing[:4],
            call("write_file", path="n.txt", content="2"),
            *failing[4:],
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model, guards={"failed_checks_limit": 5})

    assert agent.run_sync("t").stop_reason == "completed"


def test_limit_is_configurable(make_agent, check):
    model = ScriptedModel([*start(), call("run_test", command=check), call("run_test", command=f"{check} x")])
    agent, _ = make_agent(model, guards={"failed_checks_limit": 2})

    assert agent.run_sync("t").stop_reason == "run_hard_stop"
