"""Empty responses: exponential backoff (0.8 s doubling, cap 6 s), a nudge, and a stop after
three in a row. Waits go through the injected sleep, so nothing sleeps for real."""

from __future__ import annotations

from ci_triage.agent.llm.base import ModelResponse
from ci_triage.agent.llm.scripted import ScriptedModel, call, text


def test_three_empty_answers_stop_the_run_after_backoff_and_nudges(make_agent, sleeps):
    model = ScriptedModel([ModelResponse(), ModelResponse(), ModelResponse()])
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    model.assert_complete()
    assert result.stop_reason == "run_empty_response"
    assert sleeps.waits == [0.8, 1.6]
    assert "Your last answer was empty" in model.requests[1].messages[-1].content


def test_backoff_doubles_up_to_the_cap(make_agent, sleeps):
    model = ScriptedModel([ModelResponse()] * 6)
    agent, _ = make_agent(model, guards={"empty_response_limit": 6})

    agent.run_sync("t")

    assert sleeps.waits == [0.8, 1.6, 3.2, 6.0, 6.0]


def test_an_answer_with_a_tool_call_resets_the_streak(make_agent):
    model = ScriptedModel(
        [
            ModelResponse(),
            ModelResponse(),
            call("list_directory"),
            ModelResponse(),
            ModelResponse(),
            call("finish_task", summary="s"),
        ]
    )
    agent, _ = make_agent(model)

    assert agent.run_sync("t").stop_reason == "completed"


def test_text_without_a_tool_call_counts_as_no_action(make_agent, sleeps):
    model = ScriptedModel([text("I think it is fixed.")] * 3)
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    assert result.stop_reason == "run_empty_response"
    assert sleeps.waits == []  # backoff is for empty answers only
    assert "without calling a tool" in model.requests[1].messages[-1].content
