"""``ci-triage action`` imports only what its run needs: a ``log-path`` run with no token never
loads PyGithub (nor ``requests``), a run with no model provider neither the agent harness nor a
model or MCP SDK, a run that offers no fix not the fix stage's tools, and the workflow's YAML reader
and the passing-log comparison load only when ``workflow-path`` or ``baseline-path`` is given.
Loading them all cost the action about twice the CPU of ``ci-triage triage`` on the same small log."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from tests.commands.loaded_modules import loaded, run_watching

from ci_triage.base.errors import ExitCode

CONTINUE_ON_ERROR = Path(__file__).parents[1] / "fixtures" / "continue-on-error"
"""Real ruff and pytest output in GitHub Actions job logs, and their workflow file (README there)."""

GITHUB = ("github", "requests", "ci_triage.github.client")
MODEL = ("openai", "mcp", "ci_triage.agent.harness", "ci_triage.repair.propose")
WORKFLOW_READER = "yaml"
COMPARISON = "ci_triage.logs.compare"


def _action(tmp_path: Path, runner: dict[str, str] | None = None, **inputs: str):
    """``ci-triage action`` as the runner starts it, ``inputs`` as ``INPUT_<NAME>``, with the failing
    log of :data:`CONTINUE_ON_ERROR` at ``job.log`` and its workflow file in the workspace."""
    workspace = tmp_path / "workspace"
    (workspace / ".github" / "workflows").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(CONTINUE_ON_ERROR / "ci.yml", workspace / ".github" / "workflows" / "ci.yml")
    shutil.copyfile(CONTINUE_ON_ERROR / "gha-ruff-goes-on-pytest-fails.log", workspace / "job.log")
    shutil.copyfile(CONTINUE_ON_ERROR / "gha-ruff-goes-on-pytest-passes.log", workspace / "passed.log")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    env |= {
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_OUTPUT": str(tmp_path / "output.txt"),
        "GITHUB_STEP_SUMMARY": str(tmp_path / "summary.md"),
    }
    watched = (*GITHUB, *MODEL, WORKFLOW_READER, COMPARISON)
    return run_watching(["action"], watched, env | (runner or {}), workspace)


@pytest.fixture(autouse=True, scope="module")
def _warm_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """One run fills the session's cache of the bundled skills and the tool catalogue: a cold cache
    parses them (YAML, pydantic), as ``ci-triage triage`` does (``test_small_triage_imports``)."""
    cold = _action(tmp_path_factory.mktemp("cold"), **{"LOG-PATH": "job.log", "MODE": "summary"})
    assert cold.returncode == ExitCode.OK, cold.stderr


def test_a_log_path_summary_without_token_or_model_imports_none_of_them(tmp_path: Path) -> None:
    run = _action(tmp_path, **{"LOG-PATH": "job.log", "MODE": "summary"})
    assert run.returncode == ExitCode.OK, run.stderr
    assert "diagnosed by the built-in rules" in run.stdout
    assert loaded(run) == []


def test_a_workflow_run_without_a_token_hands_off_without_pygithub(tmp_path: Path) -> None:
    event = tmp_path / "event.json"
    event.write_text('{"workflow_run": {"id": 1}}', encoding="utf-8")
    runner = {"GITHUB_EVENT_NAME": "workflow_run", "GITHUB_EVENT_PATH": str(event), "GITHUB_REPOSITORY": "o/r"}
    run = _action(tmp_path, runner, **{"GITHUB-TOKEN": "", "MODE": "comment"})
    assert run.returncode == ExitCode.OK, run.stderr
    assert "needs a human" in run.stdout
    assert not set(loaded(run)) & {*GITHUB, *MODEL}


@pytest.mark.parametrize(
    ("inputs", "reader"),
    [
        ({"WORKFLOW-PATH": ".github/workflows/ci.yml"}, WORKFLOW_READER),
        ({"BASELINE-PATH": "passed.log"}, COMPARISON),
    ],
)
def test_the_workflow_reader_and_the_comparison_load_when_their_input_is_given(
    tmp_path: Path, inputs: dict[str, str], reader: str
) -> None:
    run = _action(tmp_path, **{"LOG-PATH": "job.log", "MODE": "summary"}, **inputs)
    assert run.returncode == ExitCode.OK, run.stderr
    assert loaded(run) == [reader]
