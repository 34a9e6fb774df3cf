"""The six-phase agent harness: a model against tools, bounded and observable.

Public API: :func:`create_agent`, :class:`AgentOptions`, :class:`AgentHarness`,
:class:`RunResult`, :class:`StopReason`, :class:`MCPConfig`. See ``docs/harness.md``,
``docs/skills.md`` and ``docs/mcp.md``. Each name is imported when first used
(:func:`~ci_triage.base.lazy_exports.lazy_exports`): importing one submodule (``agent.events`` for
the trace) loads neither the harness nor its tools. The harness imports pydantic but neither the
``openai`` SDK (that loads with ``llm.openai_compat``) nor the ``mcp`` SDK (loaded when a run
first connects a server).
"""

from typing import TYPE_CHECKING

from ci_triage.base.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from ci_triage.agent.guards import GuardConfig, StopReason
    from ci_triage.agent.harness import AgentHarness, AgentOptions, builtin_tools, create_agent
    from ci_triage.agent.mcp import MCPConfig, MCPManager, MCPServerConfig
    from ci_triage.agent.result import RunResult

__all__ = [
    "AgentHarness",
    "AgentOptions",
    "GuardConfig",
    "MCPConfig",
    "MCPManager",
    "MCPServerConfig",
    "RunResult",
    "StopReason",
    "builtin_tools",
    "create_agent",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "ci_triage.agent.guards": ("GuardConfig", "StopReason"),
        "ci_triage.agent.harness": ("AgentHarness", "AgentOptions", "builtin_tools", "create_agent"),
        "ci_triage.agent.mcp": ("MCPConfig", "MCPManager", "MCPServerConfig"),
        "ci_triage.agent.result": ("RunResult",),
    },
)
