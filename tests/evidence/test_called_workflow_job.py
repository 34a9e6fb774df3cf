"""A job of a called (reusable) workflow is named ``CALLER / CALLED`` (``CI image checks / Static
checks``: the caller's job ``ci`` named ``CI image checks``, whose ``uses:`` calls checks.yml, and
the called file's job ``Static checks``). Its failing step is defined in the called file: read
beside the caller's file (same repository), or given as the workflow itself; else a note names it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.evidence.local_source import LocalLogSource

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

CALLER = """\
name: CI
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: ./lint.sh
  ci:
    name: CI image checks
    uses: {uses}
"""
CALLED = """\
name: Checks
on:
  workflow_call:
jobs:
  static:
    name: Static checks
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./lint.sh
  docs:
    runs-on: ubuntu-latest
    steps:
      - run: ./lint.sh
"""
LOCAL = "./.github/workflows/checks.yml"


def job_log(job: str) -> str:
    lines = [
        "##[group]Runner Image",
        "Image: ubuntu-24.04",
        "##[endgroup]",
        f"Complete job name: {job}",
        "##[group]Run ./lint.sh",
        "./lint.sh",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "Error: CHANGELOG.md has no entry for version 2.0.0",
        "##[error]Process completed with exit code 1.",
    ]
    return "".join(f"2026-12-03T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines))


def repository(tmp_path: Path, uses: str = LOCAL, called: bool = True) -> tuple[Path, Path, Path]:
    """A checkout with the caller (and the called file when ``called``), and a log of the called job."""
    folder = tmp_path / "repo" / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "ci.yml").write_text(CALLER.format(uses=uses))
    if called:
        (folder / "checks.yml").write_text(CALLED)
    log = tmp_path / "job.log"
    log.write_text(job_log("CI image checks / Static checks"), encoding="utf-8")
    return log, folder / "ci.yml", folder / "checks.yml"


def triage(capsys: pytest.CaptureFixture[str], log: Path, workflow: Path) -> dict:
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json", "--no-home-skills"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_the_caller_s_file_leads_to_the_called_file_beside_it(capsys, tmp_path: Path) -> None:
    log, caller, _ = repository(tmp_path)
    report = triage(capsys, log, caller)
    step = report["workflow_step"]
    assert step is not None, report["warnings"]
    assert (step["path"], step["job"], step["index"]) == (".github/workflows/checks.yml", "static", 1)


def test_the_called_file_given_matches_its_job_by_the_called_part(capsys, tmp_path: Path) -> None:
    log, _, called = repository(tmp_path)
    report = triage(capsys, log, called)
    step = report["workflow_step"]
    assert step is not None, report["warnings"]
    assert (step["job"], step["index"]) == ("static", 1), "not ambiguous with job docs' same step"
    assert not [warning for warning in report["warnings"] if warning.startswith("workflow")]


@pytest.mark.parametrize(
    ("uses", "where"),
    [
        (LOCAL, "not found beside it"),
        ("octo/shared/.github/workflows/checks.yml@v1", "in another repository"),
    ],
)
def test_without_the_called_file_a_note_names_it(capsys, tmp_path: Path, uses: str, where: str) -> None:
    log, caller, _ = repository(tmp_path, uses, called=False)
    report = triage(capsys, log, caller)
    assert report["workflow_step"] is None
    [warning] = [warning for warning in report["warnings"] if warning.startswith("workflow")]
    assert f"ran in the called workflow {uses} (job `ci` of .github/workflows/ci.yml calls it, line 10)" in warning
    assert where in warning


def test_the_action_reads_the_called_file_from_the_workspace(analyser, tmp_path: Path) -> None:
    log, caller, _ = repository(tmp_path)
    source = LocalLogSource(
        log, tmp_path / "scratch", analyser, workflow=caller, workflow_label=".github/workflows/ci.yml",
        job_name="static", checkout=tmp_path / "repo",
    )  # fmt: skip
    evidence = source.collect(1, DEFAULT_BUDGET)
    assert evidence.workflow_step is not None, [gap.reason for gap in evidence.gaps]
    assert (evidence.workflow_step.path, evidence.workflow_step.job) == (".github/workflows/checks.yml", "static")
    assert evidence.logs[0].job.name == "CI image checks / Static checks"
    assert not [note for note in evidence.notes if "GITHUB_JOB" in note], "static is the called file's job id"
