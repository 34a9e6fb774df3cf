"""A model endpoint that answers 200 with something other than a chat completion (an HTML page, a
JSON list, truncated JSON, an empty body) is a model error with a hint, never a traceback (issue 13).
The endpoint is an httpx MockTransport: nothing leaves the process."""

from __future__ import annotations

import asyncio

import httpx2
import pytest

from ci_triage.agent.errors import ModelError
from ci_triage.agent.llm.base import Message, ModelRequest
from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel
from ci_triage.agent.llm.providers import resolve_endpoint
from ci_triage.agent.llm.request_switch import allow_model_requests

KEY = "sk-test-" + "0000-not-a-real-key-0000"
REQUEST = ModelRequest(messages=[Message(role="user", content="hello")])


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (b"<html><body>Welcome to nginx!</body></html>", "text/html"),
        (b"<html>captive portal</html>", "application/json"),
        (b"[1, 2, 3]", "application/json"),
        (b'{"choices": [', "application/json"),
        (b"", "application/json"),
        (b'{"choices": [{"message": 7}]}', "application/json"),
    ],
    ids=["html", "html-as-json", "json-list", "truncated", "empty", "wrong-shape"],
)
@pytest.mark.parametrize("stream", [False, True], ids=["plain", "stream"])
def test_a_200_answer_that_is_not_a_chat_completion_is_a_model_error(body, content_type, stream):
    def reply(request):
        return httpx2.Response(200, content=body, headers={"content-type": content_type})

    async def sleep(_seconds: float) -> None:
        return None

    client = httpx2.AsyncClient(transport=httpx2.MockTransport(reply))
    with allow_model_requests(True):
        model = OpenAICompatibleModel(
            resolve_endpoint("openai", api_key=KEY), sleep=sleep, http_client=client, stream=stream
        )
        with pytest.raises(ModelError) as raised:
            asyncio.run(model.request(REQUEST))
    assert raised.value.error.code == "provider_bad_answer"
    assert KEY not in raised.value.error.message
