"""Permission policies, pauses and their resolution, and ask_user."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def editing_run():
    return ScriptedModel(
        [
            call("read_file", path="calc.py"),
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="out.txt", content="hello"),
            call("finish_task", summary="s"),
        ]
    )


def test_ask_pauses_mutating_calls_and_allow_resumes(make_agent, repo):
    agent, events = make_agent(editing_run(), permission_policy="ask", interactive=True)
    agent.on("permission.required", lambda e: agent.resolve_permission(e.tool_call_id, "allow"))

    result = agent.run_sync("t")

    assert result.status == "completed"
    (pause,) = events.of("permission.required")  # read_file and todo_write were not paused
    assert pause.tool == "write_file"
    assert (repo / "out.txt").read_text() == "hello"


def test_deny_resolution_refuses_the_call(make_agent, repo):
    model = editing_run()
    agent, events = make_agent(model, permission_policy="ask", interactive=True)
    agent.on("permission.required", lambda e: agent.resolve_permission(e.tool_call_id, "deny"))

    agent.run_sync("t")

    assert not (repo / "out.txt").exists()
    assert events.of("tool.failed")[0].error.code == "permission_denied"
    assert events.of("tool.failed")[0].error.layer == "permission"


def test_unanswered_pause_in_a_non_interactive_run_is_a_deny_with_a_reason(make_agent, repo):
    model = editing_run()
    agent, events = make_agent(model, permission_policy="ask", interactive=False)

    agent.run_sync("t")

    assert not (repo / "out.txt").exists()
    assert events.of("tool.failed")[0].error.code == "permission_unanswered"
    assert "nobody answered" in model.requests[3].messages[-1].content


def test_unanswered_pause_times_out(make_agent, repo):
    agent, events = make_agent(editing_run(), permission_policy="ask", interactive=True, pause_timeout_s=0.05)

    agent.run_sync("t")

    assert events.of("tool.failed")[0].error.code == "permission_unanswered"


def test_deny_all_and_function_policies(make_agent, repo):
    agent, events = make_agent(editing_run(), permission_policy="deny-all")
    agent.run_sync("t")
    assert [f.tool for f in events.of("tool.failed")] == ["read_file", "todo_write", "write_file"]

    seen = []

    def policy(tool, arguments):
        seen.append(tool)
        return "deny" if arguments.get("path") == "out.txt" else "allow"

    agent, events = make_agent(editing_run(), permission_policy=policy)
    agent.run_sync("t")
    assert [f.tool for f in events.of("tool.failed")] == ["write_file"]
    assert seen == ["read_file", "todo_write", "write_file"]  # control tools are not policed


def test_ask_user_gets_the_answer(make_agent):
    model = ScriptedModel([call("ask_user", question="which file?"), call("finish_task", summary="s")])
    agent, events = make_agent(model, interactive=True)
    agent.on("ask_user.required", lambda e: agent.respond(e.tool_call_id, "calc.py"))

    agent.run_sync("t")

    assert events.of("ask_user.required")[0].question == "which file?"
    assert model.requests[1].messages[-1].content == "calc.py"


def test_ask_user_in_a_non_interactive_run_says_no_one_answers(make_agent):
    model = ScriptedModel([call("ask_user", question="which file?"), call("finish_task", summary="s")])
    agent, _ = make_agent(model)

    agent.run_sync("t")

    assert model.requests[1].messages[-1].content.startswith("No answer")


def test_resolving_an_unknown_call_returns_false(make_agent):
    agent, _ = make_agent(ScriptedModel([]))
    assert agent.resolve_permission("nope", "allow") is False
