"""``--mcp-config FILE`` from the command line: the real stdio MCP test server (tests/agent/
mcp_server.py) is started from the file, its approved read-only tools are offered to the model and
a call reaches it; an unapproved server's tools are not offered. The model is a scripted
OpenAI-compatible endpoint on 127.0.0.1; ci-triage runs as a separate process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest
import yaml
from test_fix_stage import workspace_with_a_failing_format_check

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

ROOT = Path(__file__).resolve().parents[2]
MCP_SERVER = ROOT / "tests" / "agent" / "mcp_server.py"


class _ScriptedEndpoint(BaseHTTPRequestHandler):
    """Chat completions: while ``docs__echo`` is offered and not yet called, call it; else give up in text."""

    requests: ClassVar[list[dict]] = []

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        self.requests.append(body)
        offered = {tool["function"]["name"] for tool in body.get("tools", [])}
        called = any(message.get("role") == "tool" for message in body["messages"])
        message: dict = {"role": "assistant", "content": "I cannot tell from this evidence."}
        if "docs__echo" in offered and not called:
            arguments = json.dumps({"text": "from the model"})
            call = {"id": "call_1", "type": "function", "function": {"name": "docs__echo", "arguments": arguments}}
            message = {"role": "assistant", "content": None, "tool_calls": [call]}
        reply = {
            "id": f"chatcmpl-{len(self.requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [
                {"index": 0, "message": message, "finish_reason": "tool_calls" if "tool_calls" in message else "stop"}
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_args) -> None:
        pass


@pytest.fixture
def endpoint() -> Iterator[tuple[str, list[dict]]]:
    _ScriptedEndpoint.requests = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ScriptedEndpoint)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", _ScriptedEndpoint.requests
    finally:
        server.shutdown()
        server.server_close()


def _servers_file(path: Path) -> Path:
    stdio = {"command": sys.executable, "args": [str(MCP_SERVER), "stdio"]}
    path.write_text(
        yaml.safe_dump({"servers": {"docs": {**stdio, "approved": True}, "tracker": {**stdio, "approved": False}}}),
        encoding="utf-8",
    )
    return path


def test_the_cli_starts_the_servers_of_the_file_and_the_model_calls_an_approved_tool(tmp_path, endpoint) -> None:
    base_url, requests = endpoint
    checkout = tmp_path / "repo"
    log = (checkout / workspace_with_a_failing_format_check(checkout)).rename(tmp_path / "job.log")
    servers = _servers_file(tmp_path / "mcp.yml")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("GITHUB_", "INPUT_"))}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), "/usr/bin", "/bin"])
    argv = [
        sys.executable,
        "-m",
        "ci_triage.commands.cli",
        "triage",
        str(log),
        "--propose-fix",
        "--checkout",
        str(checkout),
    ]
    argv += ["--base-url", base_url, "--model", "scripted", "--mcp-config", str(servers), "--no-home-skills"]

    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=240, check=False)

    assert done.returncode == ExitCode.OK, done.stderr
    diagnosing = [r for r in requests if any(t["function"]["name"].startswith("docs__") for t in r.get("tools", []))]
    assert diagnosing, f"no request offered the MCP tools; {len(requests)} requests"
    offered = {tool["function"]["name"] for tool in diagnosing[0]["tools"]}
    assert {"docs__echo", "docs__lookup_v2"} <= offered, "the approved server's read-only tools are offered"
    assert "docs__write_note" not in offered, "a tool not annotated read-only needs approval: not offered here"
    assert not any(name.startswith("tracker__") for name in offered), "an unapproved server's tools are not offered"
    results = [m["content"] for r in diagnosing for m in r["messages"] if m.get("role") == "tool"]
    assert any("echo: from the model" in str(result) for result in results), "the call reached the real server"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("servers: [1, 2]\n", "servers: Input should be a valid dictionary"),
        ("servers:\n  s:\n    url: ftp://x\n", "url must start with http"),
        ("servers:\n  s:\n    command: x\n    env: {T: '${INPUT_API_KEY}'}\n", "references ${INPUT_API_KEY}"),
        ("servers:\n  s:\n    command: x\n    env: {T: '${GITHUB_TOKEN}'}\n", "references ${GITHUB_TOKEN}"),
        (": : :\n", "not YAML or JSON"),
    ],
)
def test_a_bad_servers_file_is_one_input_error(tmp_path, capsys, monkeypatch, content, message) -> None:
    for key in [key for key in os.environ if key.startswith(("GITHUB_", "INPUT_"))]:
        monkeypatch.delenv(key)
    checkout = tmp_path / "repo"
    log = (checkout / workspace_with_a_failing_format_check(checkout)).rename(tmp_path / "job.log")
    servers = tmp_path / "mcp.yml"
    servers.write_text(content, encoding="utf-8")
    argv = ["triage", str(log), "--propose-fix", "--checkout", str(checkout), "--mcp-config", str(servers)]
    assert main(argv) == ExitCode.INPUT
    error = capsys.readouterr().err
    assert error.startswith(f"ci-triage: error: --mcp-config: {servers}: ")
    assert message in error
    assert error.count("\n") == 1


def _action_env(monkeypatch, workspace: Path, **inputs: str) -> None:
    for key in [key for key in os.environ if key.startswith(("GITHUB_", "INPUT_"))]:
        monkeypatch.delenv(key)
    for name, value in {"LOG-PATH": "job.log", "MODE": "summary", **inputs}.items():
        monkeypatch.setenv(f"INPUT_{name}", value)
    monkeypatch.setenv("GITHUB_WORKSPACE", str(workspace))
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(workspace.parent / "summary.md"))
    monkeypatch.setenv("GITHUB_OUTPUT", str(workspace.parent / "output.txt"))


def test_the_action_input_must_name_a_file_in_the_workspace(tmp_path, monkeypatch, capsys) -> None:
    workspace = tmp_path / "repo"
    workspace_with_a_failing_format_check(workspace)
    _servers_file(tmp_path / "mcp.yml")
    _action_env(monkeypatch, workspace, **{"MCP-CONFIG": "../mcp.yml"})
    assert main(["action"]) == ExitCode.INPUT
    assert "input mcp-config: '../mcp.yml' is outside the workspace" in capsys.readouterr().err


def test_the_action_input_without_a_model_starts_nothing_and_says_so(tmp_path, monkeypatch, capsys) -> None:
    workspace = tmp_path / "repo"
    workspace_with_a_failing_format_check(workspace)
    _servers_file(workspace / "mcp.yml")
    _action_env(monkeypatch, workspace, **{"MCP-CONFIG": "mcp.yml"})
    assert main(["action"]) == ExitCode.OK
    assert "mcp-config was given but no model" in capsys.readouterr().out
