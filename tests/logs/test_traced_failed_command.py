"""A ``set -x`` script that fails in a silent command: the summary names that command, its exit code
and, of a shell check, what the code means (trial 90 #7: ``+ grep -E …`` alone before).

``tests/fixtures/trial-50/*-xtrace.gha.log`` (bash 5.2, see the folder's README): bash traces each
command before it runs, so when the command that failed printed nothing (``grep -q``, ``git diff
--quiet``), its trace is the step's last line. Before, the summary quoted the runner's ``Process
completed with exit code 1.`` and the advice named no command. A catalogue tool's trace keeps its
category (git diff: lint/format); a shell check stays unknown and the advice says the check failed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.traced_failure import check_meaning, traced_command

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-50"


def _report(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_a_silent_grep_check_is_named_as_the_failed_command() -> None:
    report = _report("silent-grep-xtrace.gha.log")
    assert report.category == "unknown"
    assert report.summary.endswith(
        """: grep -q '"channel": *"stable"' config/release.json exited with code 1: grep found no line"""
        " matching its pattern"
    )
    checked = report.jobs[0].classification.checked
    assert any("failed command: “grep -q" in item and "grep found no line matching" in item for item in checked)
    assert "The check the script implements with “grep -q" in (report.jobs[0].classification.next_step or "")


def test_a_silent_catalogue_tool_keeps_its_category_and_is_quoted() -> None:
    report = _report("git-diff-quiet-xtrace.gha.log")
    assert report.category == "lint/format"
    assert report.summary.endswith(": git diff --quiet exited with code 1")


@pytest.mark.parametrize(
    ("line", "exit_code", "meaning"),
    [
        ("+ grep -q stable config/release.json", 1, "grep found no line matching its pattern"),
        ("+ '[' -f CHANGELOG.md ']'", 1, "the condition it tests is false"),  # bash quotes `[` in its trace
        ("++ test -f CHANGELOG.md", 1, "the condition it tests is false"),
        ("+ cmp -s a b", 1, "the files differ"),
        ("+ grep -q stable missing.json", 2, None),  # grep's own error, not a failed check
        ("+ make test", 1, None),
    ],
)
def test_what_a_traced_checks_exit_status_means(line: str, exit_code: int, meaning: str | None) -> None:
    command = traced_command(line)
    assert command is not None
    assert check_meaning(command, exit_code) == meaning


def test_output_is_no_traced_command() -> None:
    assert traced_command("checking release channel") is None


def test_the_failed_commands_exit_code_and_meaning_are_in_the_summary() -> None:
    """Trial 90's ``bash -x scripts/check.sh`` (tests/fixtures/s34-t90b/README.md): a grep that found
    nothing was ``Unknown …: + grep -E '^version = ' pyproject.toml``, neither the code nor its meaning."""
    with open_log_source(str(FIXTURES.parent / "s34-t90b" / "bashx.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.summary.endswith(
        ": grep -E '^version = ' pyproject.toml exited with code 1: grep found no line matching its pattern"
    )
