"""``skills new --from LOG`` names a starter after the program the failing step ran, however the step
ran it: by a path to an executable (``./node_modules/.bin/spectral``, a virtual environment's
``bin/typos``), as ``python -m MODULE``, or through a package runner (``npx spectral``), where it was
named ``repository-…`` or ``npm-script-…``. The logs are a user trial's (``tests/fixtures/starter-trial``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.tools import command_program

TRIAL = Path(__file__).parents[1] / "fixtures" / "starter-trial"


pytestmark = pytest.mark.usefixtures("empty_home")


@pytest.mark.parametrize(
    ("log", "name"),
    [
        ("spectral-npx.gha.log", "spectral-lint-format"),  # Run npx spectral lint openapi.yaml
        ("spectral-nodebin.gha.log", "spectral-lint-format"),  # Run ./node_modules/.bin/spectral lint …
        ("typos.gha.log", "typos-lint-format"),  # Run /…/pyv/bin/typos README.md
        ("zig-test.gha.log", "zig-test-test-failure"),  # python -m ziglang test t.zig: the catalogue names it
    ],
)
def test_a_starter_is_named_after_the_program_however_the_step_ran_it(tmp_path, capsys, log, name):
    category = "test failure" if "test" in name else "lint/format"
    argv = ["skills", "new", "--from", str(TRIAL / log), "--out", str(tmp_path / "out"), "--category", category]
    assert main([*argv, "--no-home-skills"]) == ExitCode.OK
    assert f"named it '{name}'" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("command", "program"),
    [
        ("./node_modules/.bin/spectral lint openapi.yaml", "spectral"),
        ("/opt/tools/npm/node_modules/.bin/spectral lint openapi.yaml", "spectral"),
        (".venv/bin/typos README.md", "typos"),
        ("./tools/schemalint migrations/", "schemalint"),  # an executable without a script extension
        ("/usr/bin/python3 -m ziglang test t.zig", "ziglang"),
        ("python -u -m app.cli run", "app"),
        ("npx spectral lint openapi.yaml", "spectral"),
        ("npx --yes @stoplight/spectral-cli@6 lint", "spectral-cli"),
        ("pnpm exec eslint .", "eslint"),
        ("yarn dlx cowsay hi", "cowsay"),
        ("bunx tsc --noEmit", "tsc"),
        ("cd api && npx -p @redocly/cli redocly lint", "redocly"),
        ("python script.py", "python"),
        ("npm test", "npm"),
    ],
)
def test_the_program_a_command_runs(command, program):
    assert command_program(command) == program


@pytest.mark.parametrize("command", ["./ci/check.sh", "./scripts/lint.py src", "cd app && ./deploy.sh --dry-run"])
def test_a_repository_script_run_by_path_names_no_program(command):
    """A script the repository keeps (a script extension, outside a ``bin`` folder) is its own code."""
    assert command_program(command) is None


def test_a_starter_for_a_script_the_elixir_program_ran_is_named_after_elixir(tmp_path, capsys):
    """Trial 76: ``elixir check.exs`` raising ``** (File.Error)`` (Elixir 1.14.0) was read as
    ExUnit's, and the starter named ``mix-test-runtime-error``, after a program the step never ran."""
    log = Path(__file__).parents[1] / "skills" / "fixtures" / "elixir-script-file-error-trial.txt"
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / "out"), "--category", "runtime error"]
    assert main([*argv, "--no-home-skills"]) == ExitCode.OK
    assert "named it 'elixir-runtime-error'" in capsys.readouterr().out
    assert "tool: elixir\n" in (tmp_path / "out" / "elixir-runtime-error" / "SKILL.md").read_text(encoding="utf-8")
