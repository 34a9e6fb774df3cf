"""Diagnose a failed CI run from its collected evidence with the six-phase harness.

Public API: :func:`diagnose` → :class:`DiagnosisOutcome`; :func:`first_request_tokens` →
:class:`RequestTokens`; :func:`open_model` for a configured provider;
each imported when first used (:func:`~ci_triage.base.lazy_exports.lazy_exports`): the rules'
drafts (``propose.rules``, ``propose.diagnosis``) load without the harness. See ``docs/diagnose.md``.
"""

from typing import TYPE_CHECKING

from ci_triage.base.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from ci_triage.propose.provider import open_model
    from ci_triage.propose.run import (
        FIRST_REQUEST_LIMIT,
        DiagnosisOutcome,
        RequestTokens,
        diagnose,
        first_request_tokens,
    )

__all__ = ["FIRST_REQUEST_LIMIT", "DiagnosisOutcome", "RequestTokens", "diagnose", "first_request_tokens", "open_model"]

__getattr__ = lazy_exports(
    __name__,
    {
        "ci_triage.propose.provider": ("open_model",),
        "ci_triage.propose.run": (
            "FIRST_REQUEST_LIMIT",
            "DiagnosisOutcome",
            "RequestTokens",
            "diagnose",
            "first_request_tokens",
        ),
    },
)
