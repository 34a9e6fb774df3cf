"""Each provider and model family has a window (input tokens per request, output cap), documented
defaults that max-input-tokens / max-output-tokens override, from the action input to the model."""

from __future__ import annotations

from ci_triage.agent.llm.windows import GITHUB_MODELS_WINDOW, UNKNOWN_WINDOW, window_for
from ci_triage.config.settings import load_settings
from ci_triage.propose import open_model


def test_github_models_takes_8000_in_and_4000_out_whatever_the_model():
    for model in ("openai/gpt-4.1-mini", "openai/gpt-4o", "meta/Llama-3.3-70B-Instruct"):
        window = window_for("github-models", model)
        assert (window.input_tokens, window.output_tokens) == (8_000, 4_000)


def test_paid_providers_have_larger_windows_by_model_family():
    assert window_for("openai", "gpt-4o-mini").input_tokens == 128_000 - 4_000
    assert window_for("azure", "gpt-4.1").input_tokens == 1_047_576 - 4_000
    assert window_for("openrouter", "openai/gpt-4o-mini").input_tokens == 124_000
    assert window_for("nvidia", "meta/llama-3.3-70b-instruct").input_tokens == 124_000
    assert all(window_for(p, "x").output_tokens == 4_000 for p in ("openai", "nvidia", "github-models"))


def test_an_unknown_model_gets_the_smallest_window_known():
    assert window_for("openai", "some-new-model") == UNKNOWN_WINDOW
    assert window_for(None, "model-behind-a-base-url") == UNKNOWN_WINDOW
    assert UNKNOWN_WINDOW.input_tokens == GITHUB_MODELS_WINDOW.input_tokens


def test_overrides_replace_either_number():
    window = window_for("github-models", "openai/gpt-4o", max_input_tokens=16_000)
    assert (window.input_tokens, window.output_tokens) == (16_000, 4_000)
    assert window_for("openai", "gpt-4o", max_output_tokens=1_000).output_tokens == 1_000


def test_the_action_inputs_reach_the_model_window(tmp_path):
    environ = {
        "GITHUB_WORKSPACE": str(tmp_path),
        "INPUT_PROVIDER": "github-models",
        "INPUT_MAX-INPUT-TOKENS": "16000",
        "INPUT_MAX-OUTPUT-TOKENS": "8000",
        "INPUT_MAX-MODEL-TOKENS": "50000",
        "GITHUB_TOKEN": "unused",
    }
    settings = load_settings(environ=environ)
    model = open_model(
        "github-models",
        api_key="unused",
        max_input_tokens=settings.max_input_tokens,
        max_output_tokens=settings.max_output_tokens,
    )

    assert (model.window.input_tokens, model.window.output_tokens) == (16_000, 8_000)
    assert settings.max_model_tokens == 50_000
    assert open_model("github-models", api_key="unused").window == GITHUB_MODELS_WINDOW
