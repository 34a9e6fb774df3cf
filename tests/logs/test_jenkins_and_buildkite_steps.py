"""Jenkins and Buildkite job logs name their failing command (trial 22, findings 3, 4 and 6).

Jenkins' ``sh`` step runs its script with ``sh -xe``, so each command is traced as ``+ COMMAND`` and
a failed step ends the Pipeline with ``ERROR: script returned exit code N`` after its ``post``
actions; the Buildkite agent prints ``$ COMMAND`` and, once the command failed, ``🚨 Error: The
command exited with status N`` before its post-command hooks. The fixtures
(``tests/fixtures/trial-22/``, README there) hold real output of gcc 13, pytest 8, shellcheck 0.9
and dash's ``set -x`` trace in those layouts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.first_pass import detect_format

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-22"


@pytest.mark.parametrize(
    ("log", "step", "lines", "decided_by"),
    [
        ("gcc.jenkins.log", "gcc -Wall -c main.c -o main.o", (18, 25), "ERROR: script returned exit code 1"),
        ("gcc.buildkite.log", "gcc -Wall -c main.c -o main.o", (7, 16), "🚨 Error: The command exited with status 1"),
    ],
)
def test_the_failing_command_is_the_step_and_its_output_the_excerpt(
    triage_json: Callable[..., dict], log: str, step: str, lines: tuple[int, int], decided_by: str
) -> None:
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert (failing["name"], failing["exit_code"], failing["evidence"]) == (step, 1, decided_by)
    assert (failing["start_line"], failing["end_line"]) == lines
    assert report["category"] == "compile/build error"
    assert report["confidence"] == pytest.approx(0.9)  # as on Travis; 0.60 when the whole log was the step
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not any(line.startswith(("Started by", "[Pipeline]", "~~~ ", "warning: could not remove")) for line in shown)


def test_a_tolerated_failure_traced_before_the_failed_command_is_not_the_headline(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "shellcheck.jenkins.log")
    assert report["failing_step"]["name"] == "shellcheck ci/deploy.sh"
    # the most severe of deploy.sh's findings: SC2164 (warning) over SC2035 (info) at line 2
    assert report["summary"].startswith("Lint/format in step “shellcheck ci/deploy.sh”: In ci/deploy.sh line 6")
    assert report["confidence"] == pytest.approx(0.85)
    assert not any(location["file"].endswith("old.sh") for location in report["locations"])


def test_a_buildkite_command_phase_that_ended_without_the_agents_error_passed(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "pytest_pass.buildkite.log")
    assert report["failure_found"] is False


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        (b"Started by user admin\n[Pipeline] Start of Pipeline\n[Pipeline] node\n", "jenkins"),
        (b"~~~ Running global environment hook\n$ /buildkite/hooks/environment\n", "buildkite"),
        (b"$ make\nmake: *** [all] Error 2\n", "plain"),
    ],
)
def test_the_layout_is_read_from_the_ci_systems_own_lines(head: bytes, expected: str) -> None:
    assert detect_format(head) == expected
