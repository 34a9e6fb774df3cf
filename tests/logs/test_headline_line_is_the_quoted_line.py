"""The JSON report's ``jobs[].headline_line`` is the line the headline quotes, chosen with it, not
found again by its text: when a passing test printed the same text before the real error (pytest 9.2.0
``-s`` echoing the ``ValueError`` it expected, then Python 3.11's traceback ending on that text:
``tests/fixtures/s28-headline``), it is the real error's line, of the file or of the run-logs zip's
member the job's ``member`` names."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.clean import clean_line

LOG = Path(__file__).parents[1] / "fixtures" / "s28-headline" / "pytest-echo-then-traceback.gha.log"
ECHO, ERROR = 10, 20
"""The passing test's echo and the traceback's last line: the same text."""


def _job(capsys: pytest.CaptureFixture[str], path: Path) -> dict:
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    return json.loads(capsys.readouterr().out)["jobs"][0]


def test_the_headline_line_is_the_real_errors_not_a_passing_tests_echo(capsys: pytest.CaptureFixture[str]) -> None:
    job = _job(capsys, LOG)
    texts = [clean_line(line).text for line in LOG.read_text(encoding="utf-8").split("\n")]
    assert [number for number, text in enumerate(texts, start=1) if text == job["headline"]] == [ECHO, ERROR]
    assert job["headline_line"] == ERROR


def test_in_a_run_logs_zip_the_headline_line_is_of_the_jobs_member(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as run_logs:
        run_logs.writestr("0_lint.txt", "2026-12-05T05:39:00.0000000Z all good\n")
        run_logs.write(LOG, "1_test.txt")
    job = _job(capsys, archive)
    assert (job["member"], job["headline_line"]) == ("1_test.txt", ERROR)


def test_a_job_without_a_failure_has_no_headline_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    passing = tmp_path / "passing.log"
    passing.write_text("2026-12-05T05:39:00.0000000Z all good\n", encoding="utf-8")
    assert main(["triage", str(passing), "--format", "json"]) == ExitCode.OK
    assert [job["headline_line"] for job in json.loads(capsys.readouterr().out)["jobs"]] == [None]
