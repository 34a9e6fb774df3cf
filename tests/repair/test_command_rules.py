"""What a fix command may be: a bare allow-listed program whose arguments cannot start something
else or reach outside the scratch worktree; and what it sees of the environment."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ci_triage.repair.commands import cannot_run, command_environment, run_command, toolchain_environment
from ci_triage.repair.limits import FixLimits


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["npm", "exec", "--", "touch", "x"], "may only be run as npm"),
        (["yarn", "dlx", "cowsay"], "may only be run as yarn"),
        (["pnpm", "dlx", "x"], "may only be run as pnpm"),
        (["cargo", "install", "evil"], "may only be run as cargo"),
        (["python", "-c", "print(1)"], "may only run a .py file"),
        (["python3", "-m", "pip", "install", "x"], "may only run a .py file"),
        (["python", "-m", "http.server"], "may only run a .py file"),
        (["ruff", "format", "/etc/passwd"], "points outside the scratch worktree"),
        (["ruff", "format", "../other/src/app.py"], "points outside the scratch worktree"),
        (["ruff", "check", "--config=/tmp/evil.toml"], "points outside the scratch worktree"),
        (["bash", "-c", "true"], "not on the allow-list"),
        (["./ruff", "format"], "not a bare program name"),
    ],
)
def test_commands_that_could_run_anything_or_reach_outside_are_refused(tmp_path, argv, reason):
    assert reason in (cannot_run(argv, tmp_path, FixLimits()) or "")


@pytest.mark.parametrize(
    "argv",
    [["ruff", "format", "--check", "src/app.py"], ["python", "-m", "pytest", "-x", "tests"], ["npm", "test"]],
)
def test_ordinary_checks_pass_the_rules(tmp_path, argv, monkeypatch):
    reason = cannot_run(argv, tmp_path, FixLimits())
    assert reason is None or reason.endswith("is not installed here")


def test_the_environment_is_an_allow_list_with_a_private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("INNOCENT_NAME", "gh" + "p_" + "Q" * 36)
    for name in ("GITHUB_ENV", "GITHUB_PATH", "GITHUB_OUTPUT", "ACTIONS_RUNTIME_URL", "GITHUB_TOKEN"):
        monkeypatch.setenv(name, "x")
    env = command_environment("/usr/bin:/bin", tmp_path)
    assert "INNOCENT_NAME" not in env
    assert not [name for name in env if name.startswith(("GITHUB_", "ACTIONS_"))]
    assert Path(env["HOME"]) == tmp_path
    assert env["RUFF_CACHE_DIR"].startswith(str(tmp_path))


def test_toolchain_folders_are_kept_and_found_in_the_real_home_but_nothing_else(tmp_path):
    (tmp_path / ".rustup").mkdir()
    environ = {
        "HOME": str(tmp_path),
        "PYENV_ROOT": "/opt/pyenv",
        "GOPATH": "relative/go",  # not a folder a tool could be found in: left out
        "RUSTUP_TOOLCHAIN": "stable",
        "PYENV_VERSION": "3.12.4 $(touch x)",  # not a version name
        "GOPROXY": "https://user:secret@proxy.example",
        "NODE_OPTIONS": "--require ./evil.js",
    }
    assert toolchain_environment(environ) == {
        "RUSTUP_HOME": str(tmp_path / ".rustup"),
        "PYENV_ROOT": "/opt/pyenv",
        "RUSTUP_TOOLCHAIN": "stable",
    }


@pytest.mark.skipif(shutil.which("cargo") is None or shutil.which("rustup") is None, reason="needs rustup's cargo")
def test_rustups_cargo_finds_its_default_toolchain_from_a_fix_command(tmp_path):
    """rustup's ``cargo`` reads its default toolchain from ``$RUSTUP_HOME/settings.toml`` (default
    ``~/.rustup``): with only the private ``HOME`` it says ``rustup could not choose a version of
    cargo to run`` (trial 24)."""
    crate = tmp_path / "crate"
    (crate / "src").mkdir(parents=True)
    (crate / "Cargo.toml").write_text('[package]\nname = "shout"\nversion = "0.1.0"\nedition = "2021"\n')
    (crate / "src" / "lib.rs").write_text("pub fn  shout(s:&str)->String{ s.to_uppercase() }\n")
    run = run_command(["cargo", "fmt", "--check"], crate, FixLimits(), phase="before")
    assert "rustup could not choose" not in run.output
    assert run.exit_code == 1
    assert "Diff in" in run.output
