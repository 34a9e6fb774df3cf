"""Failing jobs of a run-logs zip past the cap of analysed jobs are counted and named, never dropped
silently: the summary counts and names them, ``jobs_not_analysed`` lists them and the failed tests
are not complete. Both archive layouts GitHub serves: one file per job, and one folder of step files
per job."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

from ci_triage.logs.report import MAX_DETAILED_JOBS


def _failing(module: str) -> bytes:
    return (
        b"2026-11-30T10:00:00.0000000Z ##[group]Run npm test\n"
        + f"2026-11-30T10:00:01.0000000Z Error: Cannot find module '{module}'\n".encode()
        + b"2026-11-30T10:00:02.0000000Z ##[error]Process completed with exit code 1.\n"
    )


PASSING = b"2026-11-30T10:00:00.0000000Z ##[group]Run make test\n2026-11-30T10:00:01.0000000Z ok\n"
JOBS = [f"job {letter}" for letter in "abcdefg"]
"""Seven failing jobs, three more than are analysed."""


def _triage(archive: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-m", "ci_triage", "triage", str(archive), "--format", "json"],
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr.decode()[-2000:]
    return json.loads(done.stdout)


def _assert_honest(report: dict) -> None:
    left_out = JOBS[MAX_DETAILED_JOBS:]
    assert [job["job"] for job in report["jobs"]] == JOBS[:MAX_DETAILED_JOBS]
    assert report["jobs_not_analysed"] == left_out
    assert f"({len(JOBS)} jobs failed)" in report["summary"]
    assert report["summary"].endswith(
        f"Not analysed (at most {MAX_DETAILED_JOBS} failing jobs are): {', '.join(left_out)}."
    )
    assert report["failed_tests_complete"] is False


def test_job_files_past_the_cap_are_counted_and_named(tmp_path: Path) -> None:
    archive = tmp_path / "logs_1.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        bundle.writestr("0_ok.txt", PASSING)
        for number, job in enumerate(JOBS, 1):
            bundle.writestr(f"{number}_{job}.txt", _failing(f"mod-{number}"))
    _assert_honest(_triage(archive))


def test_step_folders_past_the_cap_are_counted_and_named(tmp_path: Path) -> None:
    archive = tmp_path / "logs_2.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for number, job in enumerate(JOBS, 1):
            bundle.writestr(f"{job}/1_Set up job.txt", PASSING)
            bundle.writestr(f"{job}/2_Run tests.txt", _failing(f"mod-{number}"))
    _assert_honest(_triage(archive))


def test_no_job_is_named_when_all_are_analysed(tmp_path: Path) -> None:
    archive = tmp_path / "logs_3.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for number, job in enumerate(JOBS[:MAX_DETAILED_JOBS], 1):
            bundle.writestr(f"{number}_{job}.txt", _failing(f"mod-{number}"))
    report = _triage(archive)
    assert report["jobs_not_analysed"] == []
    assert "Not analysed" not in report["summary"]
    assert report["failed_tests_complete"] is True
