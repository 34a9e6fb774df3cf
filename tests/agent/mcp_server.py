"""A real MCP server for the MCP tests, built with the SDK's ``MCPServer`` (FastMCP in mcp 1.x).

``python mcp_server.py stdio`` serves over stdin/stdout; ``python mcp_server.py http PORT`` serves
streamable HTTP on ``127.0.0.1:PORT/mcp``. Tools: ``echo`` and ``lookup.v2`` (annotated
read-only), ``write_note`` (no annotations), ``fail`` (a tool error), ``crash`` (the process
exits), ``hang`` (never answers in test time), ``big`` (``n`` characters of output).
"""

from __future__ import annotations

import os
import sys

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

server = MCPServer("ci-triage-test")
READ_ONLY = ToolAnnotations(read_only_hint=True)


@server.tool(annotations=READ_ONLY)
def echo(text: str) -> str:
    """Return the text unchanged."""
    return f"echo: {text}"


@server.tool(name="lookup.v2", annotations=READ_ONLY)
def lookup(key: str) -> str:
    """Look a key up."""
    return f"value of {key}"


@server.tool()
def write_note(note: str) -> str:
    """Write a note (not annotated read-only)."""
    return f"wrote {note}"


@server.tool(annotations=READ_ONLY)
def fail(reason: str) -> str:
    """Always fails with the reason."""
    raise ToolError(f"cannot do it: {reason}")


@server.tool(annotations=READ_ONLY)
def crash() -> str:
    """The server process exits at once."""
    print("about to crash on purpose", file=sys.stderr, flush=True)
    os._exit(3)


@server.tool(annotations=READ_ONLY)
async def hang() -> str:
    """Answers after a minute."""
    await anyio.sleep(60)
    return "late"


@server.tool(annotations=READ_ONLY)
def big(n: int) -> str:
    """``n`` characters."""
    return "x" * n


if __name__ == "__main__":
    if sys.argv[1:2] == ["http"]:
        server.run("streamable-http", host="127.0.0.1", port=int(sys.argv[2]))
    else:
        server.run()
