"""Typed errors of the harness: what failed, in which layer, and whether trying again can help.

``AgentHarness.run`` never raises; every failure comes back as a :class:`RunError` inside the
``RunResult``. Inside the harness, failures travel as :class:`HarnessError` subclasses that carry
a :class:`RunError`, so the loop turns any of them into a result without guessing.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

Layer = Literal["provider", "tool", "run", "permission"]
Severity = Literal["warning", "error", "fatal"]


class RunError(BaseModel):
    """One failure, as the caller and the model see it.

    ``code`` is a stable snake_case name (e.g. ``provider_rate_limited``, ``tool_timeout``);
    ``layer`` says where it happened; ``retryable`` says whether the same request may succeed
    later; ``hint`` is one sentence for a human or the model on what to do next.
    """

    code: str
    message: str
    layer: Layer
    severity: Severity = "error"
    retryable: bool = False
    hint: str = ""


class HarnessError(Exception):
    """Base of the harness's exceptions; ``error`` holds the typed description."""

    def __init__(self, error: RunError) -> None:
        super().__init__(f"{error.code}: {error.message}")
        self.error = error


class ModelError(HarnessError):
    """The model (provider or built-in) failed to give a usable answer."""


class ModelRequestsNotAllowed(ModelError):
    """A real model request was attempted while ``ALLOW_MODEL_REQUESTS`` is off (tests)."""


class UnexpectedModelCall(ModelError):
    """A ``ScriptedModel`` was called more times than it has steps."""


class ToolError(HarnessError):
    """A tool could not do what was asked; the loop turns it into a result the model sees."""


def tool_error(code: str, message: str, *, hint: str = "", retryable: bool = False) -> ToolError:
    """Build a :class:`ToolError` in the ``tool`` layer (the common case inside tools)."""
    return ToolError(RunError(code=code, message=message, layer="tool", retryable=retryable, hint=hint))
