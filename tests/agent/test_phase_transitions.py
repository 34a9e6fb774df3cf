"""The runner moves phases from what the model does: explore → plan → edit → verify, a failed
check demotes to recover, recover returns to edit (change) or verify (re-run), finish completes."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call, calls


def test_full_run_walks_every_phase_and_fixes_the_bug(make_agent, repo, check):
    model = ScriptedModel(
        [
            call("read_file", path="calc.py"),
            call("todo_write", todos=[{"content": "fix add", "status": "in_progress"}]),
            call("replace_in_file", path="calc.py", old="a - b", new="a * b"),
            call("run_test", command=check),
            call("replace_in_file", path="calc.py", old="a * b", new="a + b"),
            call("run_test", command=check),
            call("finish_task", summary="add() subtracted; fixed in calc.py:2"),
        ]
    )
    agent, events = make_agent(model)

    result = agent.run_sync("make check.py pass")

    model.assert_complete()
    assert result.status == "completed"
    assert result.stop_reason == "completed"
    assert result.summary == "add() subtracted; fixed in calc.py:2"
    assert result.phase == "complete"
    assert events.phases() == [
        ("explore", "plan"),
        ("plan", "edit"),
        ("edit", "verify"),
        ("verify", "recover"),
        ("recover", "edit"),
        ("edit", "verify"),
        ("verify", "complete"),
    ]
    assert (repo / "calc.py").read_text() == "def add(a, b):\n    return a + b\n"


def test_failed_check_demotes_with_a_note_and_rerun_goes_back_to_verify(make_agent, repo, check):
    (repo / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "check"}]),
            call("write_file", path="notes.txt", content="x"),
            call("run_test", command=check),
            call("run_test", command=check),
            call("finish_task", summary="still failing"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("check")

    assert events.phases()[2:5] == [("edit", "verify"), ("verify", "recover"), ("recover", "verify")]
    prompt_after_failure = model.requests[3].messages
    assert any("find the root cause" in m.content for m in prompt_after_failure if m.role == "user")
    assert "[exit code 1]" in prompt_after_failure[-2].content


def test_timeout_counts_as_a_failed_check(make_agent, python):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "wait"}]),
            call("write_file", path="slow.py", content="import time\ntime.sleep(30)\n"),
            call("run_command", command=f"{python} slow.py"),
            call("finish_task", summary="done"),
        ]
    )
    agent, events = make_agent(model, terminal={"timeout_s": 0.3})

    agent.run_sync("run slow")

    assert ("verify", "recover") in events.phases()
    output = model.requests[3].messages[-2].content
    assert "timed out after 0.3 s" in output


def test_finish_task_completes_from_explore(make_agent):
    agent, events = make_agent(ScriptedModel([call("finish_task", summary="nothing to do")]))

    result = agent.run_sync("look")

    assert result.status == "completed"
    assert events.phases() == [("explore", "complete")]


def test_an_edit_after_a_passing_check_goes_back_to_edit(make_agent, repo, check):
    (repo / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="notes.txt", content="1"),
            call("run_test", command=check),
            call("write_file", path="notes.txt", content="2"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("t", temperature=0.2)

    assert events.phases()[2:4] == [("edit", "verify"), ("verify", "edit")]
    assert {r.temperature for r in model.requests} == {0.2}


def test_recover_note_follows_all_tool_results_of_the_answer(make_agent, check):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="n.txt", content="1"),
            calls(("run_test", {"command": check}), ("read_file", {"path": "calc.py"})),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    agent.run_sync("t")

    roles = [m.role for m in model.requests[3].messages[-4:]]
    assert roles == ["assistant", "tool", "tool", "user"]  # tool results stay right after their call
