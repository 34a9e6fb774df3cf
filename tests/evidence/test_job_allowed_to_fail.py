"""A job whose ``continue-on-error`` is true (``jobs.<id>.continue-on-error``) does not fail its run:
with ``--workflow``, a run-logs zip where it failed beside another job names it as allowed to fail,
never primary nor counted, and alone it is triaged with a note that the run passed (trial 24)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parent.parent / "fixtures" / "trial-24"


def _zip(tmp_path: Path, jobs: dict[str, str]) -> Path:
    path = tmp_path / "run.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for index, (job, log) in enumerate(jobs.items()):
            archive.writestr(f"{index}_{job}.txt", (FIXTURES / log).read_bytes())
    return path


def _triage(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[dict, str]:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out), captured.err


def test_a_job_allowed_to_fail_is_named_not_counted_beside_a_failing_job(tmp_path, capsys) -> None:
    run = _zip(tmp_path, {"test (ubuntu-latest, 3.11)": "py-test-fail.log", "docs": "py-docs-fail.log"})
    report, err = _triage(capsys, str(run), "--workflow", str(FIXTURES / "ci.yml"))
    assert report["category"] == "test failure"
    assert [job["job"] for job in report["jobs"] if job["failure_found"]] == ["test (ubuntu-latest, 3.11)"]
    assert "Other causes" not in report["summary"]
    assert "jobs failed" not in report["summary"]
    assert report["summary"].endswith("Allowed to fail (continue-on-error): docs.")
    assert "job “docs” failed but has continue-on-error: true in " in err
    assert "ci.yml:49: allowed to fail" in err
    assert report["jobs_passed"] == []

    without, _ = _triage(capsys, str(run))
    assert "Other causes in this run: configuration (docs)" in without["summary"], "the workflow file tells"


def test_a_job_allowed_to_fail_that_alone_failed_is_triaged_and_the_run_said_to_pass(tmp_path, capsys) -> None:
    run = _zip(tmp_path, {"lint": "py-lint-pass.log", "docs": "py-docs-fail.log"})
    report, err = _triage(capsys, str(run), "--workflow", str(FIXTURES / "ci.yml"))
    assert report["category"] == "configuration"
    assert "Allowed to fail" not in report["summary"]
    assert "no other job failed, so the run passed (GitHub marks it successful)" in err
