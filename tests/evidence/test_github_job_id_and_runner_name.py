"""In the action, ``GITHUB_JOB`` is the job's *id* (``test``); a job log's runner line ``Complete
job name: test (22, true)`` is its fuller display name, with the matrix values of this run. Where the
two disagree the fuller evidence wins: the job is shown by its display name, and its matrix values
decide a ``continue-on-error: ${{ matrix.… }}`` that the id alone cannot (two values); the id still
finds the job when the display name names none of the file's jobs."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.evidence.model import Evidence

WORKFLOW = """\
name: CI
on: push
jobs:
  test:
    name: {name}
    strategy:
      matrix:
        node: [20, 22]
        experimental: [true, false]
    runs-on: ubuntu-latest
    steps:
      - run: npm run lint
        continue-on-error: ${{{{ matrix.experimental }}}}
      - run: npm test
  docs:
    runs-on: ubuntu-latest
    steps:
      - run: npm test
"""


def job_log(shown: str) -> str:
    """A job log whose lint step failed and went on, then the tests failed; set up as ``shown``."""
    lines = [
        "##[group]Runner Image",
        "Image: ubuntu-24.04",
        "##[endgroup]",
        f"Complete job name: {shown}",
        "##[group]Run npm run lint",
        "npm run lint",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "/home/runner/work/app/app/src/a.js",
        "  1:7  error  'x' is assigned a value but never used  no-unused-vars",
        "✖ 1 problem (1 error, 0 warnings)",
        "##[error]Process completed with exit code 1.",
        "##[group]Run npm test",
        "npm test",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "FAIL src/a.test.js",
        "  ● adds › two numbers",
        "Tests:       1 failed, 3 passed, 4 total",
        "##[error]Process completed with exit code 1.",
    ]
    return "".join(f"2026-12-03T10:00:{n:02d}.0000000Z {line}\n" for n, line in enumerate(lines))


def collect(analyser, tmp_path: Path, shown: str, name: str = "test") -> Evidence:
    """The action's evidence of a log set up as ``shown``, ``GITHUB_JOB`` ``test``, the workflow's
    job ``test`` named ``name``."""
    log, workflow = tmp_path / "job.log", tmp_path / "ci.yml"
    log.write_text(job_log(shown), encoding="utf-8")
    workflow.write_text(WORKFLOW.format(name=name), encoding="utf-8")
    source = LocalLogSource(
        log, tmp_path / "scratch", analyser, workflow=workflow, workflow_label=".github/workflows/ci.yml",
        job_name="test",
    )  # fmt: skip
    return source.collect(1, DEFAULT_BUDGET)


def test_the_runners_display_name_wins_over_github_job(analyser, tmp_path: Path) -> None:
    evidence = collect(analyser, tmp_path, "test (22, true)")
    [log] = evidence.logs
    assert log.job.name == "test (22, true)"
    assert log.report.failing_step is not None
    assert log.report.failing_step.name == "Run npm test", "matrix.experimental is true here: lint went on"
    assert evidence.workflow_step is not None
    assert (evidence.workflow_step.job, evidence.workflow_step.index) == ("test", 1)
    assert not [note for note in evidence.notes if "cannot be known" in note or "GITHUB_JOB" in note]


def test_a_false_matrix_value_keeps_the_first_failed_step(analyser, tmp_path: Path) -> None:
    evidence = collect(analyser, tmp_path, "test (20, false)")
    assert evidence.logs[0].report.failing_step is not None
    assert evidence.logs[0].report.failing_step.name == "Run npm run lint"
    assert not [note for note in evidence.notes if "cannot be known" in note]


def test_the_id_finds_the_job_when_the_display_name_names_none(analyser, tmp_path: Path) -> None:
    """The file's ``name:`` is not the one the run had (renamed since): ``GITHUB_JOB`` (``test``)
    finds the job by its id, and the log keeps the runner's name."""
    evidence = collect(analyser, tmp_path, "Renamed by a later commit", name="Tests")
    assert evidence.logs[0].job.name == "Renamed by a later commit"
    assert evidence.workflow_step is not None
    assert evidence.workflow_step.job == "test"
    assert not [note for note in evidence.notes if "assumed" in note]
