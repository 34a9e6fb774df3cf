"""The rules draft, the deterministic model and the model's task cite the headline by the line the
analyser quoted (:attr:`ci_triage.logs.model.JobReport.headline_line`), not by searching the
excerpt for its text: when a passing test printed the same text first (pytest 9.2.0 ``-s``, then
Python 3.11's traceback: ``tests/fixtures/s28-headline``), the claim quotes the real error's line
and the verifier keeps it."""

from __future__ import annotations

from pathlib import Path

from ci_triage.base.redact import redact
from ci_triage.evidence.history import HistoryVerdict
from ci_triage.logs.analyse import Analyser
from ci_triage.propose import diagnose
from ci_triage.propose.prompt import build_task
from ci_triage.propose.rules import rules_draft
from ci_triage.prove.verify import verify

from .conftest import build_evidence

LOG = Path(__file__).parents[1] / "fixtures" / "s28-headline" / "pytest-echo-then-traceback.gha.log"
ERROR = 20
"""The traceback's last line; line 10, a passing test's echo, has the same text."""


def test_the_headline_claim_cites_the_real_error_not_a_passing_tests_echo(analyser: Analyser) -> None:
    evidence = build_evidence(LOG, analyser)
    draft = rules_draft(evidence)
    assert draft.diagnosis is not None, draft.reason
    first = draft.diagnosis.claims[0]
    assert first.statement == "The failing step reports this error."
    assert (first.citation.start_line, first.quote) == (ERROR, evidence.logs[0].report.headline)
    verification = verify(draft.diagnosis, "", evidence, None)
    assert [outcome for outcome in verification.claims if not outcome.kept] == []


def test_the_deterministic_model_reads_around_the_real_error(analyser: Analyser) -> None:
    outcome = diagnose(build_evidence(LOG, analyser), repository=None)
    reads = [event.arguments for event in outcome.events if event.type == "tool.started" and event.tool == "log_lines"]
    assert [(read["start"], read["end"]) for read in reads] == [(ERROR - 3, ERROR + 3)]


def test_the_task_names_the_real_errors_line(analyser: Analyser) -> None:
    evidence = build_evidence(LOG, analyser)
    task = build_task(evidence, HistoryVerdict("unknown", "no base-branch runs"), redact, 8_000)
    assert f"headline (line {ERROR}): " in task
