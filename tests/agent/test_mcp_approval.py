"""Safe by default: an MCP tool runs without a pause only if its server annotates it read-only
AND the configuration approves the server. Everything else pauses (``mcp.approval_required``);
a non-interactive run denies it with the reason; disabled and unknown servers pause instead of
connecting."""

from __future__ import annotations

from ci_triage.agent.events import EVENT_ADAPTER, MCPApprovalRequired
from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.trace import read_records

PLAN = call("todo_write", todos=[{"content": "use the server"}])  # tools needing approval are mutate tools


def servers(url: str, **options):
    return {"servers": {"t": {"url": url, **options}}}


def test_a_read_only_tool_of_an_unapproved_server_is_denied_in_a_non_interactive_run(
    make_agent, mcp_http_url, tmp_path
):
    model = ScriptedModel([PLAN, call("t__lookup_v2", key="x"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=servers(mcp_http_url), trace_path=tmp_path / "trace.jsonl")

    result = agent.run_sync("t")

    assert result.status == "completed"
    (pause,) = events.of("mcp.approval_required")
    assert (pause.server, pause.mcp_tool, pause.arguments) == ("t", "lookup.v2", {"key": "x"})
    assert "not approved in the configuration" in pause.reason
    (failure,) = events.of("tool.failed")
    assert failure.error.code == "mcp_approval_required"
    seen = model.requests[2].messages[-1].content
    assert "needs a person's approval" in seen
    assert "non-interactive" in seen
    assert "t__lookup_v2" not in [e.tool for e in events.of("tool.completed")]
    traced = [e for e in read_records(tmp_path / "trace.jsonl", EVENT_ADAPTER) if isinstance(e, MCPApprovalRequired)]
    assert [e.reason for e in traced] == [pause.reason]  # the event replays from the trace


def test_a_tool_not_annotated_read_only_pauses_even_on_an_approved_server(make_agent, mcp_http_url):
    model = ScriptedModel([PLAN, call("t__write_note", note="n"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=servers(mcp_http_url, approved=True), interactive=True)
    agent.on("mcp.approval_required", lambda e: agent.resolve_permission(e.tool_call_id, "allow"))

    agent.run_sync("t")

    (pause,) = events.of("mcp.approval_required")
    assert "readOnlyHint" in pause.reason
    assert "wrote n" in [e.output for e in events.of("tool.completed")]
    assert ("plan", "edit") in events.phases()


def test_a_denied_approval_refuses_the_call(make_agent, mcp_http_url):
    model = ScriptedModel([PLAN, call("t__write_note", note="n"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=servers(mcp_http_url, approved=True), interactive=True)
    agent.on("mcp.approval_required", lambda e: agent.resolve_permission(e.tool_call_id, "deny"))

    agent.run_sync("t")

    assert events.of("tool.failed")[0].error.code == "permission_denied"
    assert "wrote n" not in [e.output for e in events.of("tool.completed")]


def test_a_deny_all_policy_refuses_without_asking(make_agent, mcp_http_url):
    model = ScriptedModel([call("t__echo", text="x"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=servers(mcp_http_url, approved=True), permission_policy="deny-all")

    agent.run_sync("t")

    assert events.of("mcp.approval_required") == []
    assert events.of("tool.failed")[0].error.code == "permission_denied"


def test_a_disabled_server_pauses_instead_of_connecting_and_connects_once_allowed(make_agent, mcp_http_url):
    config = servers(mcp_http_url, approved=True, enabled=False)
    model = ScriptedModel([PLAN, call("t__echo", text="x"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=config)

    agent.run_sync("t")

    assert not any(name.startswith("t__") for name in events.of("model.request")[0].tools)  # never listed
    assert "disabled" in events.of("mcp.approval_required")[0].reason
    assert events.of("tool.failed")[0].error.code == "mcp_approval_required"

    model = ScriptedModel([PLAN, call("t__echo", text="x"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=config, interactive=True)
    agent.on("mcp.approval_required", lambda e: agent.resolve_permission(e.tool_call_id, "allow"))
    agent.run_sync("t")
    assert "echo: x" in [e.output for e in events.of("tool.completed")]


def test_an_unknown_server_pauses_and_approval_cannot_invent_it(make_agent, mcp_http_url):
    model = ScriptedModel([PLAN, call("nope__thing"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=servers(mcp_http_url, approved=True), interactive=True)
    agent.on("mcp.approval_required", lambda e: agent.resolve_permission(e.tool_call_id, "allow"))

    agent.run_sync("t")

    assert "no MCP server 'nope' is configured" in events.of("mcp.approval_required")[0].reason
    assert events.of("tool.failed")[0].error.code == "mcp_server_unknown"
