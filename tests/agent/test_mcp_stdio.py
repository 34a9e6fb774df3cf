"""MCP over stdio, against the real test server (``mcp_server.py``) started as a subprocess:
lazy connection, listing, naming, calling, tool errors, oversized output, a crashing server and a
server that never answers."""

from __future__ import annotations

import asyncio
import sys

import pytest

from ci_triage.agent.errors import ToolError
from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.agent.mcp import MCPConfig, MCPManager
from ci_triage.agent.phases import ToolKind

from .conftest import mcp_stdio


async def error_of(awaitable) -> ToolError:
    with pytest.raises(ToolError) as caught:
        await awaitable
    return caught.value


def test_stdio_tools_are_listed_named_called_and_their_failures_are_results():
    manager = MCPManager({"servers": {"t": mcp_stdio(approved=True, max_output_chars=1000)}})
    assert manager._connections == {}  # configuring connects nothing

    async def scenario():
        try:
            definitions, problems = await manager.list_tools()
            by_name = {d.name: d for d in definitions}
            echoed = await by_name["t__echo"].function(None, text="hi")
            looked_up = await by_name["t__lookup_v2"].function(None, key="k")
            failed = await error_of(manager.call_tool("t", "fail", {"reason": "no disk"}))
            big = await manager.call_tool("t", "big", {"n": 5000})
            return by_name, problems, echoed, looked_up, failed, big
        finally:
            await manager.aclose()

    by_name, problems, echoed, looked_up, failed, big = asyncio.run(scenario())

    assert problems == []
    assert set(by_name) == {"t__echo", "t__lookup_v2", "t__write_note", "t__fail", "t__crash", "t__hang", "t__big"}
    schema = by_name["t__echo"].json_schema["function"]
    assert schema["parameters"]["required"] == ["text"]
    assert schema["description"].startswith("Return the text unchanged.")
    assert by_name["t__echo"].kind is ToolKind.READ
    assert by_name["t__echo"].approval is None
    assert by_name["t__write_note"].kind is ToolKind.MUTATE
    assert "readOnlyHint" in by_name["t__write_note"].approval
    assert echoed == "echo: hi"
    assert looked_up == "value of k"  # the cleaned name maps back to "lookup.v2"
    assert failed.error.code == "mcp_tool_error"
    assert "cannot do it: no disk" in failed.error.message
    assert big.startswith("x" * 1000)
    assert "4000 more characters cut" in big


def test_a_crashing_server_is_a_result_and_the_next_call_starts_it_again(make_agent):
    model = ScriptedModel([call("t__crash"), call("t__echo", text="still here"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=MCPConfig(servers={"t": mcp_stdio(approved=True)}))

    result = agent.run_sync("t")

    assert result.status == "completed"
    (failure,) = events.of("tool.failed")
    assert failure.error.code == "mcp_server_crashed"
    assert "about to crash on purpose" in failure.error.message  # the server's stderr, quoted
    assert "mcp_server_crashed" in model.requests[1].messages[-1].content
    assert events.of("tool.completed")[0].output == "echo: still here"


def test_a_server_that_never_answers_is_a_warning_and_the_run_goes_on(make_agent):
    silent = {"command": sys.executable, "args": ["-c", "import sys; sys.stdin.buffer.read()"]}
    model = ScriptedModel([call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp={"servers": {"mute": {**silent, "connect_timeout_s": 1}}})

    result = agent.run_sync("t")

    assert result.status == "completed"
    (warning,) = events.of("run.warning")
    assert warning.code == "mcp_unavailable"
    assert "'mute'" in warning.message
    assert "did not answer within 1 s" in warning.message
    assert not any(name.startswith("mute__") for name in events.of("model.request")[0].tools)


def test_configuration_is_checked_before_anything_connects():
    with pytest.raises(ValueError, match="exactly one of"):
        MCPConfig.model_validate({"servers": {"x": {"command": "a", "url": "http://127.0.0.1:1/mcp"}}})
    with pytest.raises(ValueError, match="single '_'"):
        MCPConfig.model_validate({"servers": {"a__b": {"command": "a"}}})
    assert MCPConfig.model_validate({"mcpServers": {"gh": {"url": "https://example.invalid/mcp"}}}).servers["gh"]
