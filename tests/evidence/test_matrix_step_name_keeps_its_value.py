"""A step named by its ``run`` line keeps the name the log shows, its matrix value expanded.

Trial 59's finding 7: with ``--workflow``, the summary of a matrix job's failed ``run: GOOS=${{
matrix.goos }} go build ./...`` step read "step “Run GOOS=${{ matrix.goos }} go build ./...”", the
workflow file's text, and lost ``windows``, which the log's ``Run GOOS=windows go build ./...`` shows
and which explains the failure. A step's own ``name:`` still names it. The fixture is real output of
go 1.19.8 (Debian's golang, run here), read as a GitHub Actions step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURE = Path(__file__).parent / "fixtures" / "go-build-goos-windows.txt"
WORKFLOW = """name: CI
on: [push]
jobs:
  build:
    strategy:
      matrix:
        goos: [linux, windows]
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - {step}
"""


def _summary(
    capsys: pytest.CaptureFixture[str], actions_log: Callable[[str, list[str]], bytes], tmp: Path, step: str
) -> str:
    command, *output = FIXTURE.read_text(encoding="utf-8").splitlines()
    log = tmp / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    workflow = tmp / "ci.yml"
    workflow.write_text(WORKFLOW.format(step=step), encoding="utf-8")
    code = main(["triage", str(log), "--format", "json", "--workflow", str(workflow)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)["summary"]


def test_the_logs_expanded_name_is_kept(
    capsys: pytest.CaptureFixture[str], actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    summary = _summary(capsys, actions_log, tmp_path, "run: GOOS=${{ matrix.goos }} go build ./...")
    assert "in step “Run GOOS=windows go build ./...”" in summary
    assert "undefined: ConfigDir" in summary


def test_a_steps_own_name_names_it(
    capsys: pytest.CaptureFixture[str], actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    summary = _summary(
        capsys, actions_log, tmp_path, "{name: Cross build, run: 'GOOS=${{ matrix.goos }} go build ./...'}"
    )
    assert "in step “Cross build”" in summary
