"""The six-phase agent harness: a model against tools, bounded and observable.

Public API: :func:`create_agent`, :class:`AgentOptions`, :class:`AgentHarness`,
:class:`RunResult`, :class:`StopReason`, :class:`MCPConfig`. See ``docs/harness.md``,
``docs/skills.md`` and ``docs/mcp.md``. Importing this package imports pydantic but neither the
``openai`` SDK (that loads with ``llm.openai_compat``) nor the ``mcp`` SDK (loaded when a run
first connects a server).
"""

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
