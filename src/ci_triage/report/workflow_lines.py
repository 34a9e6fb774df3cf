"""Which lines of the failing step's workflow definition a report cites, and how each is quoted."""

from __future__ import annotations

from ci_triage.logs.model import WorkflowLine, WorkflowStep

CITED_FIELDS = ("run", "uses", "working-directory", "shell", "runs-on")
"""The parts of a step (and its job) that say what ran, cited beside its ``with.*`` and ``matrix.*``."""


def cited_lines(step: WorkflowStep, mentioned: str = "") -> list[tuple[WorkflowLine, str]]:
    """The lines of ``step`` a report cites, each with its one-line quote: the findings first (their
    first line), then the parts that say what ran (a ``run`` script's last line: the command that
    failed, a multi-line script ends the step; the others' first), then the ``env.NAME`` lines whose
    NAME ``mentioned`` (the report's summary: the error line it quotes) names as a whole word
    (``RELEASE_CHANNEL: unbound variable`` cites ``RELEASE_CHANNEL: ${{ vars.CHANNEL }}``)."""
    findings = [(line, _first(line.text)) for line in step.lines if line.finding]
    ran = [
        (line, line.text.strip().split("\n")[-1] if line.field == "run" else _first(line.text))
        for line in step.lines
        if not line.finding and (line.field in CITED_FIELDS or line.field.startswith(("with.", "matrix.")))
    ]
    named = [
        (line, _first(line.text))
        for line in step.lines
        if not line.finding and line.field.startswith("env.") and _names(mentioned, line.field.removeprefix("env."))
    ]
    return findings + ran + named


def _names(text: str, name: str) -> bool:
    """Whether ``text`` holds ``name`` as a whole word: no letter, digit or ``_`` right before or
    after it (``RELEASE_CHANNEL`` in ``RELEASE_CHANNEL: unbound variable``, not in ``MY_RELEASE_CHANNEL``)."""
    start = text.find(name) if name else -1
    while start >= 0:
        end = start + len(name)
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before == "_" or after.isalnum() or after == "_"):
            return True
        start = text.find(name, start + 1)
    return False


def _first(text: str) -> str:
    return text.strip().split("\n")[0]
