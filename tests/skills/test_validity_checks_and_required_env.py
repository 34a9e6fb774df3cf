"""A step's own checks that read as "unknown": `jq empty FILE`, npm license-checker, a required variable.

Each case is an excerpt of a user trial's real GitHub Actions log (earlier sessions' user trials;
the job's set-up lines left out) beside a near miss that must not read the same way. The lines
made here with the real tools (jq 1.6, license-checker 25.0.1, node 20, python 3) are the
fixtures of ``fixtures/``, checked in ``test_tool_output_golden.py``.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.markdown import render_markdown

TriageText = Callable[[str], TriageReport]
"""The ``triage_text`` fixture (tests/skills/conftest.py)."""


def github_step(command: str, *output: str, exit_code: int = 1) -> str:
    """A failed GitHub Actions step running ``command`` (timestamps left out, as the runner's own lines)."""
    return "\n".join(
        [
            f"##[group]Run {command}",
            command,
            "shell: /usr/bin/bash -e {0}",
            "##[endgroup]",
            *output,
            f"##[error]Process completed with exit code {exit_code}.",
            "Post job cleanup.",
            "",
        ]
    )


def test_jq_empty_on_a_file_names_the_bare_parse_error(triage_text: TriageText) -> None:
    # trial-u's jq_json log: `jq empty FILE` checks that a file is JSON, no filter starting with `.`
    log = github_step(
        "jq empty package.json", "parse error: Expected another key-value pair at line 5, column 3", exit_code=4
    )
    report = triage_text(log)
    assert (report.category, report.tool) == ("configuration", "jq")
    assert "line 5, column 3" in report.summary


@pytest.mark.parametrize(
    "command",
    [
        "jq --version && python check.py",  # jq's version, then a program that runs jq
        "echo use jq empty to check it && ./check.sh",  # prose naming the idiom, then a script
    ],
)
def test_the_bare_parse_error_is_jqs_whatever_the_steps_command(command: str, triage_text: TriageText) -> None:
    # trial 79 #2: the same jq line inside a script (./check-status.sh, find -exec) was unknown while
    # the step that ran jq itself was configuration; the line's shape is jq 1.6's own, so it reads the
    # same under any command (before: only below a command line running jq)
    log = github_step(command, "parse error: Expected another key-value pair at line 5, column 3")
    report = triage_text(log)
    assert (report.category, report.tool) == ("configuration", "jq")


@pytest.mark.parametrize("runner", ["npx license-checker", "node_modules/.bin/license-checker"])
def test_license_checker_fail_on_is_a_policy_finding(runner: str, triage_text: TriageText) -> None:
    # trial-w's license-checker logs, run through npx and through the installed binary
    log = github_step(
        f"{runner} --production=false --failOn 'MIT;ISC' --summary",
        'Found license defined by the --failOn flag: "MIT". Exiting.',
    )
    report = triage_text(log)
    assert (report.category, report.tool) == ("security audit", "license-checker")
    assert '"MIT"' in report.summary
    assert "--onlyAllow" in render_markdown(report)  # its own next step, not an auditor's upgrade advice
    assert report.failed_tests == []


def test_a_required_environment_variable_is_configuration(triage_text: TriageText) -> None:
    # trial-v's npm-lifecycle log: npm's pretest script checks the variable and exits 1
    log = github_step(
        "npm test",
        "",
        "> @acme/widget@1.0.0 pretest",
        "> node scripts/check-env.js",
        "",
        "Error: API_URL must be set for integration tests",
    )
    report = triage_text(log)
    assert report.category == "configuration"
    assert "API_URL must be set" in report.summary
    assert "secrets.NAME" in render_markdown(report)


@pytest.mark.parametrize(
    "line",
    [
        "CODECOV_TOKEN is not set, skipping upload",  # a step that goes on without it
        "Error: the api url must be set",  # no variable named
        "The MAX_RETRIES constant is required by the client",  # a name, not what a run is missing
    ],
)
def test_a_variable_the_program_goes_on_without_is_not_configuration(line: str, triage_text: TriageText) -> None:
    report = triage_text(f"$ node scripts/run.js\n{line}\nexit status 1\n")
    assert report.category != "configuration"
