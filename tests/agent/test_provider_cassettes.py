"""The OpenAI-compatible client against chat-completions responses replayed from vcrpy
cassettes (record mode none: a request the cassette does not hold fails; no network).
Cassettes are built from the official payloads by ``cassettes/build_cassettes.py``."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import httpx2
import pytest
import yaml

from ci_triage.agent.errors import ModelError, ModelRequestsNotAllowed
from ci_triage.agent.llm.base import Message, ModelRequest
from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel
from ci_triage.agent.llm.providers import resolve_endpoint
from ci_triage.agent.llm.request_switch import allow_model_requests
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, tool

KEY = "sk-test-0000-not-a-real-key-0000"
REQUEST = ModelRequest(messages=[Message(role="user", content="What's the weather like in SF?")])


@pytest.fixture
def model(sleeps):
    with allow_model_requests(True):
        yield OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), sleep=sleeps)


@tool(ToolKind.READ)
def get_weather(ctx: ToolContext, city: str, state: str) -> str:
    """Current weather of a city (a test tool)."""
    return f"{city}, {state}: 18 C, fog"


@pytest.mark.default_cassette("openai_tool_call_run.yaml")
@pytest.mark.vcr
def test_tool_calls_drive_a_run_with_a_custom_tool(make_agent, model, vcr):
    agent, events = make_agent(model, extra_tools=[get_weather])

    result = agent.run_sync("weather in SF?")

    assert vcr.all_played
    assert result.status == "completed"
    assert result.summary == "San Francisco, CA: looked up"
    assert events.of("tool.completed")[0].output == "San Francisco, CA: 18 C, fog"
    assert result.tokens_used == 2 * (48 + 19)  # usage of the recorded response, twice


@pytest.mark.default_cassette("openai_parallel_tool_calls.yaml")
@pytest.mark.vcr
def test_parallel_tool_calls_are_parsed_in_order(model):
    response = asyncio.run(model.request(REQUEST))

    assert [c.name for c in response.tool_calls] == ["GetWeatherArgs", "get_stock_price"]
    assert response.tool_calls[1].arguments == {"ticker": "AAPL", "exchange": "NASDAQ"}
    assert response.finish_reason == "tool_calls"


@pytest.mark.default_cassette("openai_429_then_success.yaml")
@pytest.mark.vcr
def test_429_waits_for_retry_after_then_succeeds(model, sleeps, vcr):
    response = asyncio.run(model.request(REQUEST))

    assert vcr.all_played
    assert sleeps.waits == [2.0]
    assert response.text.startswith("I'm unable to provide real-time weather updates.")
    assert (response.usage.input_tokens, response.usage.output_tokens) == (14, 37)


@pytest.mark.default_cassette("openai_500_exhausts_retries.yaml")
@pytest.mark.vcr
def test_500s_exhaust_the_retries_and_fail_the_run(make_agent, model, sleeps, vcr):
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    assert vcr.all_played  # 4 attempts, the first included
    assert len(sleeps.waits) == 3
    assert all(0 < w <= 8.0 for w in sleeps.waits)
    assert result.status == "failed"
    assert result.stop_reason == "model_error"
    assert result.error.code == "provider_server_error"
    assert result.error.layer == "provider"
    assert result.error.retryable is True


@pytest.mark.default_cassette("openai_401_not_retried.yaml")
@pytest.mark.vcr
def test_401_is_not_retried_and_the_key_is_not_logged(model, sleeps, caplog):
    caplog.set_level(logging.DEBUG)

    with pytest.raises(ModelError) as raised:
        asyncio.run(model.request(REQUEST))

    assert sleeps.waits == []
    assert raised.value.error.code == "provider_auth"
    assert raised.value.error.retryable is False
    assert KEY not in caplog.text
    assert KEY not in raised.value.error.message
    assert KEY not in repr(model.endpoint)


@pytest.mark.default_cassette("openai_invalid_arguments.yaml")
@pytest.mark.vcr
def test_arguments_that_are_not_json_become_a_model_error_the_model_sees(make_agent, model):
    agent, events = make_agent(model, extra_tools=[get_weather])

    result = agent.run_sync("weather in SF?")

    (failure,) = events.of("tool.failed")
    assert failure.error.code == "invalid_arguments_json"
    assert failure.error.layer == "provider"
    assert result.status == "completed"  # the model got the error and carried on


@pytest.mark.default_cassette("openai_empty_responses.yaml")
@pytest.mark.vcr
def test_empty_responses_stop_the_run(make_agent, model, sleeps):
    agent, _ = make_agent(model)

    result = agent.run_sync("t")

    assert result.stop_reason == "run_empty_response"
    assert sleeps.waits == [0.8, 1.6]


@pytest.mark.default_cassette("openai_stream_text.yaml")
@pytest.mark.vcr
def test_streamed_text_arrives_as_deltas_with_usage(sleeps):
    with allow_model_requests(True):
        model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), stream=True, sleep=sleeps)
        deltas: list[str] = []
        response = asyncio.run(model.request(REQUEST, on_text=deltas.append))

    assert deltas[:3] == ["I'm", " unable", " to"]
    assert "".join(deltas) == response.text
    assert response.usage.output_tokens == 30
    assert response.finish_reason == "stop"


@pytest.mark.default_cassette("openai_stream_tool_calls.yaml")
@pytest.mark.vcr
def test_streamed_tool_call_arguments_are_joined(sleeps):
    with allow_model_requests(True):
        model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), stream=True, sleep=sleeps)
        response = asyncio.run(model.request(REQUEST))

    (tool_call,) = response.tool_calls
    assert tool_call.name == "get_weather"
    assert tool_call.arguments == {"city": "New York City"}
    assert response.usage.input_tokens == 44


def test_requests_raise_while_the_switch_is_off(make_agent):
    model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY))
    with pytest.raises(ModelRequestsNotAllowed):
        asyncio.run(model.request(REQUEST))

    agent, _ = make_agent(model)
    result = agent.run_sync("t")
    assert result.error.code == "model_requests_not_allowed"


def test_missing_key_is_a_clear_configuration_error(monkeypatch):
    monkeypatch.delenv("NVIDIA_API_KEY", raising=False)
    with pytest.raises(ModelError) as raised:
        resolve_endpoint()  # nvidia is the default provider
    assert raised.value.error.code == "provider_not_configured"
    assert "NVIDIA_API_KEY" in raised.value.error.message


def test_connection_timeouts_are_retried_then_reported(sleeps):
    attempts = []

    def refuse(request):
        attempts.append(request)
        raise httpx2.ConnectTimeout("timed out", request=request)

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(refuse))
    with allow_model_requests(True):
        model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), sleep=sleeps, http_client=client)
        with pytest.raises(ModelError) as raised:
            asyncio.run(model.request(REQUEST))

    assert len(attempts) == 4
    assert len(sleeps.waits) == 3
    assert raised.value.error.code == "provider_timeout"
    assert raised.value.error.retryable is True


def test_providers_resolve_their_base_url_and_key(monkeypatch):
    monkeypatch.setenv("NVIDIA_API_KEY", "nvapi-test")
    monkeypatch.setenv("AZURE_OPENAI_API_KEY", "azure-test")
    monkeypatch.setenv("AZURE_OPENAI_ENDPOINT", "https://example-resource.openai.azure.com/")

    nvidia = resolve_endpoint()
    azure = resolve_endpoint("azure")
    custom = resolve_endpoint("vllm", base_url="http://localhost:8000/v1", model="m")

    assert (nvidia.provider, nvidia.base_url) == ("nvidia", "https://integrate.api.nvidia.com/v1")
    assert azure.base_url == "https://example-resource.openai.azure.com/openai/v1/"
    assert (custom.base_url, custom.model) == ("http://localhost:8000/v1", "m")
    assert "nvapi-test" not in repr(nvidia)


def test_requests_carry_the_conversation_in_chat_completions_form(make_agent, sleeps):
    """What the client sends, checked on the wire (the bodies it answers with are the
    cassette's recorded responses)."""
    cassette = yaml.safe_load((Path(__file__).parent / "cassettes" / "openai_tool_call_run.yaml").read_text())
    answers = [i["response"]["body"]["string"] for i in cassette["interactions"]]
    sent: list[dict] = []

    def reply(request):
        sent.append(json.loads(request.content))
        return httpx2.Response(200, content=answers[len(sent) - 1], headers={"content-type": "application/json"})

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(reply))
    with allow_model_requests(True):
        model = OpenAICompatibleModel(resolve_endpoint("openai", api_key=KEY), sleep=sleeps, http_client=client)
        agent, _ = make_agent(model, extra_tools=[get_weather])
        agent.run_sync("weather in SF?", temperature=0)

    first, second = sent
    assert first["model"] == "gpt-4o-mini"
    assert first["temperature"] == 0
    assert [m["role"] for m in first["messages"]] == ["system", "user"]
    assert "get_weather" in {t["function"]["name"] for t in first["tools"]}
    assistant, tool_result = second["messages"][2:4]
    assert assistant["tool_calls"][0]["function"] == {
        "name": "get_weather",
        "arguments": '{"city":"San Francisco","state":"CA"}',
    }
    assert tool_result == {
        "role": "tool",
        "tool_call_id": assistant["tool_calls"][0]["id"],
        "content": "San Francisco, CA: 18 C, fog",
    }
