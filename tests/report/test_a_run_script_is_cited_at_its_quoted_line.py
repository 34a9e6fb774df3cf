"""The failing step's ``run: |`` script is cited at the line the report quotes (its last command),
not at the ``run:`` key: ``ci.yml:N`` holds the quoted text, as the verifier reads a workflow
citation. The log's error is npm 11.19.1's own output of ``npm run build`` in a project without
that script (made 2026-12-04), wrapped as a GitHub Actions job log."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

NPM_ERROR = [
    'npm error Missing script: "build"',
    "npm error",
    "npm error To see a list of scripts, run:",
    "npm error   npm run",
]


def _workflow(tmp_path: Path, script: list[str]) -> Path:
    path = tmp_path / ".github" / "workflows" / "ci.yml"
    path.parent.mkdir(parents=True)
    head = ["name: CI", "on: [push]", "jobs:", "  build:", "    runs-on: ubuntu-latest", "    steps:"]
    step = ["      - uses: actions/checkout@v4", "      - name: Build", "        run: |"]
    path.write_text("\n".join([*head, *step, *(f"          {line}" for line in script), ""]))
    return path


def _log(tmp_path: Path, script: list[str]) -> Path:
    lines = [
        "Complete job name: build",
        f"##[group]Run {script[0]}",
        *script,
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *NPM_ERROR,
        "##[error]Process completed with exit code 1.",
    ]
    log = tmp_path / "job.log"
    log.write_text("".join(f"2026-12-04T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines)))
    return log


def _cited(capsys: pytest.CaptureFixture[str], tmp_path: Path, script: list[str]) -> tuple[str, list[str]]:
    """The comment's ``run`` line of the failing step, and the workflow file's lines."""
    workflow = _workflow(tmp_path, script)
    code = main(["triage", str(_log(tmp_path, script)), "--workflow", str(workflow), "--format", "markdown"])
    out = capsys.readouterr().out
    assert code == 0
    [run] = [line for line in out.split("\n") if line.startswith("- `.github/workflows/ci.yml:") and " run: " in line]
    return run, workflow.read_text().split("\n")


@pytest.mark.parametrize("length", [2, 75])  # 75: past the 60 lines a run item quotes
def test_a_run_scripts_citation_names_the_line_it_quotes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, length: int
) -> None:
    script = ["npm ci", *(f"echo step {n}" for n in range(length - 2)), "npm run build"]
    run, lines = _cited(capsys, tmp_path, script)
    number = int(run.split("ci.yml:", 1)[1].split("`", 1)[0])
    quote = run.split(" run: `", 1)[1].rstrip("`")
    assert lines[number - 1].strip() == quote
    if length == 2:
        assert quote == "npm run build"
