"""A single job's log names its job in the runner's set-up line ``Complete job name: NAME`` (the REST
job name, as a run-logs zip names its file): with ``--workflow``, the failing step is looked up in
that job, a matrix run's ``NAME (v1, v2)`` matched to the job it expands from, as a zip member's
name is. Logs are written here in GitHub's job-log format, as the new-user trial's were
(``Complete job name: release`` in a log of a file whose two jobs run the same script)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.runner_job import runner_job_name

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

WORKFLOW = """\
name: CI
on: push
jobs:
  release:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Check release notes
        run: ./check.sh
  sql:
    strategy:
      matrix:
        dialect: [postgres, bigquery]
    runs-on: ubuntu-24.04
    steps:
      - run: ./check.sh
  docs:
    name: Docs build
    strategy:
      matrix:
        os: [ubuntu-latest, macos-14]
    runs-on: ${{ matrix.os }}
    steps:
      - run: ./check.sh
"""


def job_log(job: str | None) -> str:
    """A job log whose step ``./check.sh`` failed, its set-up naming ``job`` (no such line: None)."""
    lines = [
        "\ufeff##[group]Runner Image",
        "Image: ubuntu-24.04",
        "##[endgroup]",
        "Prepare workflow directory",
        *([f"Complete job name: {job}"] if job is not None else []),
        "##[group]Run ./check.sh",
        "./check.sh",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "Error: CHANGELOG.md has no entry for version 2.0.0",
        "##[error]Process completed with exit code 1.",
        "Post job cleanup.",
    ]
    return "".join(f"2026-12-02T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines))


def triage(capsys: pytest.CaptureFixture[str], tmp_path: Path, job: str | None) -> dict:
    log, workflow = tmp_path / "job.log", tmp_path / ".github" / "workflows" / "ci.yml"
    log.write_text(job_log(job), encoding="utf-8")
    workflow.parent.mkdir(parents=True)
    workflow.write_text(WORKFLOW)
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json", "--no-home-skills"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


@pytest.mark.parametrize(
    ("shown", "job", "index"),
    [
        ("release", "release", 1),
        ("sql (postgres)", "sql", 0),  # GitHub's name of a matrix run: the job's id and its values
        ("Docs build (macos-14)", "docs", 0),  # a job's name: and the values
    ],
    ids=["job", "matrix-job", "named-matrix-job"],
)
def test_the_runners_job_name_picks_the_job_whose_step_is_cited(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, shown: str, job: str, index: int
) -> None:
    report = triage(capsys, tmp_path, shown)
    assert report["jobs"][0]["job"] == shown
    assert report["workflow_step"] is not None
    assert (report["workflow_step"]["job"], report["workflow_step"]["index"]) == (job, index)
    assert [warning for warning in report["warnings"] if warning.startswith("workflow")] == []


def test_a_log_without_the_runners_line_still_names_no_job(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    report = triage(capsys, tmp_path, None)
    assert report["workflow_step"] is None
    [warning] = [warning for warning in report["warnings"] if warning.startswith("workflow")]
    assert "3 steps match it" in warning
    assert "(its job: 'job')" in warning


def test_only_the_runners_own_line_before_the_first_step_names_the_job() -> None:
    head = job_log("sql (postgres)").encode()
    assert runner_job_name(head) == "sql (postgres)"
    assert runner_job_name(b"Complete job name: web\n") == "web"
    assert runner_job_name(b"Complete job name:   \n") is None
    printed = b"##[group]Run ./check.sh\nComplete job name: deploy\n"  # a step's output, not the runner's
    assert runner_job_name(printed) is None
    assert runner_job_name(b"echo Complete job name: deploy\n") is None
