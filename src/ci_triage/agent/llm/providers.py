"""OpenAI-compatible providers: base URL, the environment variable holding the key, and a
default model. ``nvidia`` is the default provider.

Sources: NVIDIA API catalog (``https://integrate.api.nvidia.com/v1``, ``NVIDIA_API_KEY``);
Azure OpenAI v1 API (``https://<resource>.openai.azure.com/openai/v1/``); GitHub Models
(``https://models.github.ai/inference``, a ``GITHUB_TOKEN`` with ``models: read``); OpenRouter
(``https://openrouter.ai/api/v1``); Ollama's OpenAI compatibility (``http://localhost:11434/v1``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from ci_triage.agent.errors import ModelError, RunError


@dataclass(frozen=True)
class Provider:
    name: str
    base_url: str
    key_env: str | None
    default_model: str
    base_url_env: str | None = None
    """If set, the base URL is read from this variable (Azure: the resource endpoint)."""


PROVIDERS: dict[str, Provider] = {
    p.name: p
    for p in (
        Provider("nvidia", "https://integrate.api.nvidia.com/v1", "NVIDIA_API_KEY", "meta/llama-3.3-70b-instruct"),
        Provider("openai", "https://api.openai.com/v1", "OPENAI_API_KEY", "gpt-4o-mini"),
        Provider("azure", "{endpoint}/openai/v1/", "AZURE_OPENAI_API_KEY", "gpt-4o-mini", "AZURE_OPENAI_ENDPOINT"),
        Provider("github-models", "https://models.github.ai/inference", "GITHUB_TOKEN", "openai/gpt-4.1-mini"),
        Provider("openrouter", "https://openrouter.ai/api/v1", "OPENROUTER_API_KEY", "openai/gpt-4o-mini"),
        Provider("ollama", "http://localhost:11434/v1", None, "llama3.1"),
    )
}
DEFAULT_PROVIDER = "nvidia"


@dataclass(frozen=True)
class Endpoint:
    """A resolved provider: where to send requests and with which key (never logged)."""

    provider: str
    base_url: str
    model: str
    api_key: str

    def __repr__(self) -> str:  # keep the key out of logs and tracebacks
        return f"Endpoint(provider={self.provider!r}, base_url={self.base_url!r}, model={self.model!r})"


def resolve_endpoint(
    provider: str = DEFAULT_PROVIDER,
    *,
    model: str | None = None,
    base_url: str | None = None,
    api_key: str | None = None,
) -> Endpoint:
    """Resolve a provider name (or any ``base_url``) to an :class:`Endpoint`.

    Raises ``ModelError`` (``provider_unknown``, ``provider_not_configured``) when the provider
    is unknown or its key or endpoint variable is missing.
    """
    spec = PROVIDERS.get(provider)
    if spec is None and base_url is None:
        raise ModelError(
            RunError(
                code="provider_unknown",
                message=f"unknown provider {provider!r}",
                layer="provider",
                hint="one of " + ", ".join(PROVIDERS) + ", or give a base_url",
            )
        )
    url = base_url or (spec.base_url if spec else "")
    if spec and spec.base_url_env and base_url is None:
        endpoint = os.environ.get(spec.base_url_env, "").rstrip("/")
        if not endpoint:
            raise _not_configured(provider, spec.base_url_env)
        url = spec.base_url.format(endpoint=endpoint)
    key = api_key or (os.environ.get(spec.key_env, "") if spec and spec.key_env else "")
    if spec and spec.key_env and not key:
        raise _not_configured(provider, spec.key_env)
    return Endpoint(
        provider=provider,
        base_url=url,
        model=model or (spec.default_model if spec else ""),
        api_key=key or "not-needed",
    )


def _not_configured(provider: str, variable: str) -> ModelError:
    return ModelError(
        RunError(
            code="provider_not_configured",
            message=f"provider {provider!r} needs the environment variable {variable}",
            layer="provider",
            hint=f"set {variable}, or run with the built-in rule-driven model (no key needed)",
        )
    )
