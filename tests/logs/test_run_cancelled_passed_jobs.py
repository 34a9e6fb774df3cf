"""A whole run (a run-logs zip, ``gh run view --log`` text) is reported as a person reads it: the
jobs that failed on their own come first and are analysed, the jobs GitHub cancelled because another
failed (matrix ``fail-fast``) are listed apart and take no analysis slot, a small budget shortens the
excerpts but drops no failing job, the jobs that passed are named, and a zip whose logs were not all
read is never reported green."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.logs.report import MAX_DETAILED_JOBS, triage_path
from ci_triage.report.markdown import render_markdown


def _stamped(lines: list[str]) -> bytes:
    return "".join(f"2026-12-03T10:00:{i:02d}.0000000Z {line}\n" for i, line in enumerate(lines)).encode()


def _job(name: str, body: list[str]) -> bytes:
    return _stamped(
        [
            "##[group]Runner Image",
            "Image: ubuntu-22.04",
            "##[endgroup]",
            f"Complete job name: {name}",
            "##[group]Run ./ci/check.sh",
            "./ci/check.sh",
            "shell: /usr/bin/bash -e {0}",
            "##[endgroup]",
            *body,
            "Cleaning up orphan processes",
        ]
    )


FAILED = [
    "FAILED tests/test_dates.py::test_parse_utc_offset - AttributeError: module 'datetime' has no attribute 'UTC'",
    "========================= 1 failed, 41 passed in 2.31s =========================",
    "##[error]Process completed with exit code 1.",
]
LINT = [
    "src/widget/core.py:12:5: F841 Local variable `tmp` is assigned to but never used",
    "Found 1 error.",
    "##[error]Process completed with exit code 1.",
]
CANCELLED = ["Running suite 1/8", "##[error]The operation was canceled."]
PASSED = ["============================== 42 passed in 2.10s =============================="]


def _run(tmp_path: Path, jobs: list[tuple[str, list[str]]]) -> Path:
    archive = tmp_path / "logs_1.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for number, (name, body) in enumerate(jobs):
            bundle.writestr(f"{number}_{name}.txt", _job(name, body))
    return archive


FAIL_FAST = [
    ("docs", PASSED),
    ("integration", CANCELLED),
    ("test (3.11)", CANCELLED),
    ("test (3.12)", FAILED),
    ("test (3.13)", CANCELLED),
    ("lint", LINT),
]
"""GitHub's fail-fast: test (3.12) and lint failed, three jobs were cancelled, docs passed; the
cancelled jobs come first in member order and would fill the analysis slots."""


def test_jobs_that_failed_on_their_own_are_headlined_and_cancelled_ones_listed_apart(tmp_path: Path, analyser) -> None:
    report, _ = triage_path(_run(tmp_path, FAIL_FAST), analyser, 2000)
    assert report.category == "test failure"
    assert report.summary.startswith("Test failure in step “Run ./ci/check.sh” of job “test (3.12)” (2 jobs failed)")
    assert "Not analysed" not in report.summary
    assert report.jobs_not_analysed == []
    assert report.jobs_cancelled == ["integration", "test (3.11)", "test (3.13)"]
    assert [job.job for job in report.jobs][:2] == ["test (3.12)", "lint"]
    assert report.jobs_passed == ["docs"]
    markdown = render_markdown(report)
    assert "**Cancelled while another job failed:** `integration`, `test (3.11)`, `test (3.13)`" in markdown
    assert "**Passed:** `docs`" in markdown
    failing_list = markdown.split("**Failing jobs:**")[1].split("\n\n")[0]
    assert "integration" not in failing_list
    assert "`lint`" in failing_list


def test_cancelled_jobs_take_no_slot_while_a_real_failure_is_unread(tmp_path: Path, analyser) -> None:
    jobs = [(f"cancelled {n}", CANCELLED) for n in range(MAX_DETAILED_JOBS)] + [("lint", LINT)]
    report, _ = triage_path(_run(tmp_path, jobs), analyser, 2000)
    assert report.category == "lint/format"
    assert report.jobs_not_analysed == []
    assert report.jobs_cancelled == [f"cancelled {n}" for n in range(MAX_DETAILED_JOBS)]


def test_a_run_whose_every_failing_job_was_cancelled_stays_cancelled(tmp_path: Path, analyser) -> None:
    report, _ = triage_path(_run(tmp_path, [("a", CANCELLED), ("b", CANCELLED), ("c", PASSED)]), analyser, 2000)
    assert report.category == "cancelled"
    assert report.jobs_cancelled == []
    assert "(2 jobs failed)" in report.summary
    assert report.jobs_passed == ["c"]


def test_a_small_budget_drops_no_failing_job(tmp_path: Path, analyser) -> None:
    jobs = [("lint", LINT), ("test (3.12)", FAILED), ("docs", PASSED)]
    for budget in (100, 300, 600):
        report, _ = triage_path(_run(tmp_path, jobs), analyser, budget)
        assert [job.job for job in report.jobs] == ["lint", "test (3.12)"], budget
        assert report.jobs_not_analysed == [], budget
        assert "(2 jobs failed)" in report.summary, budget
        assert "tests/test_dates.py::test_parse_utc_offset" in [test.name for test in report.failed_tests], budget


def test_passed_jobs_are_capped_in_markdown(tmp_path: Path, analyser) -> None:
    jobs = [("lint", LINT)] + [(f"ok {n:02d}", PASSED) for n in range(13)]
    report, _ = triage_path(_run(tmp_path, jobs), analyser, 2000)
    assert len(report.jobs_passed) == 13
    assert "`ok 09` and 3 more" in render_markdown(report)


def test_a_zip_with_unread_logs_is_not_called_green(tmp_path: Path, analyser, monkeypatch) -> None:
    from ci_triage.logs import source

    monkeypatch.setattr(source, "MAX_ZIP_MEMBERS", 2)
    report, _ = triage_path(_run(tmp_path, [("a", PASSED), ("b", PASSED), ("c", LINT)]), analyser, 2000)
    assert not report.failure_found
    assert report.logs_unread == 1
    assert "No failure found in the 2 logs read; 1 more were not read" in report.summary
    markdown = render_markdown(report)
    assert "✅" not in markdown
    assert "no failure in the 2 logs read (1 not read)" in markdown


def test_gh_run_view_log_text_of_a_fail_fast_run(tmp_path: Path, analyser) -> None:
    text = tmp_path / "run.txt"
    lines = []
    for name, body in FAIL_FAST:
        lines += [f"{name}\tRun ./ci/check.sh\t{line}" for line in _job(name, body).decode().splitlines()]
    text.write_text("\n".join(lines) + "\n")
    report, _ = triage_path(text, analyser, 2000)
    assert report.category == "test failure"
    assert report.jobs_cancelled == ["integration", "test (3.11)", "test (3.13)"]
    assert report.jobs_passed == ["docs"]


def test_a_green_run_of_several_jobs_names_the_jobs_it_read(tmp_path: Path, analyser) -> None:
    """A run-logs zip whose every job passed says which jobs it read (session 16's trial: a two-job
    run said "the log shows no failing step", naming neither)."""
    report, _ = triage_path(_run(tmp_path, [("docs", PASSED), ("test (3.12)", PASSED)]), analyser, 2000)
    assert not report.failure_found
    assert report.jobs_passed == ["docs", "test (3.12)"]
    assert report.summary.startswith("No failure found in the 2 job logs read (“docs”, “test (3.12)”): none shows")
    assert "✅ CI triage: no failure found" in render_markdown(report)
