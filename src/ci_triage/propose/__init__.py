"""Diagnose a failed CI run from its collected evidence with the six-phase harness.

Public API: :func:`diagnose` → :class:`DiagnosisOutcome`; :func:`first_request_tokens` →
:class:`RequestTokens`; :func:`open_model` for a configured provider. See ``docs/diagnose.md``.
"""

from ci_triage.propose.provider import open_model
from ci_triage.propose.run import (
    FIRST_REQUEST_LIMIT,
    DiagnosisOutcome,
    RequestTokens,
    diagnose,
    first_request_tokens,
)

__all__ = ["FIRST_REQUEST_LIMIT", "DiagnosisOutcome", "RequestTokens", "diagnose", "first_request_tokens", "open_model"]
