"""Fixtures for end-to-end loop tests: GitHub scenario cassettes, settings as the runner gives them."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

TESTS = str(Path(__file__).resolve().parents[1])
if TESTS not in sys.path:
    sys.path.insert(0, TESTS)

FAKE_TOKEN = "gh" + "s_" + "T" * 36
"""An installation-token-shaped string, built from parts (no token-shaped literal is committed)."""
REPOSITORY = "octo-org/octo-repo"
TRIAGE_RUN_ID = "7000000001"
"""The run id of the triage workflow itself (``GITHUB_RUN_ID`` in a workflow_run job)."""


@pytest.fixture
def runner_env(tmp_path: Path) -> dict[str, str]:
    """The variables the runner gives a container action's step (plus a token input), for a
    ``workflow_run`` job; callers add ``GITHUB_EVENT_PATH`` and inputs."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    return {
        "GITHUB_ACTIONS": "true",
        "GITHUB_EVENT_NAME": "workflow_run",
        "GITHUB_REPOSITORY": REPOSITORY,
        "GITHUB_RUN_ID": TRIAGE_RUN_ID,
        "GITHUB_RUN_ATTEMPT": "1",
        "GITHUB_API_URL": "https://api.github.com",
        "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_OUTPUT": str(tmp_path / "output.txt"),
        "GITHUB_STEP_SUMMARY": str(tmp_path / "summary.md"),
        "INPUT_GITHUB-TOKEN": FAKE_TOKEN,
    }


@pytest.fixture
def set_runner_env(monkeypatch: pytest.MonkeyPatch) -> Callable[[dict[str, str]], None]:
    """``set_runner_env(env)``: this process's environment as the step's container sees it — every
    ``INPUT_*``/``GITHUB_*`` variable of the test runner removed, ``env`` set."""

    def apply(env: dict[str, str]) -> None:
        for key in [k for k in os.environ if k.startswith(("INPUT_", "GITHUB_"))]:
            monkeypatch.delenv(key)
        for key, value in env.items():
            monkeypatch.setenv(key, value)

    return apply
