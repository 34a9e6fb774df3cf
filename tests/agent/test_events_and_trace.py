"""Events: typed, ordered, written to a redacted JSONL trace that loads back into objects and
replays to the same decisions; a handler that raises is logged and ignored."""

from __future__ import annotations

import json

from ci_triage.agent.events import EVENT_ADAPTER, PhaseChanged, ToolCompleted
from ci_triage.agent.llm.replay import ReplayModel
from ci_triage.agent.llm.scripted import ScriptedModel, call, text
from ci_triage.trace import read_records


def fixing_run(check):
    return ScriptedModel(
        [
            text("Looking at calc.py first."),
            call("read_file", path="calc.py"),
            call("todo_write", todos=[{"content": "fix add", "status": "in_progress"}]),
            call("replace_in_file", path="calc.py", old="a - b", new="a + b"),
            call("run_test", command=check),
            call("finish_task", summary="fixed calc.py:2"),
        ]
    )


def test_event_stream_is_ordered_and_complete(make_agent, check):
    agent, events = make_agent(fixing_run(check))

    agent.run_sync("fix")

    types = events.types()
    assert types[0] == "run.started"
    assert types[-1] == "run.completed"
    assert [e.seq for e in events.events] == list(range(1, len(types) + 1))
    for expected in (
        "step.started",
        "step.ended",
        "text.delta",
        "text.end",
        "model.response",
        "tool.started",
        "tool.output",
        "tool.completed",
        "phase.changed",
        "todo.updated",
        "context.updated",
        "agent.state",
        "run.warning",
    ):
        assert expected in types, expected
    assert events.of("todo.updated")[0].todos == [{"content": "fix add", "status": "in_progress"}]


def test_trace_loads_back_into_event_objects_and_replays_the_same_run(make_agent, check, tmp_path, repo):
    trace_path = tmp_path / "trace.jsonl"
    agent, events = make_agent(fixing_run(check), trace_path=trace_path)
    first = agent.run_sync("fix")

    loaded = read_records(trace_path, EVENT_ADAPTER)
    assert [e.type for e in loaded] == events.types()
    assert isinstance(next(e for e in loaded if e.type == "phase.changed"), PhaseChanged)
    assert '"from": "explore"' in trace_path.read_text()

    (repo / "calc.py").write_text("def add(a, b):\n    return a - b\n")  # undo the fix
    agent, replayed = make_agent(ReplayModel.from_trace(trace_path))
    second = agent.run_sync("fix")

    assert (second.status, second.summary, second.phase) == (first.status, first.summary, first.phase)
    assert replayed.phases() == events.phases()
    assert (repo / "calc.py").read_text().endswith("a + b\n")


def test_trace_strings_pass_through_the_redactor(make_agent, tmp_path):
    trace_path = tmp_path / "trace.jsonl"
    model = ScriptedModel([call("finish_task", summary="token is hunter2-hunter2")])
    agent, _ = make_agent(model, trace_path=trace_path, redactor=lambda s: s.replace("hunter2", "[MASKED]"))

    agent.run_sync("use hunter2-hunter2")

    content = trace_path.read_text()
    assert "hunter2" not in content
    assert content.count("[MASKED]") >= 3  # task, model response, tool arguments, summary
    assert all(json.loads(line) for line in content.splitlines())


def test_default_redactor_masks_secret_shapes_and_secret_environment_values(make_agent, tmp_path, monkeypatch):
    monkeypatch.setenv("DEPLOY_TOKEN", "tok-1234567890-abcdef")
    github_token = "ghp_" + "a1B2c3D4e5" * 4
    trace_path = tmp_path / "trace.jsonl"
    agent, _ = make_agent(ScriptedModel([call("finish_task", summary="s")]), trace_path=trace_path)

    agent.run_sync(f"the token is tok-1234567890-abcdef, also {github_token}")

    content = trace_path.read_text()
    assert "tok-1234567890-abcdef" not in content
    assert github_token not in content
    assert "<redacted:github-token>" in content


def test_a_handler_that_raises_is_ignored(make_agent, caplog):
    agent, events = make_agent(ScriptedModel([call("list_directory"), call("finish_task", summary="s")]))

    def broken(event):
        raise RuntimeError("observer bug")

    agent.on("tool.completed", broken)
    result = agent.run_sync("t")

    assert result.status == "completed"
    assert "observer bug" in caplog.text
    assert isinstance(events.of("tool.completed")[0], ToolCompleted)


def test_model_requests_are_traced_without_repeating_history(make_agent):
    model = ScriptedModel([call("read_file", path="calc.py"), call("finish_task", summary="s")])
    agent, events = make_agent(model, system_prompt="BASE")

    agent.run_sync("fix")

    first, second = events.of("model.request")
    assert first.system_prompt == "BASE"
    assert [m["content"] for m in first.new_messages] == ["fix"]
    assert second.system_prompt is None  # unchanged
    assert [m["role"] for m in second.new_messages] == ["assistant", "tool"]
    assert "read_file" in first.tools


def test_an_unwritable_trace_is_a_failed_result_not_an_exception(make_agent, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    model = ScriptedModel([])
    agent, _ = make_agent(model, trace_path=blocker / "trace.jsonl")

    result = agent.run_sync("t")

    assert result.status == "failed"
    assert result.error.code == "trace_unwritable"
    assert model.requests == []
