"""Steps the GitHub runner ends itself, and the runner's words in a command's own output.

The runner fails a step with its own ``##[error]`` annotation and no ``Process completed with exit
code`` line when it cannot start the step's process or the step runs out of time (actions/runner
``src/Runner.Worker/StepsRunner.cs``: ``ExecutionContext.Error("The action has timed out.")``, and
``Error(ex)`` for a cancellation or an exception such as .NET's ``An error occurred trying to start
process '…' with working directory '…'``). The same words without ``##[error]``, or inside a
test's report, are output. Logs are built at run time in GitHub's job-log format."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import EARLY_STEP_TIMEOUT_FACTOR, EARLY_STEP_TIMEOUT_KEPT, LATER_STEP_FACTOR, Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import ENDED_EARLY, triage_path
from ci_triage.logs.source import LogMember

SET_UP = [
    "Current runner version: '2.321.0'",  # 1
    "##[group]Run actions/checkout@v4",  # 2
    "Syncing repository: o/r",
    "##[group]Run pytest",  # 4
    "pytest",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
]
JOB_END = ["Post job cleanup.", "[command]/usr/bin/git version", "Cleaning up orphan processes"]


def analyse(analyser: Analyser, lines: list[str], *, later: tuple[str, ...] = ()) -> JobReport:
    """``lines`` as a GitHub job log at one time; from the first of ``later`` on, ten minutes later."""
    split = lines.index(later[0]) if later else len(lines)
    data = "".join(
        f"2026-12-01T{'19:23' if number >= split else '19:13'}:53.0550000Z {line}\n"
        for number, line in enumerate(lines)
    ).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def analyse_plain(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


@pytest.mark.parametrize(
    ("ending", "category"),
    [
        (
            "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory "
            "'/home/runner/work/r/r/proj'. No such file or directory",
            "configuration",
        ),
        (
            "##[error]Unable to locate executable file: pwsh. Please verify either the file path exists or the "
            "file can be found within a directory specified by the PATH environment variable.",
            "configuration",
        ),
        ("##[error]The action has timed out.", "timeout"),
        ("##[error]The action 'Run pytest' has timed out after 20 minutes.", "timeout"),
    ],
    ids=["missing-working-directory", "missing-shell", "step-timeout", "named-step-timeout"],
)
def test_a_script_step_the_runner_failed_without_an_exit_line(analyser: Analyser, ending: str, category: str) -> None:
    report = analyse(analyser, [*SET_UP, "collected 5 items", ending, *JOB_END], later=(ending,))
    assert report.failure_found is True
    step = report.failing_step
    assert step is not None
    assert (step.name, step.start_line, step.end_line, step.exit_code) == ("Run pytest", 4, 9, None)
    assert step.evidence == ending.removeprefix("##[error]")
    assert report.classification.category == category


def test_a_step_timeout_sooner_than_a_minute_after_the_step_started_is_in_doubt(analyser: Analyser) -> None:
    """``timeout-minutes`` is a whole number of minutes, so a script may have printed this one as
    its last line; but the job's only failure marker is never read away into "no failure" (the
    log's times may be wrong): the timeout stays, × :data:`EARLY_STEP_TIMEOUT_FACTOR`."""
    ending = "##[error]The action has timed out."
    early = analyse(analyser, [*SET_UP, "checking", ending, *JOB_END])
    report = analyse(analyser, [*SET_UP, "checking", ending, *JOB_END], later=(ending,))
    assert report.classification.category == early.classification.category == "timeout"
    assert early.classification.confidence == round(report.classification.confidence * EARLY_STEP_TIMEOUT_FACTOR, 2)


def test_a_step_timeout_in_a_log_without_the_runners_times_keeps_its_verdict(analyser: Analyser) -> None:
    report = analyse_plain(analyser, [*SET_UP, "checking", "##[error]The action has timed out.", *JOB_END])
    assert report.format == "github-actions"
    assert report.classification.category == "timeout"


def test_a_step_that_ran_past_a_marker_of_its_own_was_not_ended_by_it(analyser: Analyser) -> None:
    report = analyse(analyser, [*SET_UP, "##[error]The action has timed out.", "5 passed in 0.2s", *JOB_END])
    assert report.failure_found is False


@pytest.mark.parametrize(
    "line",
    [
        "The operation was canceled.",
        "Error: The operation was canceled.",
        "The runner has received a shutdown signal. This can happen when the runner service is stopped, or a "
        "manually started runner is canceled.",
        "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.",
    ],
    ids=["canceled", "error-canceled", "shutdown", "job-timeout"],
)
def test_the_runners_words_without_its_annotation_are_output(analyser: Analyser, line: str) -> None:
    build = [
        "##[group]Run dotnet build",  # 4
        "dotnet build",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        "warn : Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/x/index.json'.",
        line,
        "  Restored /home/runner/work/app/app.csproj (in 12.3 sec).",
        "Build succeeded.",
    ]
    report = analyse(analyser, [*SET_UP[:3], *build, *JOB_END])
    assert report.failure_found is False
    assert report.failing_step is None


PASSES = [
    "collected 1 item",
    "test_cap_pass.py .                                                       [100%]",
    "==================================== PASSES ====================================",
    "______________________________ test_parser_sample ______________________________",
    "----------------------------- Captured stdout call -----------------------------",
    "##[error]The operation was canceled.",
    "##[error]Process completed with exit code 137.",
    "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.",
    "============================== 1 passed in 0.01s ===============================",
]


def test_runner_markers_a_passing_test_printed_are_output(analyser: Analyser) -> None:
    report = analyse(analyser, [*SET_UP, *PASSES, *JOB_END])
    assert report.failure_found is False
    assert report.failing_step is None


PYTEST_FAILURES = [
    "test_cap.py F                                                            [100%]",
    "=================================== FAILURES ===================================",
    "_________________________ test_parser_finds_gcc_error __________________________",
    ">       assert parse(SAMPLE) == ['nosuchheader.h']",
    "E       AssertionError: assert [] == ['nosuchheader.h']",
    "test_cap.py:10: AssertionError",
    "----------------------------- Captured stdout call -----------------------------",
    "##[error]The operation was canceled.",
    "=========================== short test summary info ============================",
    "FAILED test_cap.py::test_parser_finds_gcc_error - AssertionError: assert [] =...",
    "============================== 1 failed in 0.04s ===============================",
]


def test_a_marker_in_a_failed_tests_report_does_not_decide_its_category(analyser: Analyser) -> None:
    failed = [*SET_UP, *PYTEST_FAILURES, "##[error]Process completed with exit code 1.", *JOB_END]
    report = analyse(analyser, failed)
    step = report.failing_step
    assert step is not None
    assert (step.name, step.exit_code, step.evidence) == ("Run pytest", 1, "Process completed with exit code 1.")
    assert report.classification.category == "test failure"


def test_a_cancelled_test_is_a_test_failure(analyser: Analyser) -> None:
    failures = [
        "  Failed App.Tests.ClientTests.GetAsync_ReturnsData [5 s]",
        "  Error Message:",
        "   System.Threading.Tasks.TaskCanceledException : The operation was canceled.",
        "  Stack Trace:",
        "     at App.Client.GetAsync() in /home/runner/work/app/App/Client.cs:line 42",
        "",
        "Failed!  - Failed:     1, Passed:    41, Skipped:     0, Total:    42, Duration: 6 s - App.Tests.dll (net8.0)",
        "##[error]Process completed with exit code 1.",
    ]
    report = analyse(analyser, [*SET_UP[:3], "##[group]Run dotnet test", *failures, *JOB_END])
    assert report.classification.category == "test failure"


def test_runner_markers_in_a_plain_log_make_no_step(analyser: Analyser) -> None:
    report = analyse_plain(analyser, ["collected 1 item", *PYTEST_FAILURES])
    assert report.failing_step is not None
    assert report.failing_step.name == "(whole log)"
    assert report.classification.category != "cancelled"


def test_the_runners_exit_line_a_passing_test_printed_in_a_plain_log_is_output(analyser: Analyser) -> None:
    report = analyse_plain(analyser, PASSES)
    assert report.format == "plain"
    assert report.failure_found is False


RUNNER_UNSTARTED = [
    "##[error]An error occurred trying to start process '/usr/bin/bash' with working directory '/x'. "
    "No such file or directory",
    "##[error]Unable to locate executable file: pwsh. Please verify either the file path exists or the file can be "
    "found within a directory specified by the PATH environment variable.",
]
"""The runner's words for a script step whose process it could not start (as in
:func:`test_a_script_step_the_runner_failed_without_an_exit_line`)."""

RUNNER_WORDS = [
    "The operation was canceled.",
    "Error: The operation was canceled.",
    "##[error]Process completed with exit code 137.",
    "The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.",
    "##[error]The action has timed out.",
    *RUNNER_UNSTARTED,
]


@pytest.mark.parametrize("ending", RUNNER_UNSTARTED, ids=["missing-working-directory", "missing-shell"])
def test_a_step_the_runner_could_not_start_ran_no_tool_of_its_script(analyser: Analyser, ending: str) -> None:
    """The trial's ``working-directory: frontend`` that does not exist: bash never started, so
    stylelint (the script's tool, a lint/format one) neither ran nor lowers the confidence."""
    command = 'npx stylelint "src/**/*.css"'
    lines = [SET_UP[0], f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", ending]
    report = analyse(analyser, [*lines, *JOB_END])
    assert report.failing_step is not None
    assert report.failing_step.name == f"Run {command}"
    assert (report.tool, report.classification.step_tool) == (None, None)
    assert report.classification.category == "configuration"
    assert "step tool disagrees" not in [step.reason for step in report.classification.confidence_steps]


@pytest.mark.parametrize("line", RUNNER_WORDS)
def test_the_runners_words_that_output_follows_in_a_plain_log_are_output(analyser: Analyser, line: str) -> None:
    restore = [
        "Restoring packages...",
        "warn : Retrying 'FindPackagesByIdAsync' for source 'https://api.nuget.org/v3-flatcontainer/x/index.json'.",
        line,
        "  Restored /home/runner/work/app/app.csproj (in 12.3 sec).",
        "Build succeeded.",
        "    0 Warning(s)",
        "    0 Error(s)",
    ]
    report = analyse_plain(analyser, restore)
    assert report.format == "plain"
    assert report.failure_found is False


@pytest.mark.parametrize(
    ("line", "category"),
    [
        ("The operation was canceled.", "cancelled"),
        ("The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.", "timeout"),
        *((line, "configuration") for line in RUNNER_UNSTARTED),
    ],
)
def test_the_runners_words_ending_a_plain_log_still_end_it(analyser: Analyser, line: str, category: str) -> None:
    report = analyse_plain(analyser, ["Restoring packages...", line, ""])
    assert report.failure_found is True
    assert report.classification.category == category


def test_the_runners_exit_line_ending_a_plain_log_is_its_exit(analyser: Analyser) -> None:
    lines = ["Run pytest", *PYTEST_FAILURES[-2:], "Error: Process completed with exit code 1."]
    report = analyse_plain(analyser, lines)
    assert report.exit_code == 1
    assert report.classification.category == "test failure"


def test_the_runners_debug_lines_after_a_steps_end_keep_its_markers(analyser: Analyser) -> None:
    ending = [
        "FAILED a.py::test_x - assert 1 == 2",
        "##[error]Process completed with exit code 1.",
        "##[debug]Finishing: Run pytest",
        "##[debug]Evaluating condition for step: 'Run coverage'",
    ]
    report = analyse(analyser, [*SET_UP, *ending, *JOB_END])
    step = report.failing_step
    assert step is not None
    assert (step.name, step.exit_code) == ("Run pytest", 1)


CANCELLED = [*SET_UP, "collected 5 items", "##[error]The operation was canceled."]


def test_a_cancellation_followed_only_by_the_runners_post_job_work_is_sure(analyser: Analyser) -> None:
    report = analyse(analyser, [*CANCELLED, *JOB_END])
    assert report.classification.category == "cancelled"
    assert report.classification.confidence >= 0.9


def test_a_main_step_that_ran_after_a_cancellation_puts_it_in_doubt(analyser: Analyser) -> None:
    """The runner skips a cancelled job's later steps unless their ``if`` holds on cancellation, so a
    step that ran after it is an ``if: always()`` one or the job was not cancelled (a script printed
    the runner's words: ``./check.sh`` here)."""
    later = ["##[group]Run echo next", "echo next", "shell: /usr/bin/bash -e {0}", "##[endgroup]", "next"]
    sure = analyse(analyser, [*CANCELLED, *JOB_END]).classification.confidence
    report = analyse(analyser, [*CANCELLED, *later, *JOB_END])
    assert report.classification.category == "cancelled"
    assert report.classification.confidence == round(sure * LATER_STEP_FACTOR, 2)
    assert report.classification.confidence < CONFIDENT


def stamped(lines: list[str], *, ended_after: float, late: int = 1) -> str:
    """``lines`` as GitHub serves a job log (the runner's time, 7 decimals, opens every line), the
    ``late`` last lines ``ended_after`` seconds after the others."""
    from datetime import UTC, datetime, timedelta

    start = datetime(2026, 12, 2, 10, 0, 0, 123456, tzinfo=UTC)
    times = [start] * (len(lines) - late) + [start + timedelta(seconds=ended_after)] * late
    return "".join(f"{time:%Y-%m-%dT%H:%M:%S.%f}0Z {line}\n" for time, line in zip(times, lines, strict=True))


@pytest.mark.parametrize(
    ("ending", "category"),
    [
        ("##[error]The action has timed out.", "timeout"),
        (
            "##[error]The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 5 minutes.",
            "timeout",
        ),
        ("##[error]The operation was canceled.", "cancelled"),
        ("##[error]The runner has received a shutdown signal. Runner stopped.", "infrastructure/network/flaky"),
        (RUNNER_UNSTARTED[0], "configuration"),
        (RUNNER_UNSTARTED[1], "configuration"),
    ],
    ids=["step-timeout", "job-timeout", "cancel", "shutdown", "unstarted-directory", "unstarted-shell"],
)
def test_the_runners_end_of_a_step_counts_whatever_its_stamp(analyser: Analyser, ending: str, category: str) -> None:
    """The runner's end markers (``_STRUCTURE_GROUPS["github-actions"]``) behind its time stamp, the
    step's last line ten minutes after its first: the stamp is no part of the marker."""
    data = stamped([*SET_UP, "collected 5 items", ending], ended_after=600.0).encode()
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    step = report.failing_step
    assert step is not None
    assert (step.name, step.start_line) == ("Run pytest", 4)
    assert report.classification.category == category


def test_a_too_soon_step_timeout_that_is_the_only_failure_is_kept_in_doubt(analyser: Analyser, tmp_path: Path) -> None:
    """A log whose step timeout the runner's times rule out (2 s into the step), with no other
    failure marker, is not answered "no failure" (trial 43 #1: the job did fail, its log was
    re-stamped): the timeout is kept at a lower confidence, and the report names the line and why
    it is in doubt."""
    log = tmp_path / "timed-out.gha.log"
    log.write_text(stamped([*SET_UP, "collected 5 items", "##[error]The action has timed out."], ended_after=2.0))
    report, _ = triage_path(log, analyser, 2000)
    sure, _ = triage_path(_restamped(log, tmp_path, ended_after=600.0), analyser, 2000)
    assert report.failure_found is True
    assert report.category == "timeout"
    assert report.confidence == round(sure.confidence * EARLY_STEP_TIMEOUT_FACTOR, 2)
    assert report.warnings == [EARLY_STEP_TIMEOUT_KEPT.format(line=9, seconds=2.0, start=4)]


def _restamped(log: Path, tmp_path: Path, *, ended_after: float) -> Path:
    """A copy of the :func:`stamped` log ``log`` whose last line is ``ended_after`` seconds after
    the others."""
    lines = [line.split(" ", 1)[1] for line in log.read_text().splitlines()]
    copy = tmp_path / f"restamped-{ended_after:.0f}.gha.log"
    copy.write_text(stamped(lines, ended_after=ended_after))
    return copy


def test_a_too_soon_step_timeout_beside_a_failed_command_is_output(analyser: Analyser, tmp_path: Path) -> None:
    """The same too-soon timeout in a step that then exits 1 is a command's output: the exit code
    decides, not the timeout."""
    lines = [*SET_UP, "##[error]The action has timed out.", "##[error]Process completed with exit code 1."]
    log = tmp_path / "printed.gha.log"
    log.write_text(stamped(lines, ended_after=2.0))
    report, _ = triage_path(log, analyser, 2000)
    assert report.failure_found is True
    assert report.category != "timeout"


def test_a_step_the_runner_timed_out_is_named_as_its_timeout_line_names_it(analyser: Analyser) -> None:
    """trial-33's step ``Integration tests`` (``tests/fixtures/trial-33/step-timeout-named.gha.log``):
    its ``##[group]Run`` line is its script's first line, ``Run echo "waiting for service on :8080";
    timeout 3 bash -c …``, which the summary named; the runner's timeout line names the step."""
    log = Path(__file__).parents[1] / "fixtures" / "trial-33" / "step-timeout-named.gha.log"
    report, _ = triage_path(log, analyser, 2000)
    step = report.jobs[0].failing_step
    assert step is not None
    assert (step.name, step.start_line, step.end_line) == ("Integration tests", 20, 30)
    assert report.summary.startswith("Timeout in step “Integration tests”: ")


def test_a_log_without_a_failure_or_its_jobs_end_says_it_may_be_cut(analyser: Analyser, tmp_path: Path) -> None:
    """A log that shows no failure and ends before the runner's post-job lines: the steps it lacks
    may have failed, which the report warns of."""
    log = tmp_path / "cut.gha.log"
    log.write_text(stamped([*SET_UP, "collected 5 items", "5 passed in 0.2s"], ended_after=2.0))
    report, _ = triage_path(log, analyser, 2000)
    assert report.failure_found is False
    assert report.warnings == [ENDED_EARLY]


PYTEST_HUNG = [
    "##[group]Run python -m pytest -v tests",
    "python -m pytest -v tests",
    "shell: /usr/bin/bash -e {0}",
    "##[endgroup]",
    # pytest 9.2.0 -v on a test that sleeps 60 s, stopped by `timeout 25` (run here)
    "============================= test session starts ==============================",
    "collecting ... collected 2 items",
    "",
    "tests/test_inv.py::test_total PASSED                                     [ 50%]",
    "tests/test_inv.py::test_slow_sync ",
    "##[error]The action 'Run tests' has timed out after 1 minutes.",
    "##[error]The operation was canceled.",
]


@pytest.mark.parametrize("ended_after", [0.5, 600.0], ids=["restamped", "as-run"])
def test_a_step_timeout_the_runners_cancellation_follows_is_a_timeout(
    analyser: Analyser, tmp_path: Path, ended_after: float
) -> None:
    """Trial 112 #3: ``timeout-minutes`` stopped the step, and the runner printed its timeout and then
    ``The operation was canceled.``. In a log whose times were rewritten (all within a second) the
    timeout was cleared as too soon and the cancellation decided: "cancelled, re-run it", where a
    re-run hangs again. The pair is the runner's, so the timeout stands, at full confidence."""
    log = tmp_path / "hung.gha.log"
    log.write_text(stamped([*SET_UP[:3], *PYTEST_HUNG], ended_after=ended_after, late=2))
    report, _ = triage_path(log, analyser, 2000)
    assert report.category == "timeout"
    assert report.warnings == []
    assert "tests/test_inv.py::test_slow_sync" in [test.name for test in report.failed_tests]
    advice = report.jobs[0].classification.next_step or ""
    assert "re-run as it is, it hangs again" in advice
    assert "raise `timeout-minutes` only if the work grew" in advice
