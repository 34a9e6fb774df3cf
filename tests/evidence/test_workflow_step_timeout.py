"""The runner's step timeout is a timeout citing the step's ``timeout-minutes``, and a job timeout
cites the job's, not only the step's (trial 64 #3, #4).

Fixtures in ``tests/fixtures/s30-t64a`` (see its README): trial 64's job `test` of ``ci.yml`` (its
step `Test` has ``timeout-minutes: 5`` at line 45, the job ``timeout-minutes: 20`` at line 9), real
pytest 9.2.0 output, the runner's lines in its own words (actions/runner ``StepsRunner.cs``: ``The
action '{name}' has timed out after {minutes} minutes.``; ``JobRunner.cs``: ``The job running on
runner … has exceeded the maximum execution time of … minutes.``), each followed by the
``The operation was canceled.`` that ends the step. Before, the step timeout was ``cancelled`` 0.60
("re-run it") with line 45 listed but not flagged, and the job timeout left line 9 out.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t64a"


def triage(capsys: pytest.CaptureFixture[str], log: str, *workflow: str) -> dict:
    code = main(["triage", str(FIXTURES / log), *workflow, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_a_step_timeout_followed_by_the_cancellation_is_a_timeout(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "wf-timeout-step.log")
    assert report["category"] == "timeout"
    assert report["confidence"] >= 0.8
    assert "cancelled" not in [other["category"] for other in report["competing"]]


def test_a_step_timeout_cites_the_steps_timeout_minutes(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "wf-timeout-step.log", "--workflow", str(FIXTURES / "ci.yml"))
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == ("timeout-minutes", 45, "time-limit")
    assert "5 minutes" in finding["summary"]
    assert report["category"] == "timeout"


def test_a_job_timeout_cites_the_jobs_limit_beside_the_steps(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, "wf-timeout.log", "--workflow", str(FIXTURES / "ci.yml"))
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["field"], finding["start_line"]) == ("job.timeout-minutes", 9)
    assert "20 minutes" in finding["summary"]
    assert ("timeout-minutes", 45) in [(line["field"], line["start_line"]) for line in report["workflow_step"]["lines"]]
