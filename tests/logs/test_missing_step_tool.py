"""A step's tool whose program was not found never ran: its category neither disagrees nor decides.

``tests/fixtures/trial-17/staticcheck-not-found.gha.log`` (a user trial; bash 5.2): the step runs
``staticcheck ./...`` and bash prints ``bash: line 1: staticcheck: command not found`` (exit 127).
staticcheck printed nothing, so that it is a lint/format tool says nothing about the failure (before:
× 0.7, "the step runs staticcheck, a lint/format tool", 0.5 → 0.35). With the step's exit code 127
beside it, the line is the step's sure cause (0.85, ``shell-script/command-not-found-exit``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.missing_tools import missing_program
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-17"


def test_a_step_tool_that_was_not_found_does_not_disagree() -> None:
    with open_log_source(str(FIXTURES / "staticcheck-not-found.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    classification = report.jobs[0].classification
    assert classification.step_tool is None
    assert [step.reason for step in report.confidence_steps] == ["calibrated"]
    assert report.confidence == 0.85


def test_the_step_tool_whose_program_was_not_found_is_the_reports_tool() -> None:
    """The run line names a catalogue tool and the step's own bash says its program was not found:
    the tool is that program, not bash, which only reported it (trial 47, finding 9: ``Run
    kubeconform -strict k8s/`` gave ``tool bash``). A program not found inside a script the step ran
    (``scripts/release.sh: line 4: git-chglog: command not found``, trial 44) leaves the tool bash."""
    with open_log_source(str(FIXTURES / "staticcheck-not-found.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("configuration", "staticcheck")
    script_log = FIXTURES.parent / "trial-44" / "gha-command-not-found.log"
    with open_log_source(str(script_log)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.tool == "bash"


def test_debians_command_name_runs_staticcheck() -> None:
    """Debian and Ubuntu install staticcheck as ``go-staticcheck``: the same tool, whose finding
    (``(U1000)``) is a lint finding, not go-build's compile error."""
    with open_log_source(str(FIXTURES / "go-staticcheck.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("lint/format", "staticcheck")
    assert report.jobs[0].classification.step_tool == "staticcheck"


def test_the_program_not_found_is_named_in_each_shells_words() -> None:
    assert missing_program("bash: line 1: staticcheck: command not found") == "staticcheck"
    assert missing_program("sh: 1: eslint: not found") == "eslint"
    assert missing_program("'ruff' is not recognized as an internal or external command,") == "ruff"
    assert missing_program('exec: "golangci-lint": executable file not found in $PATH') == "golangci-lint"
    assert missing_program("calc/calc.go:15:6: func unused is unused (U1000)") is None
