"""Azure Pipelines job logs are read by their steps and the failed task's own line (trial-22, findings 4 and 5).

The fixtures (``tests/fixtures/trial-22/README.md``) are real pytest output in the Azure agent's
layout: ``##[section]Starting: NAME`` / ``##[section]Finishing: NAME`` around each step, the task's
``##[error]Bash exited with code '1'.`` last in the step that failed, the agent's ``Finalize Job``
step, and a later ``cat /tmp/app.log`` step whose log holds an ``ERROR`` word.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import detect_format
from ci_triage.logs.report import triage_path, triage_source
from ci_triage.logs.source import LogMember, LogSource

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-22"


def triage_bytes(analyser: Analyser, data: bytes):
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    return report


def azure_job(*steps: tuple[str, list[str]], finalized: bool = True) -> bytes:
    """An Azure Pipelines job log of ``steps`` (name, lines), with the agent's own steps around them."""
    lines = ["##[section]Starting: Job", "##[section]Starting: Initialize job", "Agent name: 'Azure Pipelines 2'"]
    lines.append("##[section]Finishing: Initialize job")
    for name, output in steps:
        lines += [f"##[section]Starting: {name}", *output, f"##[section]Finishing: {name}"]
    if finalized:
        lines += ["##[section]Starting: Finalize Job", "Cleaning up task key", "##[section]Finishing: Finalize Job"]
        lines.append("##[section]Finishing: Job")
    return "".join(f"2026-12-03T22:00:00.{n:07d}Z {line}\n" for n, line in enumerate(lines)).encode()


def test_the_failed_task_names_the_step_and_its_exit_code(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest.azure.log", analyser, 2000)
    assert report.failing_step.name == "Run the tests"  # was "(whole log)"
    assert report.exit_code == 1  # was None
    assert report.failing_step.evidence == "Bash exited with code '1'."
    assert report.warnings == []  # was "no exit marker in the log", confidence × 0.75
    assert report.category == "test failure"
    assert report.confidence == pytest.approx(0.9)
    assert "ERROR db" not in report.summary  # the later step's cat is no failure of its own


def test_a_job_whose_steps_all_finished_without_a_failed_task_passed(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest_pass.azure.log", analyser, 2000)
    assert not report.failure_found  # was "Unknown in step (whole log): ERROR db: connection pool exhausted"
    assert report.excerpt == []
    assert report.warnings == []


@pytest.mark.parametrize(
    ("marker", "code"),
    [
        ("Bash exited with code '2'.", 2),  # BashV3, CmdLineV2 on Linux
        ("PowerShell exited with code '1'.", 1),
        ("Cmd.exe exited with code '9009'.", 9009),
        ("Script failed with exit code: 3", 3),  # AzureCLI
        ("The process '/usr/bin/dotnet' failed with exit code 4", 4),  # azure-pipelines-task-lib
    ],
)
def test_each_tasks_failure_line_is_an_exit_marker(analyser: Analyser, marker: str, code: int) -> None:
    failed = ("Build", ["make: *** [Makefile:3: all] Error 1", f"##[error]{marker}"])
    report = triage_bytes(analyser, azure_job(("Restore", ["restored"]), failed, ("Publish logs", ["cat x"])))
    assert report.failing_step.name == "Build"
    assert report.exit_code == code
    assert report.warnings == []


def test_an_error_line_a_script_printed_is_no_exit_marker(analyser: Analyser) -> None:
    printed = ("Lint", ["##[error]src/app.py:3: unused import", "1 file checked"])
    report = triage_bytes(analyser, azure_job(printed))
    assert not report.failure_found  # the step finished without the task's failure line


def test_a_log_cut_before_the_job_ended_is_not_a_pass(analyser: Analyser) -> None:
    cut = ("Run the tests", ["FAILED test_calc.py::test_dict - AssertionError: assert 1 == 2"])
    report = triage_bytes(analyser, azure_job(cut, finalized=False))
    assert report.failure_found
    assert report.failing_step.name == "Run the tests"
    assert report.exit_code is None
    assert any("no exit marker" in warning for warning in report.warnings)


def test_the_agents_step_line_decides_the_format() -> None:
    assert detect_format(azure_job(("Build", ["##[group]Details", "##[endgroup]"]))) == "azure-pipelines"
    github = b"##[group]Run pytest\npytest\n##[endgroup]\n##[error]Process completed with exit code 1.\n"
    assert detect_format(github) == "github-actions"


TASK_HEADER = [
    "=" * 78,
    "Task         : Command line",
    "Description  : Run a command line script using Bash on Linux and macOS and cmd.exe on Windows",
    "Version      : 2.268.0",
    "=" * 78,
    "Generating script.",
]
TERRAFORM_FMT_OUTPUT = [  # terraform 1.9's `fmt -check -diff` of an unformatted main.tf (trial-22's out_tffmt.txt)
    "main.tf",
    "--- old/main.tf",
    "+++ new/main.tf",
    "@@ -1,3 +1,3 @@",
    ' variable "name" {',
    "-  type = string",
    "+  type    = string",
    " }",
]


@pytest.mark.parametrize("display_name", ["Step 2: terraform", "Check the HCL"])
def test_a_tasks_script_not_its_display_name_names_its_tool(analyser: Analyser, display_name: str) -> None:
    script = ["Script contents:", "terraform fmt -check -diff"]
    banner = "========================== Starting Command Output ==========================="
    output = [banner, "[command]/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/1c2d.sh", *TERRAFORM_FMT_OUTPUT]
    failed = (display_name, [*TASK_HEADER, *script, *output, "##[error]Bash exited with code '3'."])
    report = triage_bytes(analyser, azure_job(("Init", ["terraform init"]), failed))
    assert report.failing_step.name == display_name
    assert report.tool == "terraform-fmt"
    assert report.category == "formatting"
    # was 0.63: "Step 2: terraform" read as the command, terraform (an IaC tool) disagreeing with the verdict
    assert report.confidence == pytest.approx(0.9)
