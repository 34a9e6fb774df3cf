"""The default install needs neither the openai nor the mcp SDK: a triage without a configured model
imports neither, and a configured provider without the ``model`` extra stops with one line naming it
(exit 7). ``.ci/run`` also checks this on a real install of the wheel without extras."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ci_triage.base import extras
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

LOG = (
    "2024-05-01T12:00:00.0000000Z ##[group]Run pytest\n"
    "2024-05-01T12:00:01.0000000Z FAILED tests/test_math.py::test_add - assert 3 == 4\n"
    "2024-05-01T12:00:02.0000000Z ##[error]Process completed with exit code 1.\n"
)

PROBE = """
import sys
from ci_triage.commands.cli import main
code = main(sys.argv[1:])
loaded = sorted(name for name in ("openai", "mcp", "httpx2") if name in sys.modules)
print("loaded:", ",".join(loaded) or "none", file=sys.stderr)
raise SystemExit(code)
"""


def _action_env(tmp_path: Path, **inputs: str) -> dict[str, str]:
    workspace = tmp_path / "workspace"
    workspace.mkdir(exist_ok=True)
    (workspace / "build.log").write_text(LOG, encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "GITHUB_"))}
    env |= {f"INPUT_{name.upper()}": value for name, value in inputs.items()}
    return env | {
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_OUTPUT": str(tmp_path / "output.txt"),
        "GITHUB_STEP_SUMMARY": str(tmp_path / "summary.md"),
    }


@pytest.mark.parametrize("argv", [["action"], ["triage", "--example", "prettier"]])
def test_a_triage_without_a_model_imports_neither_sdk(tmp_path: Path, argv: list[str]) -> None:
    env = _action_env(tmp_path, **{"LOG-PATH": "build.log", "MODE": "summary"})
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *argv], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == ExitCode.OK, result.stderr
    assert "loaded: none" in result.stderr


def test_a_provider_without_the_model_extra_names_the_extra(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = extras.find_spec
    monkeypatch.setattr(extras, "find_spec", lambda name: None if name == "openai" else real(name))
    for key, value in _action_env(tmp_path, **{"LOG-PATH": "build.log", "PROVIDER": "ollama"}).items():
        monkeypatch.setenv(key, value)

    code = main(["action"])

    assert code == ExitCode.MISSING_EXTRA == 7
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "provider 'ollama' needs the 'model' extra" in error
    assert "pip install 'ci-triage[model]'" in error
    assert not (tmp_path / "summary.md").exists(), "nothing runs before the check"
