"""``open_model``: a configured OpenAI-compatible model from a provider name, through
``ci_triage.agent.llm.providers`` (base URL, key variable and default model live there).

The ``openai`` SDK (the ``model`` extra) is imported only when a model is opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.agent.llm.providers import DEFAULT_PROVIDER, resolve_endpoint
from ci_triage.agent.llm.windows import window_for
from ci_triage.base.extras import require_extra
from ci_triage.config.settings import Settings

if TYPE_CHECKING:
    from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel


def open_model(
    provider: str = DEFAULT_PROVIDER,
    model: str | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
    *,
    max_input_tokens: int | None = None,
    max_output_tokens: int | None = None,
    **client_options: object,
) -> OpenAICompatibleModel:
    """An :class:`OpenAICompatibleModel` for ``provider`` (``nvidia``, ``openai``, ``azure``,
    ``github-models``, ``openrouter``, ``ollama``, or any ``base_url``); ``model`` defaults to the
    provider's, ``api_key`` to its environment variable. ``client_options`` go to the client
    (``timeout_s``, ``max_attempts``, ``stream``, ``sleep``, ...). The model's window is the
    provider's and model family's (``harness.llm.windows.window_for``), with
    ``max_input_tokens`` / ``max_output_tokens`` (tokens) replacing its numbers when given.

    Raises ``ci_triage.agent.errors.ModelError`` (``provider_unknown``,
    ``provider_not_configured`` naming the missing variable), or
    ``ci_triage.base.errors.MissingExtraError`` when the ``model`` extra is not installed. No request is
    made here.
    """
    endpoint = resolve_endpoint(provider, model=model, base_url=base_url, api_key=api_key)
    require_extra("model", f"provider {provider!r}")
    from ci_triage.agent.llm.openai_compat import OpenAICompatibleModel

    window = window_for(
        endpoint.provider, endpoint.model, max_input_tokens=max_input_tokens, max_output_tokens=max_output_tokens
    )
    client_options.setdefault("window", window)
    return OpenAICompatibleModel(endpoint, **client_options)  # type: ignore[arg-type]


def open_configured_model(settings: Settings) -> OpenAICompatibleModel:
    """The model the settings name (``provider``, ``model``, ``base-url``, ``api-key``; a bare
    ``base-url`` is the ``custom`` provider), with the window ``max-input-tokens`` and
    ``max-output-tokens`` set. Raises ``ModelError`` when it is not configured."""
    key = settings.api_key.get_secret_value() if settings.api_key else None
    return open_model(
        settings.provider or "custom",
        settings.model,
        settings.base_url,
        key,
        max_input_tokens=settings.max_input_tokens,
        max_output_tokens=settings.max_output_tokens,
    )
