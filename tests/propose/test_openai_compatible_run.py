"""The OpenAI-compatible client path end to end: ``open_model`` → the harness → tool calls →
``submit_diagnosis``, with the provider's answers replayed from a vcrpy cassette (record mode
none, no network, Authorization headers filtered; built by ``cassettes/build_cassettes.py`` from
the official recorded payload, in pytest-recording's default folder ``cassettes/<module>/``)."""

from __future__ import annotations

import pytest

from ci_triage.agent.errors import ModelError
from ci_triage.agent.llm.request_switch import allow_model_requests
from ci_triage.evidence.model import Evidence
from ci_triage.propose import diagnose, open_model

KEY = "sk-test-0000-not-a-real-key-0000"


@pytest.mark.default_cassette("openai_diagnosis_run.yaml")
@pytest.mark.vcr(
    record_mode="none", filter_headers=["authorization", "api-key"], match_on=["method", "scheme", "host", "path"]
)
def test_a_provider_model_reads_a_log_and_submits_a_diagnosis(syntax_evidence: Evidence, vcr):
    with allow_model_requests(True):
        model = open_model("openai", api_key=KEY)
        outcome = diagnose(syntax_evidence, repository=None, model=model)

    assert vcr.all_played
    assert outcome.model == outcome.drafter == "openai:gpt-4o-mini"
    assert outcome.diagnosis is not None, outcome.reason
    assert outcome.diagnosis.suspected_files == ["kubernetes/config/exec_provider.py"]
    assert outcome.diagnosis.claims[0].quote == "SyntaxError: invalid syntax"
    lines = next(e.output for e in outcome.events if e.type == "tool.completed" and e.tool == "log_lines")
    assert "835: E   SyntaxError: invalid syntax" in lines
    assert outcome.tokens_used == 2 * (48 + 19)  # the recorded usage, twice


def test_a_provider_without_its_key_is_a_clear_error(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("GITHUB_TOKEN", raising=False)

    with pytest.raises(ModelError) as raised:
        open_model("github-models")

    assert raised.value.error.code == "provider_not_configured"
    assert "GITHUB_TOKEN" in raised.value.error.message
