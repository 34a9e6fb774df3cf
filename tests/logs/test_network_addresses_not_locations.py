"""A network address (``host:port``) in a log is never a source location; real files still are."""

from __future__ import annotations

import io
import shutil
import socket
import subprocess

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

NETWORK_LINES = [
    # shapes printed by psycopg2, SQLAlchemy, redis-py, node, wget and curl
    'psycopg2.OperationalError: connection to server at "db.internal" (10.1.2.3), port 5432 failed',
    "sqlalchemy.exc.OperationalError: cannot reach postgres://user:***@db.internal:5432/app",
    "DATABASE_URL=postgresql://ci@pg.service.internal:5433/test_db",
    "redis.exceptions.ConnectionError: Error 111 connecting to redis://cache.internal:6379/0. Connection refused.",
    "Error: connect ECONNREFUSED 127.0.0.1:8080",
    "FetchError: request to http://localhost:8080/health failed",
    "Connecting to proxy.corp.internal:443... failed: Connection timed out.",
    "curl: (7) Failed to connect to mirror.corp.internal:8443 after 2 ms: Connection refused",
    "  tests/test_db.py:17: OperationalError",
    "##[error]Process completed with exit code 1.",
]


def analyse(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"2024-01-01T10:00:00.0000000Z {line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_hosts_with_ports_are_not_locations_but_the_test_file_is(analyser: Analyser) -> None:
    report = analyse(analyser, NETWORK_LINES)
    assert [(location.file, location.line) for location in report.locations] == [("tests/test_db.py", 17)]


@pytest.mark.parametrize(
    "line",
    [
        "could not connect to postgres://user:***@db.internal:5432/app",
        "connecting to user@db.internal:5432",
        "Connecting to db.internal:443",
        "dial tcp db.internal:5432: connect: connection refused",
        "upstream is 10.0.0.5:5432",
        "listening on http://localhost:8080",
    ],
)
def test_a_lone_network_address_gives_no_location(analyser: Analyser, line: str) -> None:
    report = analyse(analyser, [line, "Error: tests failed", "##[error]Process completed with exit code 1."])
    assert report.locations == []


def test_a_file_named_like_a_host_outside_an_address_is_still_a_location(analyser: Analyser) -> None:
    report = analyse(
        analyser,
        ["config.internal:12: error: unexpected key", "##[error]Process completed with exit code 1."],
    )
    assert [(location.file, location.line) for location in report.locations] == [("config.internal", 12)]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_real_node_connection_refused_gives_no_location(analyser: Analyser) -> None:
    with socket.socket() as probe:  # a port on 127.0.0.1 that nothing listens on once closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    script = (
        f"require('net').connect({port}, '127.0.0.1')"
        ".on('error', e => { console.error(String(e)); process.exit(1); })"
    )
    run = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=30, check=False)
    output = (run.stdout + run.stderr).splitlines()
    assert f"127.0.0.1:{port}" in "\n".join(output)
    report = analyse(analyser, [*output, "##[error]Process completed with exit code 1."])
    assert report.locations == []


def test_a_line_that_is_only_a_file_path_is_a_location_without_a_line(analyser: Analyser) -> None:
    """Formatter and lint scripts list the files they refused one bare path per line."""
    lines = [
        "##[group]Run yarn prettier-check",
        "  TZ: /usr/share/zoneinfo/America/Los_Angeles",
        "##[endgroup]",
        "Please run yarn prettier-all and add changes to files listed below to your commit:",
        "packages/core/src/__tests__/Parser-test.js",
        "./lib/format.ts",
        "error Command failed with exit code 1.",
        "##[error]Process completed with exit code 1.",
    ]
    report = analyse(analyser, lines)
    assert [(location.file, location.line) for location in report.locations] == [
        ("packages/core/src/__tests__/Parser-test.js", None),
        ("./lib/format.ts", None),
    ]
