"""Steps the GitHub runner ends itself, and the runner's words in a command's own output.

The runner fails a step with its own ``##[error]`` annotation and no ``Process completed with exit
code`` line when it cannot start the step's process or the step runs out of time (actions/runner
``src/Runner.Worker/StepsRunner.cs``: ``ExecutionContext.Error("The action has timed out.")``, and
``Error(ex)`` for a cancellation or an exception such as .NET's ``An error occurred trying to start
process '…' with working directory '…'``). The same words without ``##[error]``, or inside a
test's report, are output. Logs are built at run time in GitHub's job-log format."""

from __future__ import annotations

import io

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
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


def analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2026-12-01T19:13:53.0550000Z {line}\n" for line in lines).encode()
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
    ],
    ids=["missing-working-directory", "missing-shell", "step-timeout"],
)
def test_a_script_step_the_runner_failed_without_an_exit_line(analyser: Analyser, ending: str, category: str) -> None:
    report = analyse(analyser, [*SET_UP, "collected 5 items", ending, *JOB_END])
    assert report.failure_found is True
    step = report.failing_step
    assert step is not None
    assert (step.name, step.start_line, step.end_line, step.exit_code) == ("Run pytest", 4, 9, None)
    assert step.evidence == ending.removeprefix("##[error]")
    assert report.classification.category == category
