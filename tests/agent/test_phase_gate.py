"""A call outside its phase's tool kinds is not executed; the model is told why. The tool
profile caps every phase."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call, calls


def test_edit_in_explore_is_refused_and_not_executed(make_agent, repo):
    model = ScriptedModel([call("write_file", path="new.txt", content="x"), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert not (repo / "new.txt").exists()
    (failure,) = events.of("tool.failed")
    assert failure.error.code == "phase_gate"
    assert "todo_write" in model.requests[1].messages[-1].content


def test_running_a_check_before_any_edit_is_refused(make_agent, check):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "run"}]),
            call("run_test", command=check),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    (failure,) = events.of("tool.failed")
    assert failure.error.code == "phase_gate"
    assert "phase plan permits" in failure.error.message
    assert not events.of("tool.output")


def test_read_only_profile_refuses_edits_even_after_a_plan(make_agent, repo):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "edit"}]),
            call("write_file", path="calc.py", content="broken"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model, profile="read-only")

    agent.run_sync("t")

    assert (repo / "calc.py").read_text().startswith("def add")
    assert "tool profile" in events.of("tool.failed")[0].error.message
    offered = {t["function"]["name"] for t in model.requests[0].tools}
    assert "write_file" not in offered
    assert "run_command" not in offered


def test_calls_after_finish_task_in_the_same_answer_are_not_run(make_agent, repo):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            calls(("finish_task", {"summary": "s"}), ("write_file", {"path": "late.txt", "content": "x"})),
        ]
    )
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    assert result.status == "completed"
    assert not (repo / "late.txt").exists()
