"""A model's window: the most input tokens one request may hold and the cap on its answer.

Every request the harness sends is kept within :attr:`ModelWindow.input_tokens` (system prompt,
messages and tool schemas, as estimated by :func:`ci_triage.base.tokens.estimate_tokens`) and
carries :attr:`ModelWindow.output_tokens` as its output cap (``max_tokens`` or
``max_completion_tokens``, see :data:`OUTPUT_CAP_PARAMETER`). Defaults per provider and model family
are in :data:`WINDOWS`; ``max-input-tokens`` / ``max-output-tokens`` override them.

Sources of the defaults:

* GitHub Models: "Prototyping with AI models", rate limits table
  (docs.github.com/en/github-models/use-github-models/prototyping-with-ai-models#rate-limits):
  "Tokens per request: 8000 in, 4000 out" for the Low and High tiers on the Free, Copilot Individual
  and Copilot Business plans (Enterprise: 8000/16000 in, 8000 out — set ``max-input-tokens``).
* OpenAI, Azure OpenAI, OpenRouter (``openai/…``): platform.openai.com/docs/models — gpt-4o and
  gpt-4o-mini have a 128,000-token context window; the gpt-4.1 family 1,047,576.
* NVIDIA API catalog: Meta's Llama 3.1 / 3.3 model cards give a 128k-token context.
* Ollama: docs/context-length.mdx — 4k context by default below 24 GiB of VRAM; the default
  here (8,000 in) assumes the server runs with ``OLLAMA_CONTEXT_LENGTH=10240`` or more.

The output cap is 4,000 tokens everywhere (GitHub Models' limit; a diagnosis with its tool calls
needs far less). Where the window is a shared context (input + output), the input window is the
context minus that cap. An unknown model gets the smallest window known (GitHub Models'), so it is
never sent more than it may take.
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_OUTPUT_TOKENS = 4_000
"""The output cap of every profile (GitHub Models' "4000 out"; chosen for the others)."""
ESTIMATE_MARGIN = 1.45
"""The harness estimates tokens as characters / 4; a provider counts with its tokenizer. Requests
are kept within ``input_tokens / ESTIMATE_MARGIN`` estimated tokens. Measured with tiktoken's
``o200k_base`` on the requests of ten-turn diagnoses over the tuning part of the corpus
(``benchmarks/model_requests.py``): counted / estimated per request is 0.94–1.36 (code, paths and
symbols in log lines tokenise worse than English prose); 1.45 leaves headroom above the largest."""


def estimated_budget(window: ModelWindow) -> int:
    """Estimated tokens (characters / 4) a request may hold in ``window``."""
    return int(window.input_tokens / ESTIMATE_MARGIN)


@dataclass(frozen=True)
class ModelWindow:
    """``input_tokens``: the most tokens one request may hold; ``output_tokens``: the cap sent
    with it. ``source`` says where the numbers come from (shown in the README and benchmarks)."""

    input_tokens: int
    output_tokens: int
    source: str = ""

    def __post_init__(self) -> None:
        if self.input_tokens < 1 or self.output_tokens < 1:
            raise ValueError("a window needs at least one input and one output token")


def _shared(context: int, source: str) -> ModelWindow:
    """A window whose ``context`` tokens hold input and output together."""
    return ModelWindow(context - DEFAULT_OUTPUT_TOKENS, DEFAULT_OUTPUT_TOKENS, source)


GITHUB_MODELS_WINDOW = ModelWindow(8_000, 4_000, "GitHub Models rate limits: 8000 in, 4000 out per request")
_GPT_4O = _shared(128_000, "OpenAI models page: 128,000-token context")
_GPT_41 = _shared(1_047_576, "OpenAI models page: 1,047,576-token context")
_LLAMA = _shared(128_000, "Meta Llama 3.1/3.3 model card: 128k-token context")
_OLLAMA = ModelWindow(8_000, 2_000, "Ollama: needs OLLAMA_CONTEXT_LENGTH >= 10240 on the server")

WINDOWS: dict[str, tuple[tuple[str, ModelWindow], ...]] = {
    "github-models": (("", GITHUB_MODELS_WINDOW),),
    "openai": (("gpt-4.1", _GPT_41), ("gpt-4o", _GPT_4O)),
    "azure": (("gpt-4.1", _GPT_41), ("gpt-4o", _GPT_4O)),
    "openrouter": (
        ("openai/gpt-4.1", _GPT_41),
        ("openai/gpt-4o", _GPT_4O),
        ("meta-llama/llama-3.1", _LLAMA),
        ("meta-llama/llama-3.3", _LLAMA),
    ),
    "nvidia": (("meta/llama-3.1", _LLAMA), ("meta/llama-3.3", _LLAMA)),
    "ollama": (("", _OLLAMA),),
}
"""Per provider, (model-family prefix of the model name, case-insensitive; window); the first
match wins."""

UNKNOWN_WINDOW = ModelWindow(
    GITHUB_MODELS_WINDOW.input_tokens, GITHUB_MODELS_WINDOW.output_tokens, "unknown model: the smallest known window"
)

OUTPUT_CAP_PARAMETER: dict[str, str] = {"openai": "max_completion_tokens", "azure": "max_completion_tokens"}
"""The request field that carries the output cap: OpenAI and Azure OpenAI deprecated ``max_tokens``
for ``max_completion_tokens`` (their reasoning models refuse ``max_tokens``); the other providers'
OpenAI-compatible endpoints document ``max_tokens``, which is the default."""


def window_for(
    provider: str | None,
    model: str | None,
    *,
    max_input_tokens: int | None = None,
    max_output_tokens: int | None = None,
) -> ModelWindow:
    """The window of ``model`` at ``provider`` (see :data:`WINDOWS`), with ``max_input_tokens`` /
    ``max_output_tokens`` (tokens, ≥ 1) replacing its numbers when given. Never raises for an
    unknown provider or model: :data:`UNKNOWN_WINDOW` applies."""
    found = UNKNOWN_WINDOW
    name = (model or "").lower()
    for prefix, window in WINDOWS.get(provider or "", ()):
        if name.startswith(prefix):
            found = window
            break
    if max_input_tokens is None and max_output_tokens is None:
        return found
    return ModelWindow(
        max_input_tokens or found.input_tokens,
        max_output_tokens or found.output_tokens,
        "configured (max-input-tokens / max-output-tokens)",
    )
