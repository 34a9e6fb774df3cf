"""A run whose failing jobs failed for different causes says so in its summary, not the first job's
cause alone: the other categories, each with its jobs, follow the primary job's sentence. The jobs
are real tools' logs of ``tests/fixtures/failing-tools`` in a run-logs zip (one file per job)."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FAILING_TOOLS = Path(__file__).parents[1] / "fixtures" / "failing-tools"


def _run_logs(path: Path, jobs: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as bundle:
        for index, (job, fixture) in enumerate(jobs.items()):
            bundle.writestr(f"{index}_{job}.txt", (FAILING_TOOLS / fixture).read_bytes())
    return path


def test_the_summary_names_the_other_causes_of_the_run(tmp_path: Path, analyser: Analyser) -> None:
    jobs = {
        "lint": "gha-flake8-7.5.0.log",
        "test-a": "gha-pytest-9.2.0.log",
        "format": "gha-black-26.10.1.log",
        "test-b": "gha-pytest-300-failed.log",
    }
    report, _ = triage_path(_run_logs(tmp_path / "logs.zip", jobs), analyser, 2000)
    assert report.category == "lint/format"
    assert report.summary.endswith(" Other causes in this run: test failure (test-a, test-b); formatting (format).")


def test_a_run_of_one_cause_names_no_other(tmp_path: Path, analyser: Analyser) -> None:
    """Two matrix jobs failing on the same test: one cause (one fingerprint)."""
    jobs = {"test (3.11)": "gha-pytest-9.2.0.log", "test (3.12)": "gha-pytest-9.2.0.log"}
    report, _ = triage_path(_run_logs(tmp_path / "logs.zip", jobs), analyser, 2000)
    assert report.category == "test failure"
    assert "Other causes" not in report.summary


def test_a_summary_ending_with_a_question_gets_no_full_stop_before_the_other_causes(analyser: Analyser) -> None:
    """trial-19 (FINDINGS #15): tsc's ``Did you mean 'name'?`` was followed by ``.`` (``?. Other causes``);
    ``gh run view --log-failed`` output of its two failing jobs (``fixtures/trial-19/gh-log-failed.txt``)."""
    report, _ = triage_path(FAILING_TOOLS.parent / "trial-19" / "gh-log-failed.txt", analyser, 2000)
    assert "Did you mean 'name'? Other causes in this run: test failure" in report.summary


def test_a_job_of_the_same_category_failing_otherwise_is_named(tmp_path: Path, analyser: Analyser) -> None:
    """Session 27, finding 4: of two pytest jobs failing on different tests and a lint job, only the lint
    job was named among the other causes (its category differs); the second pytest job's failure is
    another cause too, named with its first failed test. Real pytest 9.2.0 and ruff 0.17.6 output
    (``tests/fixtures/s27-summary``); two jobs of one failure stay unnamed (the test above)."""
    fixtures = FAILING_TOOLS.parent / "s27-summary"
    run = tmp_path / "logs.zip"
    with zipfile.ZipFile(run, "w") as bundle:
        for index, (job, log) in enumerate(
            {
                "test (3.11)": "pytest-test-add.gha.log",
                "test (3.12)": "pytest-parse-config.gha.log",
                "lint": "ruff-unused-import.gha.log",
            }.items()
        ):
            bundle.writestr(f"{index}_{job}.txt", (fixtures / log).read_bytes())
    report, _ = triage_path(run, analyser, 2000)
    assert report.category == "test failure"
    assert report.summary.endswith(
        " Other causes in this run: test failure (test (3.12): failed test test_parse.py::test_parse_config);"
        " lint/format (lint)."
    )
