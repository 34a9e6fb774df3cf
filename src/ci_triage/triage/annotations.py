"""The step's annotations: an error at each verified source line of the diagnosis, a warning for
each note, most important first, within the limits GitHub keeps.

GitHub shows at most 10 error, 10 warning and 10 notice annotations per step and 50 per job, and
silently drops the rest (actions/toolkit ``docs/problem-matchers.md``, "Limitations"). So errors
are the diagnosis's claims in its own order (the first is the cause), each file and line once;
warnings put a failed model stage first, then the notes in order; and when anything was left out,
one notice says how many and where the whole list is (the job summary, the ``report-path`` file).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.triage.state import LoopState

MAX_PER_LEVEL = 10
"""Error (or warning, or notice) annotations GitHub shows for one step."""
MAX_PER_JOB = 50
"""Annotations GitHub shows for one job, all steps together."""


@dataclass(frozen=True)
class Annotation:
    """One annotation: ``level``, the message, and the source line it points at (1-based), if any."""

    level: Literal["error", "warning", "notice"]
    message: str
    file: str | None = None
    line: int | None = None


def annotations_of(state: LoopState) -> list[Annotation]:
    """The annotations for a finished loop, capped (see the module docstring): at most
    :data:`MAX_PER_LEVEL` errors and warnings, plus one notice when any were left out."""
    errors = _source_errors(state)
    failure = [f"the model stage failed, so the built-in rules' diagnosis is shown: {state.model_failure}"]
    warnings = [Annotation("warning", note) for note in (failure if state.model_failure else []) + state.notes]
    shown = errors[:MAX_PER_LEVEL] + warnings[:MAX_PER_LEVEL]
    left_out = len(errors) + len(warnings) - len(shown)
    if left_out:
        shown.append(
            Annotation(
                "notice",
                f"{left_out} more annotation{'s' if left_out > 1 else ''} left out (GitHub shows {MAX_PER_LEVEL} "
                "errors and warnings per step): the job summary and the report-path file have them all",
            )
        )
    return shown


def _source_errors(state: LoopState) -> list[Annotation]:
    proposal = state.committed or state.verified_proposal
    return source_annotations(proposal.diagnosis) if proposal is not None else []


def source_annotations(diagnosis: Diagnosis) -> list[Annotation]:
    """An error at each verified source line the diagnosis cites (file or diff claims), in the
    diagnosis's order, each file and line once; not capped."""
    seen: set[tuple[str, int]] = set()
    errors = []
    for claim in diagnosis.claims:
        citation = claim.citation
        if citation.kind not in ("file", "diff") or not citation.path or not citation.start_line:
            continue
        if (citation.path, citation.start_line) in seen:
            continue
        seen.add((citation.path, citation.start_line))
        errors.append(Annotation("error", claim.statement, citation.path, citation.start_line))
    return errors
