"""MCP over streamable HTTP, against the real test server on a loopback port: tools listed into
the run under ``<server>__<tool>``, called, a timeout that becomes a result, oversized output."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def http(url: str, **options):
    return {"servers": {"t": {"url": url, "approved": True, **options}}}


def test_http_tools_are_offered_by_name_and_called_without_a_pause_when_read_only(make_agent, mcp_http_url):
    model = ScriptedModel(
        [call("t__echo", text="over http"), call("t__lookup_v2", key="k"), call("finish_task", summary="s")]
    )
    agent, events = make_agent(model, mcp=http(mcp_http_url))

    result = agent.run_sync("t")

    assert result.status == "completed"
    offered = events.of("model.request")[0].tools
    assert {"t__echo", "t__lookup_v2", "t__write_note", "read_file"} <= set(offered)
    assert [e.output for e in events.of("tool.completed")[:2]] == ["echo: over http", "value of k"]
    assert events.of("mcp.approval_required") == []
    assert events.phases() == [("explore", "complete")]  # read-only MCP tools keep the phase


def test_a_tool_that_never_answers_times_out_and_the_run_goes_on(make_agent, mcp_http_url):
    model = ScriptedModel([call("t__hang"), call("t__echo", text="after"), call("finish_task", summary="s")])
    agent, events = make_agent(model, mcp=http(mcp_http_url, timeout_s=1))

    result = agent.run_sync("t")

    assert result.status == "completed"
    failures = events.of("tool.failed")
    assert [f.error.code for f in failures] == ["mcp_timeout"], [f.error.message for f in failures]
    assert "within 1 s" in model.requests[1].messages[-1].content
    assert events.of("tool.completed")[0].output == "echo: after"


def test_oversized_output_is_cut_and_then_shortened_for_the_model(make_agent, mcp_http_url, tmp_path):
    model = ScriptedModel([call("t__big", n=300_000), call("finish_task", summary="s")])
    agent, _events = make_agent(model, mcp=http(mcp_http_url, max_output_chars=50_000))

    agent.run_sync("t")

    seen = model.requests[1].messages[-1].content
    assert len(seen) < 20_000  # the harness shows head and tail of long outputs
    assert "more characters cut by the MCP output limit" in seen
    (saved,) = (tmp_path / "run" / "tool-outputs").iterdir()
    assert len(saved.read_text()) < 51_000  # the whole (already cut) output is kept on disk


def test_a_header_naming_an_unset_variable_makes_the_server_unavailable_not_the_run(make_agent, monkeypatch):
    monkeypatch.delenv("CI_TRIAGE_TEST_MCP_CREDENTIAL", raising=False)
    headers = {"Authorization": "Bearer ${CI_TRIAGE_TEST_MCP_CREDENTIAL}"}
    config = {"servers": {"t": {"url": "http://127.0.0.1:9/mcp", "headers": headers}}}
    agent, events = make_agent(ScriptedModel([call("finish_task", summary="s")]), mcp=config)

    result = agent.run_sync("t")

    assert result.status == "completed"
    (warning,) = events.of("run.warning")
    assert "environment variable CI_TRIAGE_TEST_MCP_CREDENTIAL is not set" in warning.message
