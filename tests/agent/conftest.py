"""Shared fixtures of the harness tests: a real git repository in a temp dir, a harness factory
that records every event, an empty home folder and a GitHub Actions job log builder for the skill
commands. (The switch that forbids real model requests is test-wide,
in ``tests/conftest.py``.)"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from ci_triage.agent import AgentHarness, AgentOptions, create_agent
from ci_triage.agent.events import BaseEvent


@pytest.fixture(scope="module")
def vcr_cassette_dir() -> str:
    """The model cassettes of the harness tests (``tests/agent/cassettes``)."""
    return str(Path(__file__).parent / "cassettes")


@pytest.fixture(scope="module")
def vcr_config() -> dict:
    """Replay only (record mode none), credentials filtered, matched on method and URL without query."""
    return {
        "record_mode": "none",
        "filter_headers": ["authorization", "api-key"],
        "match_on": ["method", "scheme", "host", "path"],
    }


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, check=True, capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}
    ).stdout


@pytest.fixture(scope="session")
def repo_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A git repository with one commit: ``calc.py`` (``add`` subtracts: the bug), ``check.py``
    (exits 1 while the bug is there), and an untracked ``.env`` holding a fake secret.
    Built once per session; each test gets its own copy through :func:`repo`."""
    root = tmp_path_factory.mktemp("template") / "repo"
    root.mkdir()
    (root / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    (root / "check.py").write_text(
        "import sys\nfrom calc import add\n"
        "if add(2, 3) != 5:\n"
        "    print('add(2, 3) =', add(2, 3), 'expected 5')\n"
        "    sys.exit(1)\n"
        "print('ok')\n"
    )
    (root / ".env").write_text("API_TOKEN=not-a-real-token-0123456789\n")
    git(root, "init", "-q", "--template=", "-b", "main")
    git(root, "add", "calc.py", "check.py")
    git(root, "-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "Add calc")
    return root


@pytest.fixture
def repo(repo_template: Path, tmp_path: Path) -> Path:
    """A fresh copy of the template repository (a real git repository) for one test."""
    return Path(shutil.copytree(repo_template, tmp_path / "repo", symlinks=True))


@pytest.fixture
def python() -> str:
    """The interpreter running the tests (its base name, ``python*``, is allow-listed)."""
    return sys.executable


@pytest.fixture
def check(python: str) -> str:
    """A fast verification command for ``repo``: exits 1 while ``add`` is wrong."""
    return f"{python} check.py"


class Recorder:
    """Collects events; ``types()`` gives their ``type`` names in order."""

    def __init__(self) -> None:
        self.events: list[BaseEvent] = []

    def __call__(self, event: BaseEvent) -> None:
        self.events.append(event)

    def types(self) -> list[str]:
        return [e.type for e in self.events]  # type: ignore[attr-defined]

    def of(self, event_type: str) -> list[Any]:
        return [e for e in self.events if e.type == event_type]  # type: ignore[attr-defined]

    def phases(self) -> list[tuple[str, str]]:
        return [(e.from_, e.to) for e in self.of("phase.changed")]


class Sleeps:
    """An injected async sleep that records the waits instead of sleeping."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


@pytest.fixture
def make_agent(repo: Path, tmp_path: Path, sleeps: Sleeps) -> Callable[..., tuple[AgentHarness, Recorder]]:
    """``make_agent(model, **options)`` -> (harness on ``repo``, event recorder)."""

    def build(model: Any, **options: Any) -> tuple[AgentHarness, Recorder]:
        options.setdefault("run_dir", tmp_path / "run")
        options.setdefault("sleep", sleeps)
        agent = create_agent(AgentOptions(workspace=repo, model=model, **options))
        recorder = Recorder()
        agent.on("*", recorder)
        return agent, recorder

    return build


MCP_SERVER = Path(__file__).with_name("mcp_server.py")


def mcp_stdio(**options: Any) -> dict[str, Any]:
    """Configuration of the test MCP server (``mcp_server.py``) over stdio, plus ``options``."""
    return {"command": sys.executable, "args": [str(MCP_SERVER), "stdio"], **options}


@pytest.fixture(scope="session")
def mcp_http_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The test MCP server over streamable HTTP on a free loopback port (one per session)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    log = (tmp_path_factory.mktemp("mcp") / "server.log").open("w")
    process = subprocess.Popen([sys.executable, str(MCP_SERVER), "http", str(port)], stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the test MCP server did not start (see {log.name})") from None
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()


@pytest.fixture
def empty_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty folder as ``HOME`` (no personal skills under ``~/.claude/skills`` and the like)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    return home


GhaLog = Callable[[Path, str, list[str], int], Path]
"""Writes a GitHub Actions job log at a path: one ``run:`` step, its output, its exit code."""


@pytest.fixture
def gha_log() -> GhaLog:
    """Writes a GitHub Actions job log of one ``run:`` step printing ``output`` and ending in
    ``exit_code`` at ``path``, and returns the path."""

    def write(path: Path, step: str, output: list[str], exit_code: int) -> Path:
        stamp = "2026-12-01T10:00:00.0000000Z "
        lines = [f"##[group]Run {step}", step, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *output]
        lines.append(f"##[error]Process completed with exit code {exit_code}.")
        path.write_text("".join(f"{stamp}{line}\n" for line in lines))
        return path

    return write
