"""``--workflow`` with a run of several jobs: every failing job's step is found in the workflow file
and read for findings as the primary job's is (trial 64 #2).

``tests/fixtures/s30-t64a/wf-fail-run.zip`` (a run-logs zip) and ``gh-fail.txt`` (``gh run view
--log`` output) hold trial 64's jobs of ``ci.yml`` (see the fixtures' README: real pytest 9.2.0,
pip and bash output): `test (ubuntu-22.04, 3.11)` fails its tests, `lint` calls a `ruff` an earlier
step installed off PATH (ci.yml:51), `script (3.11)` runs `./ci/test.sh --python ""` from the
undefined `matrix.pyhton-version` (ci.yml:63). Before, only the primary job was matched: `script
(3.11)` stayed unknown 0.00 (configuration 0.95 alone with the file), `lint` lost its PATH finding,
and the summary's other causes left `script (3.11)` out.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t64a"


def triage(capsys: pytest.CaptureFixture[str], log: str, output: str = "json") -> str:
    code = main(["triage", str(FIXTURES / log), "--workflow", str(FIXTURES / "ci.yml"), "--format", output])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def findings(job: dict) -> list[tuple[str, int]]:
    return [(line["field"], line["start_line"]) for line in job["workflow_step"]["lines"] if line["finding"]]


def test_every_job_of_a_run_logs_zip_gets_its_workflow_findings(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(triage(capsys, "wf-fail-run.zip"))
    jobs = {job["job"]: job for job in report["jobs"] if job["failure_found"]}
    assert report["category"] == "test failure"
    assert report["workflow_step"]["job"] == "test"
    assert jobs["test (ubuntu-22.04, 3.11)"]["workflow_step"] == report["workflow_step"]
    script = jobs["script (3.11)"]
    assert (script["classification"]["category"], script["classification"]["confidence"]) == ("configuration", 0.95)
    assert findings(script) == [("run", 63)]
    assert ("earlier-step.run", 51) in findings(jobs["lint"])
    assert "configuration (lint, script (3.11))" in report["summary"]


def test_every_job_of_gh_run_view_output_gets_its_workflow_findings(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(triage(capsys, "gh-fail.txt"))
    [script] = [job for job in report["jobs"] if job["job"] == "script (3.11)"]
    assert script["classification"]["category"] == "configuration"
    assert findings(script) == [("run", 63)]
    assert report["summary"].endswith("Other causes in this run: configuration (script (3.11)).")


def test_the_views_cite_the_other_jobs_steps(capsys: pytest.CaptureFixture[str]) -> None:
    markdown = triage(capsys, "wf-fail-run.zip", "markdown")
    assert "#### The failing step of job `script (3.11)` in `" in markdown
    assert "ci.yml:63`** `matrix.pyhton-version` is used here" in markdown
    text = triage(capsys, "wf-fail-run.zip", "text")
    assert "ci.yml, job lint (failing job “lint”)" in " ".join(text.split())  # the terminal wraps it
