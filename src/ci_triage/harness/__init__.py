"""The six-phase agent harness: a model against tools, bounded and observable.

Public API: :func:`create_agent`, :class:`AgentOptions`, :class:`AgentHarness`,
:class:`RunResult`, :class:`StopReason`. See ``docs/harness.md``. Importing this package
imports pydantic but not the ``openai`` SDK (that loads with ``models.openai_compat``).
"""

from ci_triage.harness.agent import AgentHarness, AgentOptions, builtin_tools, create_agent
from ci_triage.harness.guards import GuardConfig, StopReason
from ci_triage.harness.result import RunResult

__all__ = [
    "AgentHarness",
    "AgentOptions",
    "GuardConfig",
    "RunResult",
    "StopReason",
    "builtin_tools",
    "create_agent",
]
