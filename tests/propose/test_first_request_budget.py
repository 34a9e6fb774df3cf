"""The first request (system prompt + tool schemas + task) fits the free GitHub Models tier's 8,000
input tokens however big the log, the excerpt, the PR and the skill catalogue; the excerpt is what
gives way. The measurement is checked against the request the model really received."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ci_triage.agent.llm.scripted import ScriptedModel, call
from ci_triage.base.tokens import estimate_tokens
from ci_triage.evidence.model import Evidence
from ci_triage.github.models import ChangedFile
from ci_triage.logs.skills import load_skills
from ci_triage.propose import FIRST_REQUEST_LIMIT, diagnose, first_request_tokens

from .conftest import build_evidence, pull_request

BIG_LOG = "airflow-precommit-ui-tsc.log"
"""1.2 MB, 3,762 lines; with a 30,000-token excerpt budget the analyser keeps ~14k tokens of it."""
_EXCERPT_HEADING = re.compile(r"## Log excerpt \((\d+) of the analyser's (\d+) lines")


@pytest.fixture(scope="module")
def big_evidence(corpus: Path, analyser) -> Evidence:
    files = [
        ChangedFile(filename=f"airflow-core/src/airflow/ui/src/module_{n}/file_{n}.tsx", status="modified")
        for n in range(300)
    ]
    return build_evidence(
        corpus / "gha" / BIG_LOG,
        analyser,
        budget=30_000,
        pull_request=pull_request(title="UI: " + "refactor " * 60, body="Long description. " * 800),
        changed_files=files,
    )


def test_a_big_log_pr_and_catalogue_fit_in_the_first_request(big_evidence: Evidence, tmp_path: Path):
    skills = load_skills().skills
    measured = first_request_tokens(big_evidence, repository=tmp_path, skills=skills)
    model = ScriptedModel([call("finish_task", summary="measured")])

    outcome = diagnose(big_evidence, repository=tmp_path, model=model, skills=skills)

    assert outcome.first_request == measured
    assert measured.total == measured.system + measured.tools + measured.task
    assert measured.total <= FIRST_REQUEST_LIMIT
    first = model.requests[0]
    system, task = first.messages[0].content, first.messages[1].content
    assert estimate_tokens(system) == measured.system
    assert estimate_tokens(json.dumps(first.tools)) == measured.tools
    assert estimate_tokens(task) == measured.task
    assert len(first.messages) == 2


def test_the_excerpt_gives_way_and_keeps_the_headline(big_evidence: Evidence):
    report = big_evidence.logs[0].report
    analyser_lines = sum(len(span.lines) for span in report.excerpt)
    model = ScriptedModel([call("finish_task", summary="measured")])

    diagnose(big_evidence, repository=None, model=model, skills=load_skills().skills)

    task = model.requests[0].messages[1].content
    shown, total = map(int, _EXCERPT_HEADING.search(task).groups())
    assert total == analyser_lines
    assert 0 < shown < total
    assert report.headline in task
    assert "## Pull request #7" in task


def test_a_small_log_is_sent_whole(syntax_evidence: Evidence):
    report = syntax_evidence.logs[0].report
    model = ScriptedModel([call("finish_task", summary="measured")])

    outcome = diagnose(syntax_evidence, repository=None, model=model)

    shown, total = map(int, _EXCERPT_HEADING.search(model.requests[0].messages[1].content).groups())
    assert shown == total == sum(len(span.lines) for span in report.excerpt)
    assert outcome.first_request.total < FIRST_REQUEST_LIMIT


def test_a_limit_too_small_for_the_essentials_is_refused(syntax_evidence: Evidence):
    with pytest.raises(ValueError, match="essentials"):
        first_request_tokens(syntax_evidence, first_request_limit=2_000)
