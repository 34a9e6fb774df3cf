"""A CircleCI job's output names its failing ``run`` step and keeps the set-up lines out of the
excerpt (trial 32, finding 1).

CircleCI prints each ``run`` step's shell line (``#!/bin/bash -eo pipefail``, its default shell:
circleci.com/docs, "Configuration reference", ``shell``) above the step's command, and ``Exited with
code exit status N`` below the output of a step that failed; the job's output opens with the build
agent's ``Build-agent version`` line. The fixtures are the trial's ``logs/circleci/npm_test_fail.log``
and ``npm_test_pass.log`` (``tests/fixtures/trial-32-formats/README.md``): real ``node --test`` output
(node 20) of ``npm test`` in that layout.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.first_pass import detect_format

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-32-formats"


def test_the_failing_run_step_is_named_by_its_command(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "circleci_npm_test_fail.log")
    failing = report["failing_step"]
    assert (failing["name"], failing["exit_code"], failing["evidence"]) == (
        "npm test",
        1,
        "Exited with code exit status 1",
    )
    assert failing["start_line"] == 46  # the shell line of the step, not the log's first
    assert report["category"] == "test failure"
    assert report["confidence"] == pytest.approx(0.9)
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not any(line.startswith(("Build-agent version", "Spin up environment", "  CIRCLECI=")) for line in shown)


def test_a_job_without_a_failed_step_passed(triage_json: Callable[..., dict]) -> None:
    # its restore_cache step printed "Skipping cache - error checking storage: not found"
    assert triage_json(FIXTURES / "circleci_npm_test_pass.log")["failure_found"] is False


@pytest.mark.parametrize(
    "head",
    [
        b"Build-agent version 1.0.250000-abcdef12 (2026-11-20T10:00:00+0000)\nSystem information:\n",
        b"====>> Spin up Environment\nBuild-agent version 1.0.15283-35354d0e\nDocker Engine Version: 18.09.7\n",
    ],
)
def test_the_build_agents_lines_say_circleci(head: bytes) -> None:
    assert detect_format(head) == "circleci"


def test_the_step_tools_evidence_cites_the_command_not_the_shell_line(
    triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    # trial 44, finding 3: the rspec catalogue signal quoted `#!/bin/bash -eo pipefail`, the shell
    # line above the step's command; the output here matches no skill, so the tool alone decides
    log = tmp_path / "circleci.log"
    log.write_bytes(
        b"Build-agent version 1.0.253030-a2b0ff3f (2024-11-20T16:02:53+0000)\nSystem information:\n"
        b" Server Version: 24.0.7\nStarting container cimg/ruby:3.1\n\nSpin up environment\n\n"
        b"Run tests\n#!/bin/bash -eo pipefail\nbundle exec rspec --format progress\nRandomized with seed 4242\n"
        b"\nExited with code exit status 1\n"
    )
    report = triage_json(log)
    tool_signal = next(hit for hit in report["signals"] if hit["skill"] == "tool-catalogue")
    assert (tool_signal["line"], tool_signal["text"]) == (10, "bundle exec rspec --format progress")
