"""A provider refusing a request for its size (GitHub Models: HTTP 413 ``tokens_limit_reached``)
gets one compaction and one retry, replayed from a vcrpy cassette (record mode none); a second
refusal ends the run with a model error, never a traceback. Every request carries the output cap."""

from __future__ import annotations

import asyncio
import json

import httpx2
import pytest

from ci_triage.agent.errors import ModelError, RunError
from ci_triage.agent.llm.base import Message, ModelRequest
from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel
from ci_triage.agent.llm.providers import resolve_endpoint
from ci_triage.agent.llm.request_switch import allow_model_requests
from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.agent.llm.windows import GITHUB_MODELS_WINDOW, ModelWindow
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, tool

KEY = "github-test-0000-not-a-real-token"
WEATHER = "fog over the bay, " * 300
"""A tool result large enough that two of them need compacting in a small window."""


@tool(ToolKind.READ)
def get_weather(ctx: ToolContext, city: str, state: str) -> str:
    """Current weather of a city (a test tool)."""
    return f"{city}, {state}: {WEATHER}"


@pytest.mark.default_cassette("github_models_413_then_compacted_retry.yaml")
@pytest.mark.vcr
def test_a_413_tokens_limit_reached_leads_to_one_compacted_retry(make_agent, sleeps, vcr):
    sent: list[dict] = []

    async def record(request: httpx2.Request) -> None:
        sent.append(json.loads(request.content))

    client = httpx2.AsyncClient(event_hooks={"request": [record]})
    with allow_model_requests(True):
        model = OpenAICompatibleModel(
            resolve_endpoint("github-models", api_key=KEY),
            window=GITHUB_MODELS_WINDOW,
            sleep=sleeps,
            http_client=client,
        )
        agent, events = make_agent(model, extra_tools=[get_weather], compaction={"keep_recent": 2})
        result = agent.run_sync("weather in SF, twice?")

    assert vcr.all_played
    assert result.status == "completed", result.error
    assert result.summary == "San Francisco, CA: looked up"
    (warning,) = [w for w in events.of("run.warning") if w.code == "request_too_large"]
    assert "Max size: 8000 tokens" in warning.message
    assert len(events.of("compaction.completed")) == 1
    refused, summary, retried = sent[2], sent[3], sent[4]
    assert len(json.dumps(retried["messages"])) < 0.8 * len(json.dumps(refused["messages"]))
    assert "tools" not in summary
    assert all(body["max_tokens"] == 4_000 for body in sent)
    assert sleeps.waits == []  # a refusal for size is not retried as it was
    assert result.usage.requests == 5


def refused() -> ModelError:
    return ModelError(RunError(code="request_too_large", message="too large", layer="provider"))


def test_a_second_refusal_ends_the_run_with_a_model_error(make_agent):
    model = ScriptedModel([call("get_weather", city="SF", state="CA"), refused(), refused()])
    agent, events = make_agent(model, extra_tools=[get_weather], window=ModelWindow(8_000, 1_000))

    result = agent.run_sync("weather in SF?")

    assert result.status == "failed"
    assert result.error.code == "request_too_large"
    assert len(model.requests) == 3
    assert [w.code for w in events.of("run.warning")].count("request_too_large") == 1


def test_context_length_exceeded_is_a_size_refusal_too_and_openai_gets_max_completion_tokens(sleeps):
    body = {"error": {"message": "maximum context length", "type": "invalid_request_error", "param": "messages",
                      "code": "context_length_exceeded"}}  # fmt: skip
    sent: list[dict] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        sent.append(json.loads(request.content))
        return httpx2.Response(400, json=body)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(answer))
    request = ModelRequest(messages=[Message(role="user", content="hi")], max_output_tokens=500)
    with allow_model_requests(True):
        model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), sleep=sleeps, http_client=client)
        with pytest.raises(ModelError) as raised:
            asyncio.run(model.request(request))

    assert raised.value.error.code == "request_too_large"
    assert sleeps.waits == []
    assert len(sent) == 1
    assert sent[0]["max_completion_tokens"] == 500
    assert "max_tokens" not in sent[0]


def test_a_refused_first_request_that_cannot_shrink_is_not_sent_again(make_agent):
    model = ScriptedModel([refused()])
    agent, _ = make_agent(model, window=ModelWindow(8_000, 1_000))

    result = agent.run_sync("weather in SF?")

    assert result.status == "failed"
    assert result.error.code == "request_too_large"
    assert "could not be made smaller" in result.error.message
    assert len(model.requests) == 1
