"""A ``${{ matrix.KEY }}`` the job's matrix does not define (or a job with no matrix) is as wrong in
the job's other steps as in the failing one: an earlier ``actions/setup-java`` input, a later step's
``run`` script or ``env`` value is cited at its own line, naming its step (trial 52 FINDINGS #12:
only the failing step was checked). Not at work in the log, the finding leaves the log's verdict.

Fixture (tests/fixtures/s28-misc, README there): OpenJDK 17.0.15's real ``java -Xmx16m`` out of heap
space, in a job whose workflow file (``java-oom-matrix-key.yml``) has no ``strategy.matrix``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-misc"
LOG = FIXTURES / "java-oom-matrix-key.gha.log"


def triage(capsys: pytest.CaptureFixture[str], workflow: Path) -> dict:
    code = main(["triage", str(LOG), "--format", "json", "--workflow", str(workflow)])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_an_undefined_matrix_key_in_the_jobs_other_steps_is_cited_at_its_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = triage(capsys, FIXTURES / "java-oom-matrix-key.yml")
    assert report["category"] == "out-of-memory"
    found = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert [(line["field"], line["start_line"], line["finding_kind"]) for line in found] == [
        ("earlier-step.with.java-version", 11, "matrix-key"),
        ("later-step.run", 17, "matrix-key"),
        ("later-step.env.JDK", 19, "matrix-key"),
    ]
    assert found[0]["text"].strip() == "java-version: ${{ matrix.java }}"
    assert found[0]["summary"].startswith("job `load`, `steps[1]` (“Run actions/setup-java@v4”)")
    assert all("`matrix.java` is used here but the job has no `strategy.matrix`" in line["summary"] for line in found)


def test_a_key_the_matrix_defines_is_no_finding_in_any_step(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = (FIXTURES / "java-oom-matrix-key.yml").read_text()
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        text.replace(
            "    runs-on: ubuntu-24.04\n",
            "    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        java: ['17']\n",
        )
    )
    report = triage(capsys, workflow)
    assert not [line for line in report["workflow_step"]["lines"] if line["finding"]]
