"""A process-wide switch that makes any real (network) model request raise.

Tests turn it off (``tests/conftest.py``) so that no test can reach a provider by accident;
cassette-replay tests turn it back on for their own duration with :func:`allow_model_requests`.
Idea from pydantic-ai's ``pydantic_ai.models.ALLOW_MODEL_REQUESTS``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from ci_triage.agent.errors import ModelRequestsNotAllowed, RunError

ALLOW_MODEL_REQUESTS = True
"""When False, :func:`check_allow_model_requests` raises ``ModelRequestsNotAllowed``."""


def check_allow_model_requests() -> None:
    """Raise ``ModelRequestsNotAllowed`` if real model requests are switched off."""
    if not ALLOW_MODEL_REQUESTS:
        raise ModelRequestsNotAllowed(
            RunError(
                code="model_requests_not_allowed",
                message="real model requests are switched off (ALLOW_MODEL_REQUESTS is False)",
                layer="provider",
                severity="fatal",
                hint="use ScriptedModel, ReplayModel or RuleDrivenModel, or a cassette",
            )
        )


@contextmanager
def allow_model_requests(allow: bool = True) -> Iterator[None]:
    """Set ``ALLOW_MODEL_REQUESTS`` to ``allow`` inside the ``with`` block, then restore it."""
    global ALLOW_MODEL_REQUESTS
    previous, ALLOW_MODEL_REQUESTS = ALLOW_MODEL_REQUESTS, allow
    try:
        yield
    finally:
        ALLOW_MODEL_REQUESTS = previous
