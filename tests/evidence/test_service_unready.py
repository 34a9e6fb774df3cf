"""A job whose ``services:`` map the port of this machine a refused connection dialled: each such
service is cited at its ``ports:`` entry as declared yet not ready (no health check: the steps
began before it answered; a health check: it failed, its log in "Initialize containers"), every
refused service named, not the last alone; a job with no ``services:`` says so at its ``runs-on``
(trial 105 #6: the advice said to add a ``services:`` entry the workflow already had).

Fixtures in ``tests/fixtures/s31-services`` (see its README): pytest 9.2 with psycopg2-binary 2.9
and redis 8.2, real output of this machine with nothing listening on 5432 and 6379.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-services"
LOG = FIXTURES / "pytest-psycopg2-redis-refused.gha.log"
WORKFLOW = FIXTURES / "pg-redis-services.yml"


def _report(capsys: pytest.CaptureFixture[str], workflow: Path) -> dict[str, object]:
    assert main(["triage", str(LOG), "--format", "json", "--workflow", str(workflow)]) == 0
    return json.loads(capsys.readouterr().out)


def _findings(report: dict[str, object]) -> list[dict[str, object]]:
    step = report["workflow_step"]
    assert isinstance(step, dict)
    return [line for line in step["lines"] if line["finding"]]


def test_each_declared_service_without_a_health_check_is_cited(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, WORKFLOW)
    cited = {(line["start_line"], line["field"], line["finding_kind"]) for line in _findings(report)}
    assert cited == {
        (13, "services.postgres.ports", "service-unready"),
        (17, "services.redis.ports", "service-unready"),
    }
    advice = str(report["next_step"])
    assert "a `services:` entry whose" not in advice  # the workflow has both
    assert "service `postgres` maps the runner's port 5432" in advice
    assert "service `redis` maps the runner's port 6379" in advice
    assert advice.count("it has no health check, so the steps began before it was ready") == 2
    assert "--health-cmd pg_isready" in advice
    assert '--health-cmd "redis-cli ping"' in advice


def test_a_service_with_a_health_check_failed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    workflow = tmp_path / "ci.yml"
    checked = '        image: redis:7\n        options: --health-cmd "redis-cli ping" --health-interval 5s\n'
    workflow.write_text(WORKFLOW.read_text().replace("        image: redis:7\n", checked))
    report = _report(capsys, workflow)
    [redis] = [line for line in _findings(report) if line["field"] == "services.redis.ports"]
    assert "it has a health check, so the runner waited until it was healthy" in str(redis["summary"])
    assert '"Initialize containers" step' in str(report["next_step"])
    assert "service `postgres` maps the runner's port 5432" in str(report["next_step"])  # still no health check


def test_a_job_without_services_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = WORKFLOW.read_text()
    workflow = tmp_path / "ci.yml"
    workflow.write_text(text[: text.index("    services:")] + text[text.index("    steps:") :])
    report = _report(capsys, workflow)
    [finding] = _findings(report)
    assert (finding["start_line"], finding["field"], finding["finding_kind"]) == (5, "runs-on", "service-none")
    assert "declares no `services:`" in str(finding["summary"])
    assert "ports 6379, 5432 were refused" in str(finding["summary"])  # each refused port, in the log's order
    advice = str(report["next_step"])
    assert advice.startswith("Start the service")
    assert "declares no `services:`" in advice


def test_a_container_job_gets_no_finding(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    workflow = tmp_path / "ci.yml"
    runs_on = "    runs-on: ubuntu-latest\n"
    text = WORKFLOW.read_text().replace(runs_on, runs_on + "    container: python:3.11\n")
    workflow.write_text(text)
    assert _findings(_report(capsys, workflow)) == []  # its services are reached by their labels
