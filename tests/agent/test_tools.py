"""Built-in tools on a real git repository with real subprocesses: fs line ranges, git reads,
the terminal's allow-list, output cap and secret-free environment; tool errors are results."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, tool

PREPARE = [call("todo_write", todos=[{"content": "x"}]), call("write_file", path="n.txt", content="1")]


def outputs(model: ScriptedModel) -> list[str]:
    """The tool result each request ended with, from the second request on."""
    return [r.messages[-1].content for r in model.requests[1:]]


def test_fs_tools(make_agent, repo):
    (repo / "pkg").mkdir()
    (repo / "pkg" / "mod.py").write_text("x = 1\ny = add(x)\n")
    model = ScriptedModel(
        [
            call("read_file", path="calc.py", start_line=2, end_line=2),
            call("list_directory", path="."),
            call("glob", pattern="**/*.py"),
            call("grep", pattern=r"add\("),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    agent.run_sync("t")

    read, listing, found, grepped = outputs(model)
    assert read == "2:     return a - b"
    assert listing.splitlines() == ["calc.py", "check.py", "pkg/"]  # no .git, no .env
    assert found.splitlines() == ["calc.py", "check.py", "pkg/mod.py"]
    assert grepped.splitlines() == [
        "calc.py:1: def add(a, b):",
        "check.py:3: if add(2, 3) != 5:",
        "check.py:4:     print('add(2, 3) =', add(2, 3), 'expected 5')",
        "pkg/mod.py:2: y = add(x)",
    ]


def test_git_tools_read_the_real_repository(make_agent, repo):
    model = ScriptedModel(
        [
            call("read_file", path="calc.py"),
            call("git_log"),
            call("git_blame", path="calc.py", start_line=2, end_line=2),
            call("git_show", revision="--output=/tmp/x"),
            call("todo_write", todos=[{"content": "x"}]),
            call("replace_in_file", path="calc.py", old="a - b", new="a + b"),
            call("git_diff"),
            call("git_status"),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    agent.run_sync("t")

    results = outputs(model)
    assert results[1].endswith("Test Add calc")
    assert "return a - b" in results[2]
    assert results[3].startswith("error [invalid_revision]")
    assert "+    return a + b" in results[6]
    assert " M calc.py" in results[7]


def test_command_not_on_the_allow_list_is_refused_and_demotes(make_agent):
    model = ScriptedModel(
        [*PREPARE, call("run_command", command="bash -c 'echo hi'"), call("finish_task", summary="s")]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    (failure,) = events.of("tool.failed")
    assert failure.error.code == "command_not_allowed"
    assert failure.error.layer == "permission"
    assert ("verify", "recover") in events.phases()  # a tool error of a check is a failed check


def test_terminal_environment_has_no_secrets(make_agent, python, monkeypatch):
    monkeypatch.setenv("MY_API_KEY", "should-not-be-seen")
    monkeypatch.setenv("HARMLESS", "visible")
    script = "import os; print(os.environ.get('MY_API_KEY'), os.environ.get('HARMLESS'))"
    model = ScriptedModel(
        [*PREPARE, call("run_command", command=f'{python} -c "{script}"'), call("finish_task", summary="s")]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    output = events.of("tool.completed")[-2].output
    assert "None visible" in output
    assert "[exit code 0]" in output


def test_terminal_output_is_capped(make_agent, python):
    model = ScriptedModel(
        [
            *PREPARE,
            call("run_command", command=f"{python} -c \"print('x' * 50000)\""),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model, terminal={"output_limit_chars": 2000})

    agent.run_sync("t")

    output = events.of("tool.completed")[-2].output
    assert "characters omitted" in output
    assert len(output) < 2200


def test_invalid_arguments_are_a_result_not_a_crash(make_agent):
    model = ScriptedModel([call("read_file", path="calc.py", start_line=0), call("finish_task", summary="s")])
    agent, events = make_agent(model)

    result = agent.run_sync("t")

    assert result.status == "completed"
    assert events.of("tool.failed")[0].error.code == "invalid_arguments"
    assert "start_line" in events.of("tool.failed")[0].error.message


def test_a_program_written_into_the_workspace_cannot_borrow_an_allowed_name(make_agent, repo):
    model = ScriptedModel(
        [
            call("todo_write", todos=[{"content": "x"}]),
            call("write_file", path="python", content="#!/bin/sh\necho pwned\n"),
            call("run_command", command=f"{repo}/python"),
            call("run_command", command="./python"),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    agent.run_sync("t")

    assert [f.error.code for f in events.of("tool.failed")] == ["command_not_allowed", "command_not_allowed"]
    assert not events.of("tool.output")


def test_a_tool_that_raises_becomes_an_error_result(make_agent):
    @tool(ToolKind.READ)
    def flaky(ctx: ToolContext) -> str:
        """A tool with a bug."""
        raise ValueError("boom")

    model = ScriptedModel([call("flaky"), call("finish_task", summary="s")])
    agent, events = make_agent(model, extra_tools=[flaky])

    result = agent.run_sync("t")

    assert result.status == "completed"
    assert events.of("tool.failed")[0].error.code == "tool_exception"
    assert model.requests[1].messages[-1].content.startswith("error [tool_exception]: ValueError: boom")
