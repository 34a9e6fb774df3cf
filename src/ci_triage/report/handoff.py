"""The handoff: why a person must take over a triage, what is missing, and the exact fix.

Held by the loop's state when it ends in ``needs_human``; shown first in the comment and in the
handoff report (:mod:`ci_triage.triage.handoff_report`).
"""

from __future__ import annotations

from pydantic import BaseModel


class Handoff(BaseModel):
    """Why a human must take over: what is missing, GitHub's answer, and the exact fix."""

    reason: str
    missing: str | None = None
    fix: str | None = None
    checked: list[str] = []
    """What was checked before handing off (a failure classified ``unknown``: the failing step, its
    exit code, the tool, the skills tried); empty when the handoff is about a permission or input."""
    reported: bool = False
