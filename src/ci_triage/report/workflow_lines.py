"""Which lines of the failing step's workflow definition a report cites, and how each is quoted."""

from __future__ import annotations

from ci_triage.logs.model import WorkflowLine, WorkflowStep

CITED_FIELDS = ("run", "uses", "working-directory", "shell", "runs-on")
"""The parts of a step (and its job) that say what ran, cited beside its ``with.*`` and ``matrix.*``."""


def cited_lines(step: WorkflowStep) -> list[tuple[WorkflowLine, str]]:
    """The lines of ``step`` a report cites, each with its one-line quote: the findings first (their
    first line), then the parts that say what ran (a ``run`` script's last line: the command that
    failed, a multi-line script ends the step; the others' first)."""
    findings = [(line, _first(line.text)) for line in step.lines if line.finding]
    ran = [
        (line, line.text.strip().split("\n")[-1] if line.field == "run" else _first(line.text))
        for line in step.lines
        if not line.finding and (line.field in CITED_FIELDS or line.field.startswith(("with.", "matrix.")))
    ]
    return findings + ran


def _first(text: str) -> str:
    return text.strip().split("\n")[0]
