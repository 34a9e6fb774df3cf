"""How the confidence came to be what it is, in words the terminal view and the comment share."""

from __future__ import annotations

from collections.abc import Sequence

from ci_triage.logs.model import ConfidenceStep

SHOWN_CHANGE = 0.005
"""A step that moves the confidence less than this is not worth a sentence."""


def confidence_story(steps: Sequence[ConfidenceStep]) -> list[str]:
    """One sentence per step that changed the confidence, in the order applied:
    ``competing evidence 0.90 → 0.42: other categories' evidence: dependency resolution 0.45
    (tool-catalogue/conda, line 12) (confidence × 0.47)``. Empty when nothing changed it."""
    return [
        f"{step.reason} {step.before:.2f} → {step.after:.2f}: {step.detail}"
        for step in steps
        if abs(step.before - step.after) >= SHOWN_CHANGE
    ]
