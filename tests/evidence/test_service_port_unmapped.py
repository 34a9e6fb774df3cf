"""A job on the runner whose ``services:`` map none of this machine's port a refused connection
dialled: the workflow cites the service's ``ports:`` entry, naming the service, the port it maps
and the port dialled, and the advice says to dial the mapped port instead of to start the service
(trial 70 #3); the Markdown and text views list the same workflow lines as the JSON report.

Fixtures in ``tests/fixtures/s31-services`` (see its README): pytest 9.2 with psycopg2 and go 1.19
with lib/pq, real output of trials 70 and 66.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-services"
PYTEST_LOG = FIXTURES / "pytest-refused-5433.gha.log"
GO_LOG = FIXTURES / "go-pq-refused-5499.gha.log"


def _triage(capsys: pytest.CaptureFixture[str], log: Path, workflow: Path, output: str = "json") -> str:
    assert main(["triage", str(log), "--format", output, "--workflow", str(workflow)]) == 0
    return capsys.readouterr().out


def _workflow(tmp_path: Path, old: str, new: str) -> Path:
    workflow = tmp_path / "ci.yml"
    workflow.write_text((FIXTURES / "postgres-5432.yml").read_text().replace(old, new))
    return workflow


def test_a_refused_port_no_service_maps_cites_the_ports_entry(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, PYTEST_LOG, FIXTURES / "postgres-5432.yml"))
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert (finding["start_line"], finding["finding_kind"]) == (13, "service-port")
    assert "service `postgres` maps the runner's port 5432 (`5432:5432`)" in finding["summary"]
    assert "dialled port 5433" in finding["summary"]
    assert report["category"] == "test failure"  # the other test failed on a token, not the database
    advice = report["next_step"]
    assert "postgres-5432.yml:13` (services.postgres.ports): make the step dial" in advice
    assert "Start the service" not in advice


def test_a_refusal_that_decides_gets_the_port_advice(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, GO_LOG, FIXTURES / "go-postgres-redis.yml"))
    assert report["category"] == "configuration"
    # the two services' ports, and the step's DATABASE_URL (named only) it dials 5499 by (trial 77 #6)
    assert {line["start_line"] for line in report["workflow_step"]["lines"] if line["finding"]} == {14, 20, 29}
    advice = report["next_step"]
    assert advice.startswith("A service on this machine refused the connection, and the workflow says why")
    assert "dialled port 5499" in advice
    assert "go-postgres-redis.yml:14`" in advice
    assert "Start the service" not in advice
    assert "The step's env sets its port by `DATABASE_URL` (`" in advice
    assert "go-postgres-redis.yml:29`)." in advice


def test_the_service_the_step_meant_is_the_one_cited(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # postgres listens on 5433 in its container, mapped elsewhere: the step meant it
    text = (FIXTURES / "go-postgres-redis.yml").read_text().replace("- 5432:5432", "- 5432:5499")
    workflow = tmp_path / "ci.yml"
    workflow.write_text(text)
    report = json.loads(_triage(capsys, GO_LOG, workflow))
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"] and "env." not in line["field"]]
    assert finding["field"] == "services.postgres.ports"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("    runs-on: ubuntu-latest\n", "    runs-on: ubuntu-latest\n    container: python:3.12\n"),
        ('ports: ["5432:5432"]', "ports: ${{ fromJSON(vars.PORTS) }}"),  # cannot be known here
    ],
)
def test_no_finding_when_the_port_is_unknown_here(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, old: str, new: str
) -> None:
    report = json.loads(_triage(capsys, PYTEST_LOG, _workflow(tmp_path, old, new)))
    assert [line for line in report["workflow_step"]["lines"] if line["finding"]] == []
    assert "A service the tests connect to refused a failed test at line 106. Start the service" in report["next_step"]


def test_a_mapped_port_that_refused_is_a_service_not_ready(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # the port dialled is mapped: the service was declared and did not answer (trial 105 #6)
    workflow = _workflow(tmp_path, 'ports: ["5432:5432"]', 'ports: ["5433:5432"]')
    report = json.loads(_triage(capsys, PYTEST_LOG, workflow))
    [finding] = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert finding["finding_kind"] == "service-unready"
    assert (
        "A service the tests connect to refused a failed test at line 106. The workflow says why:"
        in (report["next_step"])
    )
    assert "Start the service" not in report["next_step"]


@pytest.mark.parametrize("output", ["markdown", "text"])
def test_every_format_lists_the_json_reports_workflow_lines(capsys: pytest.CaptureFixture[str], output: str) -> None:
    workflow = FIXTURES / "postgres-5432.yml"
    report = json.loads(_triage(capsys, PYTEST_LOG, workflow))
    shown = _triage(capsys, PYTEST_LOG, workflow, output)
    for line in report["workflow_step"]["lines"]:
        assert f"postgres-5432.yml:{line['start_line']}" in shown, line["field"]
    assert "postgres-5432.yml:9" in shown  # services.postgres


def test_only_env_settings_of_the_dialled_port_are_cited(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The step's env names beside the unmapped port: a name that says port (``CACHE_PORT``), and an
    address whose value names the port dialled (``DATABASE_URL``'s ``localhost:5499``); not an
    address of another host or port (``API_URL``, ``BACKUP_DSN``), nor ``REPORT_DIR`` (trial 77:
    every ``*_URL`` was cited as a port setting). The workflow is the fixture's, its step's env grown."""
    dialled = "          DATABASE_URL: postgres://app:${{ secrets.PG_PASSWORD }}@localhost:5499/appdb?sslmode=disable"
    text = (FIXTURES / "go-postgres-redis.yml").read_text()
    assert dialled in text
    workflow = tmp_path / "ci.yml"
    workflow.write_text(
        text.replace(
            dialled,
            dialled
            + "\n          API_URL: https://api.example.com:8443/v1"
            + "\n          BACKUP_DSN: host=localhost port=5432 dbname=backup"
            + "\n          REPORT_DIR: out"
            + "\n          CACHE_PORT: '6380'",
        )
    )
    report = json.loads(_triage(capsys, GO_LOG, workflow))
    cited = {line["field"] for line in report["workflow_step"]["lines"] if line["finding"] and "env." in line["field"]}
    assert cited == {"env.DATABASE_URL", "env.CACHE_PORT"}
    assert "8443" not in report["next_step"]


def test_a_python_socket_refusal_names_its_port_from_the_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    """Trial 103 #2: Python's `ConnectionRefusedError: [Errno 111] Connection refused` names no port;
    pytest's arguments line of `socket.create_connection` above it does (`address = ('127.0.0.1', 5433)`)."""
    log = FIXTURES / "pytest-socket-refused-5433.gha.log"
    report = json.loads(_triage(capsys, log, FIXTURES / "postgres-5432-socket.yml"))
    assert [line["field"] for line in report["workflow_step"]["lines"] if line["finding"]] == [
        "services.postgres.ports",
        "env.DATABASE_URL",
    ]
    advice = report["next_step"]
    assert "maps the runner's port 5432 (`5432:5432`), and the step dialled port 5433" in advice
    assert "Start the service" not in advice
