"""``OpenAICompatibleModel``: any OpenAI-compatible chat-completions provider through the
``openai`` SDK (3.x, which sends over ``httpx2``).

* Tool calls, optional streaming of text deltas, usage accounting (tokens).
* Tool-call arguments that are not a JSON object keep ``ToolCall.arguments = None``; the loop
  answers the model with an ``invalid_arguments_json`` error (a model error, not a crash).
* Retries with tenacity (the SDK's own retries are switched off, ``max_retries=0``) on 408,
  409, 429, 5xx and connection errors, never on 400/401/403; a ``retry-after-ms`` or
  ``retry-after`` header (seconds) sets the wait, otherwise 0.5 s doubling up to 8 s (the SDK's
  own defaults, ``openai/_constants.py``) plus up to 1 s of jitter (tenacity's
  ``wait_exponential_jitter``). A server asking to wait
  longer than ``max_retry_after_s`` is not retried. ``sleep`` is injectable so tests never wait.
* Refusals for size (HTTP 413, or an error code such as GitHub Models' ``tokens_limit_reached`` or
  OpenAI's ``context_length_exceeded``, see :data:`SIZE_REFUSAL_CODES`) are never retried as they
  are: they become a ``ModelError`` with code ``request_too_large``, which the loop answers with one
  compaction and one retry.
* Each request carries ``ModelRequest.max_output_tokens`` as ``max_tokens`` or
  ``max_completion_tokens`` (``harness.llm.windows.OUTPUT_CAP_PARAMETER``, by provider).
* Per-request timeout in seconds. The key goes to the SDK only; it is never logged, and error
  messages are passed through the redactor before they leave.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

import openai
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt
from tenacity.wait import wait_exponential_jitter

from ci_triage.agent.errors import ModelError, RunError
from ci_triage.agent.llm.base import Message, ModelRequest, ModelResponse, TextSink, ToolCall, Usage
from ci_triage.agent.llm.providers import Endpoint
from ci_triage.agent.llm.request_switch import check_allow_model_requests
from ci_triage.agent.llm.windows import OUTPUT_CAP_PARAMETER, ModelWindow
from ci_triage.base.redact import mask_environment_secrets

RETRY_STATUSES = frozenset({408, 409, 429})
"""Retried statuses besides 5xx (openai-python README "Retries")."""
SIZE_REFUSAL_CODES = frozenset(
    {"tokens_limit_reached", "context_length_exceeded", "string_above_max_length", "request_too_large"}
)
"""Error codes of a request refused for its size: GitHub Models (``tokens_limit_reached``, with HTTP
413, "Request body too large for gpt-4o model. Max size: 8000 tokens."), OpenAI
(``context_length_exceeded``, ``string_above_max_length``, HTTP 400) and their kin."""
SIZE_REFUSAL_STATUS = 413
"""HTTP 413 Content Too Large (RFC 9110, section 15.5.14)."""


def is_size_refusal(error: BaseException) -> bool:
    """Whether ``error`` is a provider refusing a request for its size (413 or a code of
    :data:`SIZE_REFUSAL_CODES`, at the top of the body or inside its ``error`` object)."""
    if not isinstance(error, openai.APIStatusError):
        return False
    if error.status_code == SIZE_REFUSAL_STATUS:
        return True
    body = error.body if isinstance(error.body, dict) else {}
    inner = body.get("error")
    codes = {error.code, body.get("code"), inner.get("code") if isinstance(inner, dict) else None}
    return any(isinstance(code, str) and code in SIZE_REFUSAL_CODES for code in codes)


def retry_after_seconds(error: BaseException) -> float | None:
    """Seconds the server asked to wait (``retry-after-ms`` first, then ``retry-after`` in
    seconds), or ``None``. HTTP-date values are not honoured (backoff applies instead)."""
    response = getattr(error, "response", None)
    if response is None:
        return None
    for header, divisor in (("retry-after-ms", 1000.0), ("retry-after", 1.0)):
        value = response.headers.get(header)
        if value is None:
            continue
        try:
            return max(float(value) / divisor, 0.0)
        except ValueError:
            continue
    return None


def is_retryable(error: BaseException) -> bool:
    """Connection errors and timeouts, 408, 409, 429 and 5xx; never other 4xx, never a refusal
    for size (the same request would be refused again)."""
    if isinstance(error, openai.APIConnectionError):
        return True
    if is_size_refusal(error):
        return False
    if isinstance(error, openai.APIStatusError):
        return error.status_code in RETRY_STATUSES or error.status_code >= 500
    return False


_CODES: dict[int, tuple[str, str]] = {
    400: ("provider_bad_request", "the request was rejected; check the model name and tool schemas"),
    401: ("provider_auth", "the key was rejected; check the provider's key variable"),
    403: ("provider_forbidden", "the key may not use this model or endpoint"),
    404: ("provider_not_found", "check the base URL and the model name"),
    408: ("provider_timeout", "the provider timed out; try again later"),
    409: ("provider_conflict", "try again later"),
    429: ("provider_rate_limited", "rate limited; wait or lower the request rate"),
}


class OpenAICompatibleModel:
    """A chat-completions model at ``endpoint``.

    ``timeout_s``: per request (seconds). ``max_attempts``: tries per request, first included.
    ``max_retry_after_s``: the longest server-requested wait honoured (seconds; chosen 60 s:
    a CI job should hand off rather than sit longer). ``window``: the model's
    :class:`~ci_triage.agent.llm.windows.ModelWindow` (the harness keeps every request within
    it and caps every answer). ``sleep``: async ``(seconds) -> None``
    used between attempts (default ``asyncio.sleep``). ``http_client``: an ``httpx2.AsyncClient``.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        *,
        timeout_s: float = 60.0,
        max_attempts: int = 4,
        max_retry_after_s: float = 60.0,
        stream: bool = False,
        window: ModelWindow | None = None,
        sleep: Callable[[float], Awaitable[None]] | None = None,
        http_client: Any = None,
    ) -> None:
        self.endpoint = endpoint
        self.name = f"{endpoint.provider}:{endpoint.model}"
        self.stream = stream
        self.window = window
        self._cap_parameter = OUTPUT_CAP_PARAMETER.get(endpoint.provider, "max_tokens")
        self.max_attempts = max_attempts
        self.max_retry_after_s = max_retry_after_s
        self._sleep = sleep or asyncio.sleep
        self._client = openai.AsyncOpenAI(
            api_key=endpoint.api_key,
            base_url=endpoint.base_url,
            max_retries=0,
            timeout=timeout_s,
            http_client=http_client,
        )

    async def request(self, request: ModelRequest, on_text: TextSink | None = None) -> ModelResponse:
        """One chat completion; raises ``ModelError`` after the last failed attempt."""
        check_allow_model_requests()
        retrying = AsyncRetrying(
            retry=retry_if_exception(self._should_retry),
            stop=stop_after_attempt(self.max_attempts),
            wait=self._wait,
            sleep=self._sleep,
            reraise=True,
        )
        try:
            async for attempt in retrying:
                with attempt:
                    return await self._once(request, on_text)
        except openai.OpenAIError as exc:
            raise self._model_error(exc) from None
        except (ValueError, TypeError, AttributeError, KeyError, IndexError) as exc:  # not a chat completion
            raise ModelError(
                RunError(
                    code="provider_bad_answer",
                    message=f"{self.name}: the answer is not a chat completion ({type(exc).__name__})",
                    layer="provider",
                    retryable=False,
                    hint="check base-url: it must be the root of an OpenAI-compatible API (…/v1)",
                )
            ) from None
        raise AssertionError("unreachable: tenacity re-raises the last error")  # pragma: no cover

    def _should_retry(self, error: BaseException) -> bool:
        wait = retry_after_seconds(error)
        return is_retryable(error) and (wait is None or wait <= self.max_retry_after_s)

    _backoff = wait_exponential_jitter(multiplier=0.5, max=8.0)

    def _wait(self, state: RetryCallState) -> float:
        error = state.outcome.exception() if state.outcome else None
        wait = retry_after_seconds(error) if error else None
        return wait if wait is not None else self._backoff(state)

    async def _once(self, request: ModelRequest, on_text: TextSink | None) -> ModelResponse:
        params: dict[str, Any] = {
            "model": self.endpoint.model,
            "messages": [_to_openai(m) for m in request.messages],
        }
        if request.tools:
            params["tools"] = request.tools
        if request.temperature is not None:
            params["temperature"] = request.temperature
        if request.max_output_tokens is not None:
            params[self._cap_parameter] = request.max_output_tokens
        if self.stream:
            return await self._streamed(params, on_text)
        completion = await self._client.chat.completions.create(**params)
        if not isinstance(getattr(completion, "choices", None), list):
            raise ValueError("the answer has no list of choices")
        usage = _usage(completion.usage)
        if not completion.choices:
            return ModelResponse(usage=usage)
        choice = completion.choices[0]
        message = choice.message
        calls = [
            _tool_call(c.id, c.function.name, c.function.arguments)
            for c in message.tool_calls or []
            if getattr(c, "function", None) is not None
        ]
        if on_text and message.content:
            on_text(message.content)
        return ModelResponse(
            text=message.content or "", tool_calls=calls, usage=usage, finish_reason=choice.finish_reason
        )

    async def _streamed(self, params: dict[str, Any], on_text: TextSink | None) -> ModelResponse:
        stream = await self._client.chat.completions.create(
            **params, stream=True, stream_options={"include_usage": True}
        )
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage, finish_reason = Usage(), None
        chunks = 0
        async for chunk in stream:
            chunks += 1
            if chunk.usage is not None:
                usage = _usage(chunk.usage)
            for choice in chunk.choices:
                finish_reason = choice.finish_reason or finish_reason
                delta = choice.delta
                if delta.content:
                    text.append(delta.content)
                    if on_text:
                        on_text(delta.content)
                for part in delta.tool_calls or []:
                    slot = calls.setdefault(part.index, {"id": "", "name": "", "arguments": ""})
                    slot["id"] = part.id or slot["id"]
                    if part.function is not None:
                        slot["name"] += part.function.name or ""
                        slot["arguments"] += part.function.arguments or ""
        if not chunks:
            raise ValueError("the answer is not an event stream of chunks")
        return ModelResponse(
            text="".join(text),
            tool_calls=[_tool_call(c["id"], c["name"], c["arguments"]) for _, c in sorted(calls.items())],
            usage=usage,
            finish_reason=finish_reason,
        )

    def _model_error(self, exc: openai.OpenAIError) -> ModelError:
        status = getattr(exc, "status_code", None)
        code, hint = _CODES.get(status or 0, ("provider_error", "see the message"))
        if is_size_refusal(exc):
            code, hint = "request_too_large", "the request was refused for its size; lower max-input-tokens"
        elif isinstance(exc, openai.APITimeoutError):
            code, hint = "provider_timeout", "the request timed out; try again or raise the timeout"
        elif isinstance(exc, openai.APIConnectionError):
            code, hint = "provider_connection", "the provider could not be reached"
        elif status is not None and status >= 500:
            code, hint = "provider_server_error", "the provider failed; try again later"
        message = mask_environment_secrets(str(exc)).replace(self.endpoint.api_key, "[REDACTED]")
        return ModelError(
            RunError(
                code=code,
                message=f"{self.name}: {message}",
                layer="provider",
                retryable=is_retryable(exc),
                hint=hint,
            )
        )


def _usage(usage: Any) -> Usage:
    if usage is None:
        return Usage()
    return Usage(input_tokens=usage.prompt_tokens or 0, output_tokens=usage.completion_tokens or 0)


def _tool_call(call_id: str, name: str, raw: str) -> ToolCall:
    try:
        parsed = json.loads(raw or "{}")
    except json.JSONDecodeError:
        parsed = None
    return ToolCall(id=call_id, name=name, raw_arguments=raw, arguments=parsed if isinstance(parsed, dict) else None)


def _to_openai(message: Message) -> dict[str, Any]:
    if message.role == "tool":
        return {"role": "tool", "tool_call_id": message.tool_call_id, "content": message.content}
    out: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        out["content"] = message.content or None
        out["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.raw_arguments}}
            for c in message.tool_calls
        ]
    return out
