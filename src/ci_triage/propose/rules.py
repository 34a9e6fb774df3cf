"""The built-in rules' draft for the control plane: the diagnosis the evidence alone supports,
made directly, without a harness run.

It is the diagnosis :func:`ci_triage.propose.deterministic.evidence_diagnosis` builds (quotes read
through the same redacting :class:`~ci_triage.propose.joblogs.JobLogs` the tools use), checked as
a submission would be (:func:`ci_triage.propose.submit.evidence_problems`). The rule-driven model
(:func:`~ci_triage.propose.deterministic.deterministic_model`) submits the same diagnosis through
the harness; it stays the model of :func:`ci_triage.propose.diagnose` without one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ci_triage.agent.events import AgentEvent
from ci_triage.agent.llm.base import RunUsage
from ci_triage.base.redact import Redactor, default_redactor
from ci_triage.evidence.history import base_history_verdict
from ci_triage.evidence.model import Evidence
from ci_triage.propose.deterministic import NO_FAILURE, evidence_diagnosis
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.propose.joblogs import JobLogs, primary_log
from ci_triage.propose.submit import evidence_problems


@dataclass(frozen=True)
class RulesDraft:
    """The rules' answer: a diagnosis, or None with ``reason``. No model ran: no first request, no
    harness events, no usage."""

    diagnosis: Diagnosis | None
    reason: str | None = None
    drafter: str = "deterministic"
    first_request_tokens: int | None = None
    events: tuple[AgentEvent, ...] = ()
    usage: RunUsage | None = None


def rules_draft(evidence: Evidence, redactor: Redactor | None = None, repository: Path | None = None) -> RulesDraft:
    """The built-in rules' diagnosis of ``evidence``; ``redactor`` masks the quoted lines (default:
    :func:`ci_triage.base.redact.default_redactor`); source lines the log points at are cited from
    ``repository`` (the checkout), when given."""
    with JobLogs(evidence.logs, redactor or default_redactor()) as logs:
        verdict = base_history_verdict(evidence, primary_log(evidence.logs))
        diagnosis = evidence_diagnosis(evidence, logs, verdict, repository)
    if diagnosis is None:
        return RulesDraft(None, f"the built-in rules found no diagnosis: {NO_FAILURE}")
    problems = evidence_problems(diagnosis, evidence)
    if problems:
        return RulesDraft(None, f"the built-in rules' diagnosis names missing evidence: {'; '.join(problems)}")
    return RulesDraft(diagnosis)
