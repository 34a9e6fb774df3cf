"""A job's or step's name before a log line is no assignment: in a run's logs a job named ``secrets``
whose detect-secrets step printed ``ERROR: Potential secrets about to be committed to git repo!``
is quoted ``secrets: ERROR: Potential secrets …``, and the word ERROR, read as the value of a
secret-named key, was masked (``secrets: <redacted:secret> Potential secrets …``, trial 80): it
said a secret was in the log when none was. A value that starts with a log line's severity and goes
on with words is a log line; a password stays masked (tests built from parts).

The logs are real detect-secrets-hook and semgrep output (tests/fixtures/s32-t80/README.md), put in a
run's zip as its jobs ``semgrep`` and ``secrets``.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.base.redact import learn_secrets, redact
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"


def test_a_job_named_secrets_keeps_its_log_lines_severity_in_the_runs_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "logs.zip"
    with zipfile.ZipFile(run, "w") as archive:
        archive.writestr("0_semgrep.txt", (FIXTURES / "semgrep.gha.log").read_text(encoding="utf-8"))
        archive.writestr("1_secrets.txt", (FIXTURES / "detect-secrets.gha.log").read_text(encoding="utf-8"))
    assert main(["triage", str(run), "--format", "json"]) == 0
    summary = json.loads(capsys.readouterr().out)["summary"]
    assert "secrets: ERROR: Potential secrets about to be committed to git repo!" in summary
    assert "<redacted" not in summary


@pytest.mark.parametrize(
    "line",
    [
        "secrets: ERROR: Potential secrets about to be committed to git repo!",
        "deploy-token: WARN retrying the upload in 5s",
        "  API_TOKEN: [error] the registry refused the request",
    ],
)
def test_a_name_before_a_log_line_is_no_assignment(line: str) -> None:
    learn_secrets(line)
    assert redact(line) == line


@pytest.mark.parametrize(
    "line",
    [
        "password: " + "error" + "-9x" + "Qv",
        "DB_PASSWORD=" + "ERROR:" + " then more",
        "password: " + "ERROR:",
    ],
)
def test_a_password_that_starts_like_a_severity_stays_masked(line: str) -> None:
    assert "<redacted:secret>" in redact(line)
