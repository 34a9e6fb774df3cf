"""Which lines of the failing step's workflow definition a report cites, and how each is quoted."""

from __future__ import annotations

import dataclasses

from ci_triage.evidence.finding_advice import MAX_RUN_LINES
from ci_triage.logs.model import WorkflowLine, WorkflowStep

CITED_FIELDS = ("run", "uses", "working-directory", "shell", "runs-on")
"""The parts of a step (and its job) that say what ran, cited beside its ``with.*`` and ``matrix.*``."""


def cited_lines(step: WorkflowStep, mentioned: str = "") -> list[tuple[WorkflowLine, str]]:
    """The lines of ``step`` a report cites, each with its one-line quote and cited at the line that
    holds it (``start_line`` = ``end_line``, 1-based, as the verifier reads a workflow citation):
    the findings first (their first line), then the parts that say what ran (a ``run`` script's
    last line: the command that failed, a multi-line script ends the step; the others' first), then
    the ``env`` lines (the step's, its job's, the workflow's: :data:`ENV_FIELDS`) whose NAME
    ``mentioned`` (the report's summary: the error line it quotes) names as a whole word
    (``RELEASE_CHANNEL: unbound variable`` cites ``RELEASE_CHANNEL: ${{ vars.CHANNEL }}``), last the
    other ``env`` lines: what the step saw is part of what ran (``PYTHONHASHSEED``); each of the two
    the step's first, then its job's, then the workflow's, in file order. An ``env``
    line is quoted as the item holds it: a value that is one ``${{ … }}`` expression as written (its
    line that opens the expression), any other by its NAME alone (never a value); a NAME the
    evidence's redaction replaced (``<redacted:secret>``: a name that reads as a secret) is no
    variable's name and is left out of those the error does not name. Last, in file order, every other
    part the step's definition holds (its job's ``services:``, ``timeout-minutes``, ``continue-on-error``,
    ``defaults.run``), each at its first line: every item of the JSON report's ``workflow_step.lines``
    but such a redacted NAME is cited, so every format shows the same workflow evidence."""
    findings = [_at(line, _first(line)) for line in step.lines if line.finding]
    ran = [
        _at(line, _last(line) if line.field == "run" else _first(line))
        for line in step.lines
        if not line.finding and (line.field in CITED_FIELDS or line.field.startswith(("with.", "matrix.")))
    ]
    env = sorted(
        ((line, _env_name(line.field)) for line in step.lines if not line.finding and _env_name(line.field)),
        key=lambda pair: _env_level(pair[0].field),
    )
    named = [_at(line, _expression_line(line)) for line, name in env if _names(mentioned, name)]
    unnamed = [
        _at(line, _expression_line(line)) for line, name in env if not _names(mentioned, name) and _variable_name(name)
    ]
    rest = [
        _at(line, _first(line))
        for line in step.lines
        if not line.finding
        and not (line.field in CITED_FIELDS or line.field.startswith(("with.", "matrix.")))
        and not _env_name(line.field)
    ]
    return findings + ran + named + unnamed + rest


def cited_field(line: WorkflowLine) -> str:
    """The label a report gives ``line`` before its quote: its ``field``, except that an ``env``
    line (:data:`ENV_FIELDS`) is labelled by its level alone (``env``, ``job.env``, ``workflow.env``):
    its quote names the variable, and ``env.API_TOKEN: API_TOKEN: ${{ … }}`` would read as
    ``API_TOKEN`` set to a value, a secret-shaped string the verifier's draft check refuses."""
    level = _env_level(line.field)
    return ENV_FIELDS[level].removesuffix(".") if level < len(ENV_FIELDS) else line.field


ENV_FIELDS = ("env.", "job.env.", "workflow.env.")
"""The fields of the ``env`` variables a step sees, by where they are set: the step, its job, the
workflow (:func:`ci_triage.evidence.workflow_step.step_definition`)."""


def _env_level(field: str) -> int:
    """The index in :data:`ENV_FIELDS` of an ``env`` item's ``field`` (0: the step's, the most
    specific), else ``len(ENV_FIELDS)``."""
    return next((level for level, prefix in enumerate(ENV_FIELDS) if field.startswith(prefix)), len(ENV_FIELDS))


def _env_name(field: str) -> str:
    """The variable's NAME of an ``env`` item's ``field`` (:data:`ENV_FIELDS`), else ``""``."""
    level = _env_level(field)
    return field.removeprefix(ENV_FIELDS[level]) if level < len(ENV_FIELDS) else ""


def _expression_line(line: WorkflowLine) -> int:
    """The offset in ``line.text`` of its line that opens a ``${{`` expression (a block scalar's
    value below its ``NAME: >-``), else of its first non-blank line."""
    return next((offset for offset, text in enumerate(_lines(line)) if "${{" in text), _first(line))


def _variable_name(name: str) -> bool:
    """Whether ``name`` is an environment variable's name as a workflow writes it: ASCII letters,
    digits and ``_``, not starting with a digit."""
    return bool(name) and name.isascii() and name.replace("_", "a").isalnum() and not name[0].isdigit()


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


def _first(line: WorkflowLine) -> int:
    """The offset in ``line.text`` of its first non-blank line."""
    return next((offset for offset, text in enumerate(_lines(line)) if text.strip()), 0)


def _last(line: WorkflowLine) -> int:
    """The offset in ``line.text`` of its last non-blank line of the file: a quote cut at
    :data:`~ci_triage.evidence.finding_advice.MAX_RUN_LINES` ends in a ``… (N more lines)`` note,
    which is no line of the file."""
    shown = _lines(line)[: min(MAX_RUN_LINES, line.end_line - line.start_line + 1)]
    return next((offset for offset in reversed(range(len(shown))) if shown[offset].strip()), 0)


def _at(line: WorkflowLine, offset: int) -> tuple[WorkflowLine, str]:
    """``line`` cited at the line ``offset`` lines below its first, and that line's text, stripped."""
    number = line.start_line + offset
    return dataclasses.replace(line, start_line=number, end_line=number), _lines(line)[offset].strip()


def _lines(line: WorkflowLine) -> list[str]:
    return line.text.split("\n")
