"""A job on the runner (no ``container:``) that uses a ``services:`` label as its host, which the
log shows not resolving, cites that service and says the job runs on the runner, where the service
is at ``localhost``; a container job reaches the service by its label, and nothing is found
(trial 55 #1).

Fixtures in ``tests/fixtures/s28-t55`` (see its README): psql 15.18's real output.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-t55"
LOG = FIXTURES / "psql-service-label.gha.log"


def _findings(capsys: pytest.CaptureFixture[str], workflow: Path) -> list[dict]:
    assert main(["triage", str(LOG), "--format", "json", "--workflow", str(workflow)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "configuration"
    return [line for line in report["workflow_step"]["lines"] if line["finding"]]


def test_a_service_label_used_as_host_on_the_runner_cites_the_service(capsys: pytest.CaptureFixture[str]) -> None:
    [finding] = _findings(capsys, FIXTURES / "postgres-service.yml")
    assert (finding["start_line"], finding["finding_kind"]) == (7, "service-host")
    assert "and no `container:`: the job runs on the runner, where a service is at `localhost`" in finding["summary"]


def test_a_container_job_reaches_the_service_by_its_label(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = (FIXTURES / "postgres-service.yml").read_text()
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        text.replace("    runs-on: ubuntu-24.04\n", "    runs-on: ubuntu-24.04\n    container: python:3.12\n")
    )
    assert _findings(capsys, workflow) == []
