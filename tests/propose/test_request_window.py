"""Every request of a multi-turn diagnosis fits the model's window, not only the first: a scripted
model reads real evidence (skills, items, pages of the log, greps) for ten turns under the GitHub
Models profile (8,000 tokens in, 4,000 out) and no request it receives is larger than the window
— estimated, and counted with tiktoken's o200k_base where that tokenizer installs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ci_triage.agent.llm.windows import ModelWindow, estimated_budget, window_for
from ci_triage.base.tokens import estimate_tokens
from ci_triage.logs.skills import load_skills
from ci_triage.propose import diagnose
from ci_triage.propose.prompt import relevant_skills

from .conftest import build_evidence, pull_request

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from reading_model import ReadingModel, reading_plan
from token_count import token_counter

BIG_LOG = "airflow-precommit-ui-tsc.log"
"""1.2 MB, 3,762 lines: every page the model reads is full."""


@pytest.fixture(scope="module")
def big_evidence(corpus: Path, analyser):
    return build_evidence(corpus / "gha" / BIG_LOG, analyser, budget=30_000, pull_request=pull_request())


def test_a_ten_turn_run_never_builds_a_request_above_the_github_models_window(big_evidence, tmp_path):
    window = window_for("github-models", "openai/gpt-4.1-mini")
    skills = load_skills().skills
    model = ReadingModel(reading_plan(big_evidence, skill=skills[0].name), window, token_counter("o200k_base"))

    outcome = diagnose(big_evidence, repository=None, model=model, skills=skills, max_steps=20)

    steps = [size for size in model.sizes if size.purpose == "step"]
    assert len(steps) == 10, outcome.reason
    assert len(model.sizes) <= 20, "compaction summaries count against the turn limit (max-turns)"
    assert outcome.result.status == "completed"
    assert max(size.estimated for size in model.sizes) <= estimated_budget(window)
    if model.counter is not None:
        assert max(size.counted for size in model.sizes) <= window.input_tokens
    assert any(size.purpose == "summary" for size in model.sizes), "the run never needed a compaction"
    assert all(request.max_output_tokens == window.output_tokens for request in model.requests)
    assert outcome.usage.requests == len(model.sizes)


def test_without_a_window_the_same_run_grows_past_it(big_evidence):
    """The check above can fail: with no window the conversation outgrows 8,000 tokens."""
    skills = load_skills().skills
    model = ReadingModel(reading_plan(big_evidence, skill=skills[0].name))

    diagnose(big_evidence, repository=None, model=model, skills=skills, max_steps=12)

    assert max(size.estimated for size in model.sizes) > 8_000
    assert all(request.max_output_tokens is None for request in model.requests)


def test_a_window_too_small_for_the_task_is_refused_before_any_request(syntax_evidence):
    model = ReadingModel(reading_plan(syntax_evidence, skill=None), ModelWindow(3_000, 500))

    with pytest.raises(ValueError, match="essentials"):
        diagnose(syntax_evidence, repository=None, model=model)

    assert model.sizes == []


def test_the_model_stage_stops_before_a_request_that_could_pass_max_model_tokens(big_evidence):
    window = window_for("github-models", "openai/gpt-4.1-mini")
    model = ReadingModel(reading_plan(big_evidence, skill=None), window)

    outcome = diagnose(big_evidence, repository=None, model=model, max_steps=12, token_budget=20_000)

    assert outcome.stop_reason == "budget_exhausted"
    assert "max-model-tokens 20,000" in outcome.reason
    assert outcome.tokens_used <= 20_000
    assert 1 < outcome.usage.requests < 10


def test_the_skill_catalogue_shrinks_with_the_window(big_evidence):
    skills = load_skills().skills
    report = big_evidence.logs[0].report
    whole = relevant_skills(skills, report)
    small = relevant_skills(skills, report, budget_tokens=60)

    assert len(whole) > len(small) >= 1
    assert small == whole[: len(small)]
    lines = "".join(f"- {s.name}: {' '.join(s.description.split())}\n" for s in small)
    assert estimate_tokens(lines) <= 60
