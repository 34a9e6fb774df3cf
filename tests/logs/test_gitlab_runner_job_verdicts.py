"""gitlab-runner's own verdicts on a job name the stage or command that was running (trial 32,
findings 11 and 13; fixtures: tests/fixtures/trial-32-formats/README.md).

- ``ERROR: Job failed: execution took longer than …``: the runner kills the script at the job's
  timeout, then runs its ``cleanup_file_variables`` stage; the command that hung is the script's last.
- ``ERROR: Job failed (system failure): …``: the runner could not run the job (here: pull its
  image); it is the job's verdict, like ``ERROR: Job failed: exit code N``, and the stage in
  progress (``prepare_executor``) is the failing step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.analyse import NO_EXIT_MARKER

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-32-formats"


def test_a_job_timeout_blames_the_command_that_hung_not_the_cleanup_stage(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "job_timeout.log")
    assert report["category"] == "timeout"
    assert report["failing_step"]["name"] == "cargo test --offline -- --test-threads=1"
    assert report["summary"].endswith("ERROR: Job failed: execution took longer than 1h0m0s seconds")
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert any(line.lstrip().startswith("Running unittests src/lib.rs") for line in shown)  # its last output


def test_a_system_failure_is_the_jobs_end_in_the_stage_that_ran(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "system_failure_image_pull.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert report["failing_step"]["name"] == "prepare_executor"
    assert report["failing_step"]["evidence"].startswith("ERROR: Job failed (system failure): failed to pull image")
    assert NO_EXIT_MARKER not in report["warnings"]
