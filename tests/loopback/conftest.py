"""Fixtures of the end-to-end tests: a fresh loopback GitHub, and the installed ``ci-triage action``
entrypoint run as the runner runs a Docker action against it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from loopback_github import LoopbackGitHub

OVERLOADED = 529
"""The status an overloaded model provider answers (Anthropic's "overloaded_error"; others use 503)."""

TRIAGE_RUN_ID = 9_000_001
"""The run id of the triage job itself (GITHUB_RUN_ID of a workflow_run job)."""


@dataclass
class ActionRun:
    """What one run of the action left: exit code, standard output and error, the step outputs,
    the job summary, the workspace, and how many API requests it made."""

    code: int
    stdout: str
    stderr: str
    outputs: dict[str, str]
    summary: str
    workspace: Path
    requests: int

    def annotations(self, level: str) -> list[str]:
        return [line for line in self.stdout.splitlines() if line.startswith(f"::{level} ")]


@pytest.fixture
def github(api_examples: Path) -> Iterator[LoopbackGitHub]:
    """A fresh loopback GitHub whose bodies start from GitHub's examples (``api_examples``: skipped
    without them, as the corpus tests are, unless ``CI_TRIAGE_REQUIRE_CORPUS=1``)."""
    with LoopbackGitHub() as server:
        yield server
        assert server.invalid == [], "every answer must match GitHub's OpenAPI description"


@pytest.fixture
def overloaded_model() -> Iterator[tuple[str, list[str]]]:
    """An OpenAI-compatible endpoint on loopback that answers every request 529 (``retry-after: 0``):
    ``(base_url, paths requested)``."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    asked: list[str] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            asked.append(self.path)
            payload = json.dumps({"error": {"type": "overloaded_error", "message": "Overloaded"}}).encode()
            self.send_response(OVERLOADED)
            self.send_header("Content-Type", "application/json")
            self.send_header("Retry-After", "0")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args: object) -> None:
            del args

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", asked
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def run_action(tmp_path: Path, github: LoopbackGitHub, parse_outputs) -> Callable[..., ActionRun]:
    """``run_action(event, run, workspace=None, **inputs)``: the entrypoint for ``run`` (a run dict
    of the loopback GitHub) triggered by ``event`` (``workflow_run``: the run's event payload; else
    the run is this workflow's own, ``GITHUB_RUN_ID``) in ``workspace`` (default: a new empty one)."""
    script = shutil.which("ci-triage")
    assert script, "the ci-triage console script is not installed in this environment"
    count = iter(range(1, 100))

    def run(event: str, target: dict, workspace: Path | None = None, **inputs: str) -> ActionRun:
        folder = tmp_path / f"run-{next(count)}"
        folder.mkdir(parents=True)
        if workspace is None:
            workspace = folder / "workspace"
            workspace.mkdir()
        output, summary = folder / "output", folder / "summary.md"
        output.touch()
        summary.touch()
        repository = target["repository"]["full_name"]
        env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_", "RUNNER_"))}
        env |= {
            "GITHUB_ACTIONS": "true",
            "GITHUB_API_URL": github.api_url,
            "GITHUB_SERVER_URL": "https://github.com",
            "GITHUB_REPOSITORY": repository,
            "GITHUB_EVENT_NAME": event,
            "GITHUB_WORKSPACE": str(workspace),
            "GITHUB_OUTPUT": str(output),
            "GITHUB_STEP_SUMMARY": str(summary),
            "GITHUB_RUN_ATTEMPT": "1",
            "INPUT_GITHUB-TOKEN": "ghs" + "_" + "L" * 36,
        }
        if event == "workflow_run":
            env["GITHUB_EVENT_PATH"] = str(github.event(target, folder / "event.json"))
            env["GITHUB_RUN_ID"] = str(TRIAGE_RUN_ID)
        else:
            event_file = folder / "event.json"
            event_file.write_text(json.dumps({"ref": f"refs/heads/{target['head_branch']}"}), encoding="utf-8")
            env |= {"GITHUB_EVENT_PATH": str(event_file), "GITHUB_RUN_ID": str(target["id"])}
        env |= {f"INPUT_{name.upper().replace('_', '-')}": value for name, value in inputs.items()}
        before = len(github.requests)
        done = subprocess.run([script, "action"], env=env, capture_output=True, text=True, timeout=60, check=False)
        return ActionRun(
            code=done.returncode,
            stdout=done.stdout,
            stderr=done.stderr,
            outputs=parse_outputs(output.read_text(encoding="utf-8")),
            summary=summary.read_text(encoding="utf-8"),
            workspace=workspace,
            requests=len(github.requests) - before,
        )

    return run


@pytest.fixture
def checkout(tmp_path: Path) -> Callable[[dict[str, str]], tuple[Path, str]]:
    """``checkout(files)``: a git repository with ``files`` ({path: text}) in one commit, as
    ``actions/checkout`` leaves the workspace; returns its path and the commit's SHA."""

    def make(files: dict[str, str]) -> tuple[Path, str]:
        root = tmp_path / "checkout"
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding="utf-8")
        env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid",
               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.invalid"}  # fmt: skip
        for argv in (["init", "-q", "--template=", "-b", "feature"], ["add", "--all"], ["commit", "-q", "-m", "c"]):
            subprocess.run(["git", "-C", str(root), *argv], check=True, env=env, capture_output=True)
        sha = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], check=True, capture_output=True, text=True)
        return root, sha.stdout.strip()

    return make
