"""``--workflow`` cites the job's ``timeout-minutes`` when the log shows the runner's time limit ended the job.

``tests/fixtures/trial-54/09-job-timeout-minutes.log`` (trial 54: pytest 9.2.0's real output of a hung
test; the runner's two lines ``…has exceeded the maximum execution time of 5 minutes.`` and ``The
operation was canceled.`` were written by the trial in the runner's form) with its workflow
``ci-timeout.yml`` (``timeout-minutes: 5`` at line 6). Before, only ``runs-on`` and ``run`` were cited;
after, the limit is a finding cited first, and the verdict stays the log's own (timeout).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-54"


def test_the_jobs_time_limit_is_cited_when_the_log_shows_it_at_work(capsys: pytest.CaptureFixture[str]) -> None:
    log, workflow = FIXTURES / "09-job-timeout-minutes.log", FIXTURES / "ci-timeout.yml"
    code = main(["triage", str(log), "--workflow", str(workflow), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    assert report["category"] == "timeout"
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (
        "job.timeout-minutes",
        6,
        "time-limit",
    )
    assert "5 minutes" in finding["summary"]
    assert all(step["reason"] != "workflow finding" for step in report["confidence_steps"])
