"""``MCPManager``: tools from Model Context Protocol servers, offered to the harness safely.

Servers come from configuration (:class:`MCPConfig`): a local program over stdio (``command``) or
a streamable-HTTP endpoint (``url``). Nothing connects when the configuration is read or the
harness is built; a server connects the first time a run needs it (to list its tools, or to call
one), and every connection closes when the run ends. Built on the ``mcp`` SDK 2.x
(``mcp.Client``; spec: https://modelcontextprotocol.io/specification).

Tools are named ``<server_id>__<tool>`` (characters other than ``A-Z a-z 0-9 _ -`` become ``_``;
names over 64 characters are skipped, the OpenAI limit) and keep the server's input schema.

Safe by default: a tool counts as read-only only if the server annotates it ``readOnlyHint: true``
AND the configuration approves the server (``approved: true``). Every other call pauses for a
person (``mcp.approval_required``; answer with ``AgentHarness.resolve_permission``); a
non-interactive run denies it with the reason. A call to a server that is disabled or not
configured pauses the same way instead of connecting. Timeouts, a server that crashes or never
answers, a tool error and oversized output all become tool results the model sees.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import IO, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ci_triage.agent.errors import ToolError, tool_error
from ci_triage.agent.phases import ToolKind
from ci_triage.agent.tools.base import ToolContext, ToolDefinition

SEPARATOR = "__"
"""Between the server id and the tool name in an exposed tool name."""

MAX_TOOL_NAME = 64
"""Longest tool name the OpenAI chat-completions API accepts (``^[a-zA-Z0-9_-]{1,64}$``)."""

MAX_LIST_PAGES = 20
"""``tools/list`` pages read per server; a paginator that never ends cannot hang a run."""

STDERR_TAIL_CHARS = 600
"""Characters of a stdio server's stderr quoted when it crashes."""

HTTP_READ_TIMEOUT_S = 300.0
"""Seconds an HTTP read may stall before the socket counts as dead (the SDK's SSE default)."""

_SERVER_ID = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9-]|_(?!_))*$")
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")
ENV_REF = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
"""``${NAME}`` in a server's ``env`` or ``headers`` value: the environment variable ``NAME``."""


class MCPServerConfig(BaseModel):
    """One server. Give ``command`` (stdio: ``args``, ``env``, ``cwd``) or ``url`` (streamable
    HTTP: ``headers``). ``${NAME}`` in ``env`` and ``headers`` values is replaced by the environment
    variable ``NAME`` when connecting, so a configuration file holds no secret. A stdio server
    inherits only the SDK's safe default variables (``PATH``, ``HOME``, ...) plus ``env``.

    * ``enabled``: ``False`` keeps the server configured but unconnected (its calls pause).
    * ``approved``: trust the server's ``readOnlyHint`` annotations (read-only tools then run
      without a pause); nothing else runs without one.
    * ``timeout_s``: seconds a tool call may take; ``connect_timeout_s``: seconds to start and
      initialise the connection; ``max_output_chars``: characters of a result kept (the rest is cut
      with a note; the harness shortens long outputs further, see ``ToolOutputConfig``).
    """

    model_config = ConfigDict(extra="forbid")

    command: str | None = None
    args: list[str] = Field(default_factory=list)
    env: dict[str, str] = Field(default_factory=dict)
    cwd: Path | None = None
    url: str | None = None
    headers: dict[str, str] = Field(default_factory=dict)
    enabled: bool = True
    approved: bool = False
    timeout_s: float = Field(default=30.0, gt=0)
    connect_timeout_s: float = Field(default=15.0, gt=0)
    max_output_chars: int = Field(default=100_000, ge=1_000)

    @model_validator(mode="after")
    def _one_transport(self) -> MCPServerConfig:
        if (self.command is None) == (self.url is None):
            raise ValueError("give exactly one of 'command' (stdio) or 'url' (streamable HTTP)")
        if self.url is not None and not self.url.startswith(("http://", "https://")):
            raise ValueError(f"url must start with http:// or https://, got {self.url!r}")
        return self

    @property
    def transport(self) -> Literal["stdio", "http"]:
        return "stdio" if self.command is not None else "http"


class MCPConfig(BaseModel):
    """Servers by id: ``{"servers": {"github": {"url": "...", "approved": true}}}``. The key
    ``mcpServers`` (the ``.mcp.json`` spelling) is accepted too. An id is letters, digits, ``-``
    and single ``_`` (``__`` separates the id from the tool name)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    servers: dict[str, MCPServerConfig] = Field(default_factory=dict, alias="mcpServers")

    @field_validator("servers")
    @classmethod
    def _ids(cls, servers: dict[str, MCPServerConfig]) -> dict[str, MCPServerConfig]:
        for server_id in servers:
            if not _SERVER_ID.match(server_id):
                raise ValueError(f"server id {server_id!r}: use letters, digits, '-' and single '_'")
        return servers


class _AnyArguments(BaseModel):
    model_config = ConfigDict(extra="allow")


def split_tool_name(name: str) -> tuple[str, str] | None:
    """``("server", "tool")`` for an exposed name ``server__tool``, or ``None`` if it has no ``__``."""
    server, sep, tool = name.partition(SEPARATOR)
    return (server, tool) if sep and server and tool else None


def exposed_name(server_id: str, tool: str) -> str:
    """The name the model sees for ``tool`` of ``server_id`` (unsafe characters become ``_``)."""
    return f"{server_id}{SEPARATOR}{_UNSAFE.sub('_', tool)}"


@dataclass(frozen=True)
class _Transport:
    """The SDK transport (an async context manager of streams) and the HTTP client behind it."""

    streams: Any
    http_client: Any = None


class _Connection:
    """One server's client, owned by a task of its own (anyio scopes must be entered and left in
    the same task; tool calls come from other tasks)."""

    def __init__(self, server_id: str, config: MCPServerConfig) -> None:
        self.server_id = server_id
        self.config = config
        self._client: Any = None
        self._task: asyncio.Task[None] | None = None
        self._closing: asyncio.Event | None = None
        self._lock = asyncio.Lock()
        self._stderr: IO[bytes] | None = None

    async def client(self) -> Any:
        """The connected ``mcp.Client``; connects on first use. Raises ``ToolError``
        (``mcp_unavailable``) when the server cannot be started or does not answer in time."""
        async with self._lock:
            if self._client is not None and self._task is not None and not self._task.done():
                return self._client
            await self._drop()
            return await self._connect()

    async def _connect(self) -> Any:
        ready: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._closing = asyncio.Event()
        try:
            transport = self._transport()
        except KeyError as missing:
            raise self._unavailable(f"environment variable {missing.args[0]} is not set") from None
        self._task = asyncio.create_task(self._own(transport, ready, self._closing))
        try:
            self._client = await asyncio.wait_for(asyncio.shield(ready), self.config.connect_timeout_s)
        except TimeoutError:
            ready.cancel()  # nobody waits for it any more; the owner task must not set it
            await self._drop()
            raise self._unavailable(f"did not answer within {self.config.connect_timeout_s:g} s") from None
        except Exception as exc:
            tail = self.stderr_tail()
            await self._drop()
            raise self._unavailable(f"could not connect: {_describe(exc)}{tail}") from None
        return self._client

    async def _own(self, transport: _Transport, ready: asyncio.Future[Any], closing: asyncio.Event) -> None:
        from mcp import Client

        try:
            async with contextlib.AsyncExitStack() as stack:
                if transport.http_client is not None:  # ours to close (the SDK closes only its own)
                    await stack.enter_async_context(transport.http_client)
                client = await stack.enter_async_context(
                    Client(transport.streams, read_timeout_seconds=self.config.timeout_s)
                )
                if not ready.done():
                    ready.set_result(client)
                await closing.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc if isinstance(exc, Exception) else ConnectionError("connection cancelled"))
            if not isinstance(exc, Exception):
                raise

    def _transport(self) -> _Transport:
        config = self.config
        if config.transport == "stdio":
            from mcp import StdioServerParameters
            from mcp.client.stdio import stdio_client

            assert config.command is not None
            params = StdioServerParameters(
                command=config.command,
                args=config.args,
                env={key: _expand(value) for key, value in config.env.items()},
                cwd=config.cwd,
            )
            self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - closed in _drop
            return _Transport(stdio_client(params, errlog=self._stderr))  # type: ignore[arg-type]
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        assert config.url is not None
        http = httpx2.AsyncClient(
            headers={key: _expand(value) for key, value in config.headers.items()},
            # The read timeout only guards a dead socket (the SDK's default for held SSE streams);
            # calls are bounded by timeout_s above it, so a slow call never breaks the session.
            timeout=httpx2.Timeout(config.connect_timeout_s, read=max(HTTP_READ_TIMEOUT_S, config.timeout_s + 30)),
        )
        return _Transport(streamable_http_client(config.url, http_client=http), http)

    async def _drop(self) -> None:
        """Close the connection (if any) and forget it; the next use reconnects. A connection that
        never finished its handshake is cancelled at once; an open one gets 5 s to close."""
        task, client = self._task, self._client
        self._task, self._client = None, None
        if task is not None:
            if self._closing is not None:
                self._closing.set()
            try:
                if client is None:
                    raise TimeoutError
                await asyncio.wait_for(asyncio.shield(task), 5.0)
            except (TimeoutError, Exception):
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    async def close(self) -> None:
        async with self._lock:
            await self._drop()

    def stderr_tail(self) -> str:
        """``"; its stderr ends with: ..."`` (the last :data:`STDERR_TAIL_CHARS` characters of a
        stdio server's stderr), or ``""`` when there is none."""
        if self._stderr is None or self._stderr.closed:
            return ""
        self._stderr.seek(0, os.SEEK_END)
        size = self._stderr.tell()
        self._stderr.seek(max(0, size - STDERR_TAIL_CHARS))
        tail = self._stderr.read().decode("utf-8", "replace").strip()
        return f"; its stderr ends with: {tail}" if tail else ""

    def _unavailable(self, reason: str) -> ToolError:
        return tool_error(
            "mcp_unavailable",
            f"MCP server {self.server_id!r} ({self.config.transport}) is unavailable: {reason}",
            hint="continue without this server's tools",
            retryable=True,
        )


class MCPManager:
    """The configured servers, their connections, and their tools as ``ToolDefinition`` objects.

    One manager serves one event loop: the harness makes one per run and closes it at the end
    (:meth:`aclose`). Methods never raise for a server's failure: listing reports it as a
    problem string, calling raises ``ToolError`` (which the loop turns into a tool result).
    """

    def __init__(self, config: MCPConfig | Mapping[str, Any] | None = None) -> None:
        if config is None:
            config = MCPConfig()
        elif not isinstance(config, MCPConfig):
            config = MCPConfig.model_validate(config)
        self.config = config
        self._connections: dict[str, _Connection] = {}

    def _connection(self, server_id: str) -> _Connection:
        if server_id not in self._connections:
            self._connections[server_id] = _Connection(server_id, self.config.servers[server_id])
        return self._connections[server_id]

    async def list_tools(self) -> tuple[list[ToolDefinition], list[str]]:
        """Connect the enabled servers (concurrently) and list their tools.

        Returns ``(definitions, problems)``: one ``ToolDefinition`` per tool, in server then
        listing order, and one sentence per server that failed or tool that was skipped.
        """
        enabled = [server_id for server_id, server in self.config.servers.items() if server.enabled]
        listings = await asyncio.gather(*(self._list(server_id) for server_id in enabled))
        definitions: list[ToolDefinition] = []
        problems: list[str] = []
        seen: set[str] = set()
        for found, trouble in listings:
            problems += trouble
            for definition in found:
                if definition.name in seen:
                    problems.append(f"{definition.name}: two tools share this name after cleaning; the first is kept")
                    continue
                seen.add(definition.name)
                definitions.append(definition)
        return definitions, problems

    async def _list(self, server_id: str) -> tuple[list[ToolDefinition], list[str]]:
        server = self.config.servers[server_id]
        connection = self._connection(server_id)
        try:
            client = await connection.client()
            tools: list[Any] = []
            cursor = None
            for _ in range(MAX_LIST_PAGES):
                page = await asyncio.wait_for(client.list_tools(cursor=cursor), server.timeout_s)
                tools += page.tools
                cursor = page.next_cursor
                if not cursor:
                    break
        except ToolError as exc:
            return [], [exc.error.message]
        except Exception as exc:
            await connection.close()
            return [], [f"MCP server {server_id!r}: listing its tools failed: {_describe(exc)}"]
        definitions, problems = [], []
        for tool in tools:
            name = exposed_name(server_id, tool.name)
            if len(name) > MAX_TOOL_NAME:
                problems.append(f"{name}: longer than {MAX_TOOL_NAME} characters; skipped")
                continue
            definitions.append(self._definition(server_id, server, tool.name, tool))
        return definitions, problems

    def _definition(self, server_id: str, server: MCPServerConfig, tool: str, listed: Any) -> ToolDefinition:
        annotations = getattr(listed, "annotations", None)
        read_only_hint = bool(annotations and annotations.read_only_hint is True)
        read_only = read_only_hint and server.approved
        if read_only:
            approval = None
        elif not server.approved:
            approval = f"the MCP server {server_id!r} is not approved in the configuration"
        else:
            approval = f"the MCP tool {tool!r} is not annotated read-only (readOnlyHint) by its server"
        schema = dict(listed.input_schema or {"type": "object", "properties": {}})
        schema.setdefault("type", "object")
        schema.setdefault("properties", {})
        return ToolDefinition(
            name=exposed_name(server_id, tool),
            description=(listed.description or listed.title or tool).strip() + f" (MCP server {server_id})",
            kind=ToolKind.READ if read_only else ToolKind.MUTATE,
            input_model=_AnyArguments,
            function=partial(self._run, server_id, tool),
            destructive=bool(annotations and annotations.destructive_hint),
            parameters=schema,
            approval=approval,
            server=server_id,
            server_tool=tool,
        )

    def unlisted_tool(self, name: str) -> ToolDefinition | None:
        """A definition for ``server__tool`` when ``server`` is disabled or not configured: every
        call pauses for approval and nothing connects before it is given. ``None`` for a name
        without ``__`` or of an enabled server (the loop reports an unknown tool)."""
        parts = split_tool_name(name)
        if parts is None:
            return None
        server_id, tool = parts
        server = self.config.servers.get(server_id)
        if server is not None and server.enabled:
            return None
        reason = (
            f"the MCP server {server_id!r} is disabled in the configuration"
            if server is not None
            else f"no MCP server {server_id!r} is configured"
        )
        return ToolDefinition(
            name=name,
            description=f"{tool} on the MCP server {server_id} ({reason})",
            kind=ToolKind.MUTATE,
            input_model=_AnyArguments,
            function=partial(self._run, server_id, tool),
            parameters={"type": "object", "properties": {}},
            approval=reason,
            server=server_id,
            server_tool=tool,
        )

    async def _run(self, server_id: str, tool: str, _ctx: ToolContext, **arguments: Any) -> str:
        return await self.call_tool(server_id, tool, arguments)

    async def call_tool(self, server_id: str, tool: str, arguments: dict[str, Any]) -> str:
        """Call ``tool`` on ``server_id`` (connecting first if needed) and return its content as
        text. No approval is checked here: the loop does that before calling.

        Raises ``ToolError`` with code ``mcp_server_unknown``, ``mcp_unavailable`` (cannot connect),
        ``mcp_timeout`` (no answer within ``timeout_s``), ``mcp_server_crashed`` (the connection
        closed; the next call reconnects), ``mcp_error`` (a protocol error) or ``mcp_tool_error``
        (the tool reported an error; its text is the message).
        """
        from mcp import MCPError
        from mcp.types import CONNECTION_CLOSED, REQUEST_TIMEOUT

        server = self.config.servers.get(server_id)
        if server is None:
            raise tool_error(
                "mcp_server_unknown",
                f"no MCP server {server_id!r} is configured, so {tool!r} cannot be called",
                hint="add the server to the MCP configuration, or continue without it",
            )
        connection = self._connection(server_id)
        client = await connection.client()
        try:
            result = await asyncio.wait_for(
                client.call_tool(tool, arguments, read_timeout_seconds=server.timeout_s), server.timeout_s + 1.0
            )
        except TimeoutError:
            raise self._timeout(server_id, tool, server) from None
        except MCPError as exc:
            if exc.code == REQUEST_TIMEOUT:
                raise self._timeout(server_id, tool, server) from None
            if exc.code == CONNECTION_CLOSED:
                tail = connection.stderr_tail()
                await connection.close()
                raise tool_error(
                    "mcp_server_crashed",
                    f"MCP server {server_id!r} closed the connection during {tool!r}{tail}",
                    hint="the next call starts the server again; do not repeat a call that crashes it",
                    retryable=True,
                ) from None
            raise tool_error("mcp_error", f"MCP server {server_id!r} refused {tool!r}: {exc.message}") from None
        except Exception as exc:
            await connection.close()
            raise tool_error(
                "mcp_server_crashed",
                f"MCP server {server_id!r} failed during {tool!r}: {_describe(exc)}",
                retryable=True,
            ) from None
        text = _render(result)
        if len(text) > server.max_output_chars:
            cut = len(text) - server.max_output_chars
            text = text[: server.max_output_chars] + f"\n[... {cut} more characters cut by the MCP output limit]"
        if result.is_error:
            raise tool_error("mcp_tool_error", f"{server_id}{SEPARATOR}{tool} failed: {text or '(no message)'}")
        return text

    def _timeout(self, server_id: str, tool: str, server: MCPServerConfig) -> ToolError:
        return tool_error(
            "mcp_timeout",
            f"MCP server {server_id!r} did not answer {tool!r} within {server.timeout_s:g} s",
            hint="try once more with a smaller request, or continue without it",
            retryable=True,
        )

    async def aclose(self) -> None:
        """Close every connection (stdio servers are stopped). Safe to call more than once."""
        connections, self._connections = list(self._connections.values()), {}
        await asyncio.gather(*(c.close() for c in connections), return_exceptions=True)


def _expand(value: str) -> str:
    """Replace ``${NAME}`` with the environment variable; raises ``KeyError(NAME)`` if unset."""
    return ENV_REF.sub(lambda found: os.environ[found.group(1)], value)


def _describe(exc: BaseException) -> str:
    """One line for an exception, looking inside exception groups (anyio task groups raise them)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _render(result: Any) -> str:
    """A ``CallToolResult`` as text: text blocks joined by newlines, other blocks described, and
    the structured content as JSON when there is no text."""
    parts: list[str] = []
    for block in result.content or []:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(block.text)
        elif kind in ("image", "audio"):
            parts.append(f"[{kind} {block.mime_type}, {len(block.data) * 3 // 4} bytes]")
        elif kind == "resource":
            resource = block.resource
            text = getattr(resource, "text", None)
            parts.append(text if text is not None else f"[resource {resource.uri}, binary]")
        elif kind == "resource_link":
            parts.append(f"[resource link {block.uri}]")
        else:
            parts.append(f"[{kind or 'unknown'} content]")
    if not parts and result.structured_content is not None:
        parts.append(json.dumps(result.structured_content, ensure_ascii=False, default=str))
    return "\n".join(parts)


__all__ = [
    "MCPConfig",
    "MCPManager",
    "MCPServerConfig",
    "exposed_name",
    "split_tool_name",
]
