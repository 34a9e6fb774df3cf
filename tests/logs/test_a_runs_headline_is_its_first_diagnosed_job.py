"""A run's heading, summary and advice are about its first diagnosed failed job, not a first
job whose verdict is ``unknown`` (trial 87 #10).

A run-logs zip of two real trial-87 jobs (see ``tests/fixtures/trial-87/README.md``): ``coverage``, a
project's Go coverage script (go 1.19) no skill reads, ``unknown``; then ``test``, pytest-cov 7.1's
gate, ``lint/format`` at 0.83. The run's verdict was the first job's ``unknown``. Diagnosed jobs keep
run order, the more confident later one too: a later job's failure is often the first's consequence.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"


def _run(tmp_path: Path, *jobs: tuple[str, str]) -> Path:
    path = tmp_path / "logs.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for number, (job, log) in enumerate(jobs):
            archive.writestr(f"{number}_{job}.txt", (FIXTURES / log).read_bytes())
    return path


def test_the_diagnosed_job_heads_the_run_not_the_first_unknown_one(analyser: Analyser, tmp_path: Path) -> None:
    path = _run(tmp_path, ("coverage", "go_cover_threshold.log"), ("test", "pytestcov_failunder.log"))
    report, _ = triage_path(path, analyser, 2000)
    assert report.category == "lint/format"
    assert [job.job for job in report.jobs] == ["test", "coverage"]
    assert "of job “test”" in report.summary


def test_diagnosed_jobs_keep_run_order(analyser: Analyser, tmp_path: Path) -> None:
    path = _run(tmp_path, ("c8", "c8_threshold.log"), ("test", "pytestcov_failunder.log"))
    report, _ = triage_path(path, analyser, 2000)
    assert [job.job for job in report.jobs] == ["c8", "test"]
    assert report.jobs[0].classification.confidence < report.jobs[1].classification.confidence
