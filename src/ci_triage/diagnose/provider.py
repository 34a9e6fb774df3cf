"""``open_model``: a configured OpenAI-compatible model from a provider name, through
``ci_triage.harness.llm.providers`` (base URL, key variable and default model live there)."""

from __future__ import annotations

from ci_triage.config import Settings
from ci_triage.harness.llm.openai_compat import OpenAICompatibleModel
from ci_triage.harness.llm.providers import DEFAULT_PROVIDER, resolve_endpoint


def open_model(
    provider: str = DEFAULT_PROVIDER,
    model: str | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
    **client_options: object,
) -> OpenAICompatibleModel:
    """An :class:`OpenAICompatibleModel` for ``provider`` (``nvidia``, ``openai``, ``azure``,
    ``github-models``, ``openrouter``, ``ollama``, or any ``base_url``); ``model`` defaults to the
    provider's, ``api_key`` to its environment variable. ``client_options`` go to the client
    (``timeout_s``, ``max_attempts``, ``stream``, ``context_window_tokens``, ``sleep``, ...).

    Raises ``ci_triage.harness.errors.ModelError`` (``provider_unknown``,
    ``provider_not_configured`` naming the missing variable). No request is made here.
    """
    endpoint = resolve_endpoint(provider, model=model, base_url=base_url, api_key=api_key)
    return OpenAICompatibleModel(endpoint, **client_options)  # type: ignore[arg-type]


def open_configured_model(settings: Settings) -> OpenAICompatibleModel:
    """The model the settings name (``provider``, ``model``, ``base-url``, ``api-key``; a bare
    ``base-url`` is the ``custom`` provider). Raises ``ModelError`` when it is not configured."""
    key = settings.api_key.get_secret_value() if settings.api_key else None
    return open_model(settings.provider or "custom", settings.model, settings.base_url, key)
