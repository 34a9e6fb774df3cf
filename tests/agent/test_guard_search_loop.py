"""Search loop breaker: after 8 read/search calls in a row without progress, further ones
are refused; three refusals in a row stop the run with run_search_loop."""

from __future__ import annotations

from ci_triage.agent.llm.scripted import ScriptedModel, call


def reads(count: int, offset: int = 0):
    return [call("grep", pattern=f"add{n}") for n in range(offset, offset + count)]


def test_reads_past_the_limit_are_refused_then_the_run_stops(make_agent):
    model = ScriptedModel(reads(11))
    agent, events = make_agent(model)

    result = agent.run_sync("t")

    model.assert_complete()
    assert result.stop_reason == "run_search_loop"
    assert len(events.of("tool.completed")) == 8
    assert "without progress" in model.requests[9].messages[-1].content


def test_progress_resets_the_count(make_agent):
    model = ScriptedModel(
        [
            *reads(8),
            call("todo_write", todos=[{"content": "x"}]),
            *reads(8, 100),
            call("finish_task", summary="s"),
        ]
    )
    agent, events = make_agent(model)

    assert agent.run_sync("t").stop_reason == "completed"
    assert not events.of("tool.failed")


def test_limit_is_configurable(make_agent):
    model = ScriptedModel(reads(3))
    agent, _ = make_agent(model, guards={"search_loop_limit": 1, "search_loop_stop_after": 2})

    assert agent.run_sync("t").stop_reason == "run_search_loop"
