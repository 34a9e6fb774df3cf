"""``submit_diagnosis``: the structured answer, as a tool whose argument schema is ``Diagnosis``'s.

A valid submission is kept in a :class:`Submission` and ends the run (the harness's
``finish``, as ``finish_task`` does). An invalid one — it fails ``Diagnosis`` validation, or it
names evidence ids or jobs that do not exist — is a tool error the model sees, with every problem,
so it can correct itself. The tool is of kind ``control``: it acts
on the run itself, so every phase but ``complete`` permits it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ci_triage.agent.errors import tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition
from ci_triage.evidence.model import Evidence
from ci_triage.propose.diagnosis import Diagnosis

SUBMIT_TOOL = "submit_diagnosis"
REJECTION_CODES = frozenset({"invalid_arguments", "invalid_diagnosis"})
"""Error codes of a rejected submission: it failed ``Diagnosis`` validation, or names missing evidence."""

DESCRIPTION = (
    "Submit your diagnosis (once; this ends the run). Every claim cites where it can be re-read: for a "
    "log line, citation kind 'log' with job, step, start_line and end_line, and quote = text copied "
    "exactly from that line; evidence = the item ids it rests on. If it is rejected, fix what the error "
    "says and submit again."
)


@dataclass
class Submission:
    """The accepted diagnosis (``None`` until one validates). Rejected attempts are ``tool.failed``
    events of :data:`SUBMIT_TOOL` with one of :data:`REJECTION_CODES`."""

    diagnosis: Diagnosis | None = None


def submit_tool(evidence: Evidence, submission: Submission) -> ToolDefinition:
    """The ``submit_diagnosis`` tool; accepted answers land in ``submission``."""

    def submit_diagnosis(ctx: ToolContext, **fields: Any) -> str:
        diagnosis = Diagnosis.model_validate(fields)
        problems = evidence_problems(diagnosis, evidence)
        if problems:
            raise tool_error(
                "invalid_diagnosis", "; ".join(problems), hint="correct these and call submit_diagnosis again"
            )
        submission.diagnosis = diagnosis
        ctx.controls.finish(f"diagnosis submitted: {diagnosis.category}, confidence {diagnosis.confidence:.2f}")
        return "diagnosis accepted"

    return ToolDefinition(
        name=SUBMIT_TOOL,
        description=DESCRIPTION,
        kind=ToolKind.CONTROL,
        input_model=Diagnosis,
        function=submit_diagnosis,
    )


def evidence_problems(diagnosis: Diagnosis, evidence: Evidence) -> list[str]:
    """What in ``diagnosis`` names evidence that does not exist: unknown item ids, unknown jobs in
    log citations (when job logs were collected). Empty when all is well."""
    ids = {item.id for item in evidence.items}
    jobs = {name for log in evidence.logs for name in (log.job.name, str(log.job.id))}
    problems = []
    for number, claim in enumerate(diagnosis.claims, start=1):
        unknown = [i for i in claim.evidence if i not in ids]
        if unknown:
            problems.append(f"claim {number} rests on unknown evidence {', '.join(unknown)} (known: {_known(ids)})")
        job = claim.citation.job
        if claim.citation.kind == "log" and jobs and job not in jobs:
            problems.append(f"claim {number} cites job {job!r}, which has no log here (jobs: {_known(jobs)})")
    return problems


def _known(names: set[str]) -> str:
    return ", ".join(sorted(names)) or "none"
