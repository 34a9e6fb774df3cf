"""Which members of a run-logs zip are read, and what is said about the others.

GitHub's layout (``shared/corpus/gha/GHA-LOGS-API.md``, "Zip layout"): a top-level ``N_job.txt`` per
job and a ``job/M_step.txt`` per step with the same lines again. The step files are not read and do
not count toward the member limit; members the layout does not explain are read, with a warning.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

STAMP = "2026-12-02T10:00:00.0000000Z "


def _step(name: str, *output: str) -> str:
    return "".join(STAMP + line + "\n" for line in (f"##[group]Run {name}", "##[endgroup]", *output))


PASSING_STEP = _step("make lint", "lint ok")
FAILING_STEP = _step(
    "pytest",
    "FAILED tests/test_api.py::test_login - assert 500 == 200",
    "1 failed, 20 passed in 1.2s",
    "##[error]Process completed with exit code 1.",
)


def _triage(capsys: pytest.CaptureFixture[str], archive: Path) -> tuple[int, dict, str]:
    code = main(["triage", str(archive), "--format", "json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out) if captured.out else {}, captured.err


def _matrix(path: Path, jobs: int, steps: int) -> Path:
    """A run-logs zip as GitHub writes it: each job's log and its step files; the last job fails."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for job in range(jobs):
            name = f"test (ubuntu-latest, shard {job})"
            bodies = [PASSING_STEP] * (steps - 1) + [FAILING_STEP if job == jobs - 1 else PASSING_STEP]
            bundle.writestr(f"{job}_{name}.txt", "".join(bodies))
            for number, body in enumerate(bodies, start=1):
                bundle.writestr(f"{name}/{number}_Run step {number}.txt", body)
    return path


def test_a_matrix_of_240_jobs_with_their_step_files_is_read(tmp_path: Path, capsys) -> None:
    archive = _matrix(tmp_path / "logs.zip", jobs=240, steps=20)
    assert len(zipfile.ZipFile(archive).infolist()) > 5000
    code, report, err = _triage(capsys, archive)
    assert code == ExitCode.OK, err
    assert len(report["source"]["members"]) == 240
    assert report["failing_step"]["member"] == "239_test (ubuntu-latest, shard 239).txt"
    assert report["failing_step"]["exit_code"] == 1
    assert report["warnings"] == []


def test_more_entries_than_the_archive_limit_are_refused(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setattr("ci_triage.logs.source.MAX_ZIP_ENTRIES", 20)
    code, report, err = _triage(capsys, _matrix(tmp_path / "logs.zip", jobs=3, steps=6))
    assert code == ExitCode.INPUT
    assert report == {}
    assert "the zip archive holds 21 files (limit 20)" in err


def test_past_the_member_limit_the_first_logs_are_read_and_the_rest_counted(
    tmp_path: Path, capsys, monkeypatch
) -> None:
    monkeypatch.setattr("ci_triage.logs.source.MAX_ZIP_MEMBERS", 3)
    code, report, err = _triage(capsys, _matrix(tmp_path / "logs.zip", jobs=5, steps=2))
    assert code == ExitCode.OK, err
    assert len(report["source"]["members"]) == 3
    assert "read the first 3 of the archive's 5 logs (limit 3); 2 were not read" in report["warnings"]


@pytest.mark.parametrize("failing_member", ["build/1_Run tests.txt", "integration.txt", "a/b/c/3_deep.txt"])
def test_a_failing_member_the_layout_does_not_explain_is_read_with_a_warning(
    tmp_path: Path, capsys, failing_member: str
) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("0_lint.txt", PASSING_STEP)
        bundle.writestr("lint/1_Run make lint.txt", PASSING_STEP)
        bundle.writestr(failing_member, FAILING_STEP)
    code, report, err = _triage(capsys, archive)
    assert code == ExitCode.OK, err
    assert report["failure_found"]
    assert report["source"]["members"] == ["0_lint.txt", failing_member]
    assert report["failing_step"]["member"] == failing_member
    assert report["warnings"] == [
        f"zip member(s) {failing_member!r} read as logs of their own: "
        "the run-logs layout (top-level N_job.txt files) does not explain them"
    ]


def test_without_job_files_at_the_top_other_files_are_named_as_not_read(tmp_path: Path, capsys) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("build/1_Run tests.txt", FAILING_STEP)
        bundle.writestr("build/notes.md", "# notes\n")
    code, report, err = _triage(capsys, archive)
    assert code == ExitCode.OK, err
    assert report["source"]["members"] == ["build/1_Run tests.txt"]
    assert report["warnings"] == ["zip member(s) 'build/notes.md' not read: they are not N_name.txt logs"]


def test_a_zip_of_logs_without_numbered_files_reads_each_and_names_them(tmp_path: Path, capsys) -> None:
    # trial 32, finding 23: logs of several CI systems zipped in folders (logs/multi/mixed.zip)
    archive = tmp_path / "mixed.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        bundle.writestr("lint/job.log", PASSING_STEP)
        bundle.writestr("test/job.log", FAILING_STEP)
    code, report, err = _triage(capsys, archive)
    assert code == ExitCode.OK, err
    assert report["source"]["members"] == ["lint/job.log", "test/job.log"]
    assert report["failing_step"]["member"] == "test/job.log"
    assert report["warnings"] == [
        "zip member(s) 'lint/job.log', 'test/job.log' read as logs of their own: "
        "none is an N_name.txt log of the run-logs layout"
    ]


def test_a_run_logs_zip_written_with_backslash_separators_reads_as_github_s(tmp_path: Path, capsys) -> None:
    """Windows PowerShell 5.1's ``Compress-Archive`` names members ``job\\2_step.txt`` (trial 39's
    logs/matrix6-backslash.zip, GitHub's download unzipped and zipped again): each step file was read
    as a job of its own, "2 jobs failed" and the excerpt twice."""
    github = _matrix(tmp_path / "logs.zip", jobs=3, steps=2)
    windows = tmp_path / "windows.zip"
    with zipfile.ZipFile(github) as source, zipfile.ZipFile(windows, "w") as bundle:
        for info in source.infolist():
            bundle.writestr(info.filename.replace("/", "\\"), source.read(info))
    assert any("\\" in name for name in zipfile.ZipFile(windows).namelist())
    code, report, err = _triage(capsys, windows)
    code_github, report_github, _ = _triage(capsys, github)
    assert (code, code_github) == (ExitCode.OK, ExitCode.OK), err
    assert report["source"]["members"] == report_github["source"]["members"]
    assert report["jobs_passed"] == report_github["jobs_passed"]
    assert report["summary"] == report_github["summary"]
    assert report["warnings"] == []
