"""A traceback a tool logged as a warning, or that the passing run printed too, does not decide.

Checkov offline logs ``[WARNI]  Failed to get the checkov mappings ...`` over urllib3's DNS
traceback, then scans and prints its failed checks; the trial read it as a flaky network (0.72),
with ``--baseline`` of a passing run that printed the same traceback as well. The traceback here
is the head and tail of checkov 3.3.30's (run offline on this machine), under a generic program's
WARNING record.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_keeps_the_cause import MYPY_CAUSE, job_log, output, step

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRACEBACK = [
    "Traceback (most recent call last):",
    '  File "/usr/lib/python3.11/site-packages/urllib3/connection.py", line 239, in _new_conn',
    "    sock = connection.create_connection(",
    "socket.gaierror: [Errno -2] Name or service not known",
    "",
    "The above exception was the direct cause of the following exception:",
    "",
    "Traceback (most recent call last):",
    '  File "/usr/lib/python3.11/site-packages/urllib3/util/retry.py", line 555, in increment',
    "    raise MaxRetryError(_pool, url, reason) from reason",
    "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='api.example.com', port=443): Max retries "
    "exceeded with url: /v2/rules (Caused by NameResolutionError(\"Failed to resolve 'api.example.com' "
    '([Errno -2] Name or service not known)"))',
]
RECORD = (
    "2026-12-03 04:09:29,639 [MainThread  ] [WARNI]  Failed to get the rules from https://api.example.com/v2/rules."
)
LINT = "src/app.py:3:1: F401 [*] `os` imported but unused"


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code = main(["triage", *args, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def write(tmp_path: Path, name: str, lines: list[str]) -> str:
    (tmp_path / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(tmp_path / name)


def test_a_traceback_logged_as_a_warning_before_the_tools_results_does_not_decide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = ["$ python tools/lint.py", RECORD, *TRACEBACK, "lint results:", LINT, "exit status 1"]
    log = write(tmp_path, "job.log", lines)
    report = triage(capsys, log)
    assert report["category"] == "lint/format"
    assert LINT in report["summary"]
    network = [other for other in report["competing"] if other["category"] == "infrastructure/network/flaky"]
    assert network
    assert network[0]["strength"] < 0.5


def test_a_traceback_the_program_stopped_at_still_decides(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = write(tmp_path, "job.log", ["$ python tools/lint.py", RECORD, *TRACEBACK, "exit status 1"])
    assert triage(capsys, log)["category"] == "infrastructure/network/flaky"


def test_a_traceback_the_passing_run_printed_too_does_not_decide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failing = tmp_path / "fail.log"
    passing = tmp_path / "pass.log"
    failing.write_bytes(job_log(step("mypy app", [*TRACEBACK, *output("mypy-fails.out")], exit_code=1)))
    passing.write_bytes(job_log(step("mypy app", [*TRACEBACK, *output("mypy-passes.out")])))
    assert triage(capsys, str(failing))["category"] == "infrastructure/network/flaky", "alone, it reads as one"
    compared = triage(capsys, str(failing), "--baseline", str(passing))
    assert compared["category"] == "type check"
    assert MYPY_CAUSE in compared["summary"]


CHECKOV_RECORD = (
    "2026-12-06 07:00:09,834 [MainThread  ] [WARNI]  Failed to get the checkov mappings and guidelines from"
    " https://api0.prismacloud.io/bridgecrew/api/v2/guidelines. Skips using BC_* IDs will not work."
)


@pytest.mark.parametrize(
    ("command", "category"),
    [
        ("checkov -d cfn --quiet --output junitxml > checkov.xml", "security audit"),
        ("checkov -d cfn --quiet --output junitxml 2> checkov.err", "infrastructure/network/flaky"),
        ("checkov -d cfn --quiet --output junitxml >&2", "infrastructure/network/flaky"),
    ],
)
def test_a_traceback_logged_as_a_warning_when_the_results_went_to_a_file_does_not_decide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, category: str
) -> None:
    """Trial 104 (finding 1): checkov 3.3's offline ``[WARNI]`` traceback, then exit 1 for the failed
    checks its ``> checkov.xml`` redirection kept out of the log: the step ends right after the
    traceback, yet the record's level says checkov survived it (was infrastructure/network/flaky
    0.82). A redirection of standard error only, or to it, leaves the results in the log: nothing
    followed, so the traceback still decides."""
    log = tmp_path / "job.log"
    log.write_bytes(job_log(step(command, [CHECKOV_RECORD, *TRACEBACK], exit_code=1)))
    report = triage(capsys, str(log))
    assert report["category"] == category
