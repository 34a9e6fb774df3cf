"""The failing step: decided by the exit-code marker, the last ``##[error]``, a cancellation or a
job timeout — not by distractors (problem-matcher errors in passing steps, retried errors,
post-job cleanup). Logs are built at run time in GitHub's job-log format."""

from __future__ import annotations

import io

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

SETUP = [
    "Current runner version: '2.332.0'",  # 1
    "##[group]Run actions/setup-java@v4",  # 2
    "##[error]src/main/java/Foo.java:[12,5] problem matcher annotation in a passing step",
    "##[endgroup]",
    "##[group]Run npm ci",  # 5
    "npm ERR! code ECONNRESET",
    "npm ERR! network request failed, retrying (1/3)",
    "added 120 packages in 3s",
    "##[group]Run mvn -B test",  # 9
    "[INFO] Running org.example.FooTest",
]


def analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2024-05-01T12:00:00.0000000Z {line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_exit_code_marker_decides_despite_distractors(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        [
            *SETUP,
            "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0",  # 11
            "##[error]Process completed with exit code 1.",  # 12
            "Post job cleanup.",
            "[command]/usr/bin/git config --local --unset-all http.extraheader",
            "Cleaning up orphan processes",
        ],
    )
    step = report.failing_step
    assert (step.name, step.number, step.start_line, step.end_line) == ("Run mvn -B test", 4, 9, 12)
    assert step.exit_code == 1
    assert step.evidence == "Process completed with exit code 1."
    assert report.exit_code == 1
    cited = {n for span in report.excerpt for n in range(span.start_line, span.end_line + 1)}
    assert {11, 12} <= cited
    assert not cited & {3, 6, 7, 13, 14, 15}  # distractors and cleanup are not cited


def test_last_error_annotation_decides_without_an_exit_code(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        [
            "##[group]Run actions/github-script@v7",  # 1
            "calling the API",
            "##[error]Unhandled error: HttpError: Resource not accessible by integration",  # 3
            "##[group]Run actions/upload-artifact@v4",  # 4
            "##[warning]No files were found with the provided path",
            "Post job cleanup.",
        ],
    )
    assert (report.failing_step.name, report.failing_step.start_line, report.failing_step.end_line) == (
        "Run actions/github-script@v7",
        1,
        3,
    )
    assert report.failing_step.exit_code is None
    assert report.classification.category == "permission/auth"


@pytest.mark.parametrize(
    ("ending", "category"),
    [
        (["##[error]The operation was canceled."], "cancelled"),
        (
            [
                "##[error]The runner has received a shutdown signal. This can happen when the runner service is "
                "stopped, or a manually started runner is canceled."
            ],
            "infrastructure/network/flaky",
        ),
        (
            [
                "/home/runner/work/_temp/4f2a.sh: line 1:  2345 Killed                  mvn -B test",
                "##[error]Process completed with exit code 137.",
            ],
            "out-of-memory",
        ),
        (
            [
                "##[error]The job running on runner GitHub Actions 12 has exceeded the maximum execution time of "
                "360 minutes.",
                "##[error]The operation was canceled.",
            ],
            "timeout",
        ),
    ],
    ids=["cancelled", "runner-shutdown", "killed-137", "job-timeout"],
)
def test_how_the_job_ended_decides_the_category(analyser: Analyser, ending: list[str], category: str) -> None:
    report = analyse(analyser, [*SETUP, *ending, "Post job cleanup."])
    assert report.failing_step.name == "Run mvn -B test"
    assert report.failing_step.start_line == 9
    assert report.failing_step.end_line == len(SETUP) + len(ending)
    assert report.classification.category == category


def test_the_last_failing_step_is_primary_when_several_fail(analyser: Analyser) -> None:
    """A step ran after ``make lint`` failed: lint had continue-on-error (``make test`` alone failed the
    job) or ``make test`` runs on failure (both did); either way ``make test``'s conclusion is failure."""
    report = analyse(
        analyser,
        [
            "##[group]Run make lint",
            "##[error]Process completed with exit code 2.",
            "##[group]Run make test",
            "FAIL src/a.test.js",
            "##[error]Process completed with exit code 1.",
        ],
    )
    assert report.failing_step.name == "Run make test"
    assert report.exit_code == 1


def test_warnings_alone_are_not_a_failure(analyser: Analyser) -> None:
    lines = ["##[group]Run make", "ok", "##[warning]Node.js 16 actions are deprecated.", "##[endgroup]"]
    report = analyse(analyser, [*lines, "Post job cleanup."])
    assert report.failure_found is False
    assert report.failing_step is None
    assert report.excerpt == []


def test_the_category_comes_from_the_step_the_job_failed_at(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        [
            "##[group]Run ruff check .",
            "src/a.py:1:1: F401 [*] `os` imported but unused",
            "Found 1 error.",
            "##[error]Process completed with exit code 1.",
            "##[group]Run pytest",
            "FAILED tests/test_a.py::test_x - assert 1 == 2",
            "##[error]Process completed with exit code 1.",
        ],
    )
    assert report.failing_step.name == "Run pytest"
    assert report.classification.category == "test failure"


RUFF_ANNOTATIONS = [
    "##[group]Run actions/checkout@v4",  # 1
    "Syncing repository: o/r",
    "##[group]Run ruff check --output-format=github --exit-zero .",  # 3
    "ruff check --output-format=github --exit-zero .",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "##[error]lint.py:1:8: F401 `os` imported but unused%0A  help: Remove unused import",  # 7
    "##[error]lint.py:1:12: F401 `sys` imported but unused%0A  help: Remove unused import",
    "##[group]Run pytest",  # 9
    "pytest",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "2 passed in 0.01s",
]
JOB_END = ["Post job cleanup.", "[command]/usr/bin/git version", "Cleaning up orphan processes"]


def test_annotations_a_passing_script_step_printed_are_no_failure(analyser: Analyser) -> None:
    report = analyse(analyser, [*RUFF_ANNOTATIONS, *JOB_END])
    assert report.failure_found is False
    assert report.failing_step is None


def test_a_failed_action_step_reports_with_an_error_line_alone(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        [
            "##[group]Run actions/setup-python@v5",  # 1
            "with:",
            "  python-version: 3.99",
            "##[endgroup]",
            "Version 3.99 was not found in the local cache",
            "##[error]The version '3.99' with architecture 'x64' was not found for Ubuntu 24.04.",  # 6
            *JOB_END,
        ],
    )
    assert report.failure_found is True
    assert (report.failing_step.name, report.failing_step.start_line) == ("Run actions/setup-python@v5", 1)
    assert report.failing_step.evidence.startswith("The version '3.99'")


LOCAL_ACTION_AFTER_A_LINTING_SCRIPT = [
    "##[group]Run ./scripts/lint.sh",  # 1: a script step: its command, then the runner's shell line
    "\x1b[36;1m./scripts/lint.sh\x1b[0m",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    "##[error]src/app.py:3: unused import",  # 5: an annotation the passing script printed
    "##[group]Run ./.github/actions/deploy",  # 6: a local action (uses: ./.github/actions/deploy)
    "with:",
    "  environment: staging",
    "##[endgroup]",
    "Deploying to staging",
    "##[error]Deployment failed: the staging cluster refused the manifest",  # 11
    *JOB_END,
]


@pytest.mark.parametrize("local", ["./.github/actions/deploy", "./"])
def test_a_failed_local_action_step_reports_with_an_error_line_alone(analyser: Analyser, local: str) -> None:
    lines = [line.replace("./.github/actions/deploy", local) for line in LOCAL_ACTION_AFTER_A_LINTING_SCRIPT]
    report = analyse(analyser, lines)
    assert report.failure_found is True
    assert (report.failing_step.name, report.failing_step.start_line) == (f"Run {local}", 6)
    assert report.failing_step.evidence == "Deployment failed: the staging cluster refused the manifest"


def test_a_script_run_by_its_path_is_still_a_script_step(analyser: Analyser) -> None:
    report = analyse(analyser, [*LOCAL_ACTION_AFTER_A_LINTING_SCRIPT[:5], *JOB_END])
    assert report.failure_found is False, "the ##[error] of ./scripts/lint.sh is an annotation, as for any script"


def test_annotations_count_in_a_log_cut_short(analyser: Analyser) -> None:
    report = analyse(analyser, RUFF_ANNOTATIONS[:8])
    assert report.failure_found is True
    assert report.failing_step.name == "Run ruff check --output-format=github --exit-zero ."


def test_annotations_beside_an_exit_marker_stay_that_steps_evidence(analyser: Analyser) -> None:
    failed = [*RUFF_ANNOTATIONS[:8], "##[error]Process completed with exit code 1."]
    report = analyse(analyser, [*failed, *JOB_END])
    assert report.failing_step.name == "Run ruff check --output-format=github --exit-zero ."
    assert report.exit_code == 1
