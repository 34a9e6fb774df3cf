"""The MCP servers file named by ``--mcp-config`` or the ``mcp-config`` input: YAML or JSON with
``servers`` (or ``mcpServers``) by id, each a stdio ``command`` or an HTTP ``url``, and which are
``approved`` (their read-only tools then run without a pause). See ``docs/mcp.md``.

The file is configuration, read before anything runs: a bad file is one :class:`InputError` naming
it; servers without the ``mcp`` extra are a :class:`~ci_triage.base.errors.MissingExtraError`. A
``${NAME}`` reference may not name the action's own inputs or tokens (``INPUT_*``, ``ACTIONS_*``,
``GITHUB_TOKEN``, ``GH_TOKEN``): a file in a checkout must not hand them to a server it starts.
"""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import ValidationError

from ci_triage.agent.mcp import ENV_REF, MCPConfig
from ci_triage.base.errors import InputError
from ci_triage.base.extras import require_extra

MAX_FILE_BYTES = 256 * 1024
"""Largest servers file read (bytes); a configuration is a few hundred."""

RESERVED_PREFIXES = ("INPUT_", "ACTIONS_")
RESERVED_NAMES = frozenset({"GITHUB_TOKEN", "GH_TOKEN"})


def load_mcp_file(path: Path, label: str) -> MCPConfig:
    """The servers of the file at ``path``; ``label`` names where it came from in messages
    (``"--mcp-config"``, ``"input mcp-config"``). Raises :class:`InputError` for a file that is
    missing, too large, not YAML/JSON, not a valid configuration, or references a reserved
    variable; :class:`~ci_triage.base.errors.MissingExtraError` when a server is enabled and the ``mcp``
    extra is not installed."""
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise InputError(f"{label}: {path}: larger than {MAX_FILE_BYTES // 1024} KiB")
        loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise InputError(f"{label}: {path}: {error.strerror or error}") from None
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        raise InputError(f"{label}: {path}: not YAML or JSON ({type(error).__name__})") from None
    if not isinstance(loaded, dict):
        raise InputError(f"{label}: {path}: expected a mapping with 'servers'")
    try:
        config = MCPConfig.model_validate(loaded)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise InputError(f"{label}: {path}: {where}: {first['msg']}") from None
    for server_id, server in config.servers.items():
        for value in [*server.env.values(), *server.headers.values()]:
            for name in ENV_REF.findall(value):
                if name.startswith(RESERVED_PREFIXES) or name in RESERVED_NAMES:
                    raise InputError(
                        f"{label}: {path}: server {server_id!r} references ${{{name}}}: the action's inputs and "
                        "tokens are not passed to MCP servers; set the server's own variable in the step's env"
                    )
    if any(server.enabled for server in config.servers.values()):
        require_extra("mcp", f"{label} (MCP servers)")
    return config
