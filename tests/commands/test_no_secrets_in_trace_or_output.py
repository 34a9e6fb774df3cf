"""``--trace`` writes parseable JSONL, and no output carries a secret-shaped string from the log.

Secrets are assembled from parts at run time so that no token-shaped literal sits in the repository.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.base.redact import redact
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

STAMP = "2024-05-01T12:00:00.0000000Z "
SECRETS = {
    "github-token": "gh" + "p_" + "A" * 36,
    "aws-key-id": "AK" + "IA" + "QWERTYUIOPASDFGH",
    "private-key": "-----BEGIN RSA " + "PRIVATE KEY-----",
    "slack-token": "xo" + "xb-" + "1234567890-abcdefghij",
    "url-password": "hunter2" + "Secret9",
    "bearer": "abc" + "DEF123" + "ghiJKL456",
}


def job_log(path: Path, lines: list[str]) -> Path:
    """``path`` written as a GitHub Actions job log of ``lines`` (each with the runner's timestamp)."""
    path.write_text("".join(f"{STAMP}{line}\n" for line in lines), encoding="utf-8")
    return path


@pytest.fixture
def secret_log(tmp_path: Path) -> Path:
    """A failing job whose decisive lines hold secrets: a token in a git URL, a key id in a test message."""
    lines = [
        "##[group]Run git push && pytest",
        f"fatal: unable to access 'https://x-access-token:{SECRETS['github-token']}@github.com/o/r.git/': "
        "The requested URL returned error: 403",
        f"FAILED tests/test_login.py::test_key - AssertionError: key {SECRETS['aws-key-id']} rejected",
        f"Error: cannot parse key file starting with {SECRETS['private-key']}",
        f"Error: slack notify failed with {SECRETS['slack-token']}",
        f"Error: could not fetch https://deploy:{SECRETS['url-password']}@registry.example.invalid/pkg",
        f"curl: (22) The requested URL returned error: 401, sent Authorization: Bearer {SECRETS['bearer']}",
        "##[error]Process completed with exit code 1.",
    ]
    return job_log(tmp_path / "secret.log", lines)


def _strings(value) -> list[str]:
    """Every string inside a decoded JSON value (keys included)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in (key, *_strings(item))]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def leaked(text: str) -> list[str]:
    return [kind for kind, secret in SECRETS.items() if secret in text]


def test_trace_is_jsonl_without_secrets(secret_log: Path, tmp_path: Path, capsys) -> None:
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(secret_log), "--format", "json", "--trace", str(trace)]) == ExitCode.OK
    capsys.readouterr()
    text = trace.read_text(encoding="utf-8")
    records = [json.loads(line) for line in text.splitlines()]
    assert [record["type"] for record in records] == ["input", "scan", "decision", "report"]
    assert all(isinstance(record["at"], int | float) for record in records)
    assert records[1]["total_lines"] == 8  # eight lines; the last newline ends the eighth
    assert leaked(text) == []
    assert [value for value in _strings(records) if redact(value) != value] == []  # nothing left to mask
    assert "x-access-token:<redacted:" in text  # the secret lines were traced, masked
    assert "<redacted:aws-key-id>" in text
    assert list(tmp_path.glob(".trace.jsonl.*")) == []  # the temporary file was renamed into place


def test_trace_is_not_left_behind_when_the_input_is_refused(tmp_path: Path, capsys) -> None:
    trace = tmp_path / "trace.jsonl"
    code = main(["triage", str(tmp_path / "missing.log"), "--trace", str(trace)])
    assert code == ExitCode.INPUT
    assert "no such file" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_unwritable_trace_is_an_output_error(secret_log: Path, tmp_path: Path, capsys) -> None:
    code = main(["triage", str(secret_log), "--trace", str(tmp_path / "no-such-folder" / "trace.jsonl")])
    err = capsys.readouterr().err
    assert code == ExitCode.OUTPUT
    assert err.startswith("ci-triage: error: ")
    assert "cannot write the trace" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    "output_format",
    [
        "json",
        "markdown",
        "text",
    ],
)
def test_output_carries_no_secret(secret_log: Path, capsys, output_format: str) -> None:
    assert main(["triage", str(secret_log), "--format", output_format]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "test_key" in out or "403" in out  # the decisive lines are shown
    assert leaked(out) == []


@pytest.mark.parametrize(
    "output_format",
    [
        "json",
        "markdown",
        "text",
    ],
)
def test_secret_in_the_step_name_is_not_shown(tmp_path: Path, capsys, output_format: str) -> None:
    lines = [
        f"##[group]Run curl -fsS -H 'Authorization: token {SECRETS['github-token']}' https://api.github.com/repos/o/r",
        "curl: (22) The requested URL returned error: 403",
        "##[error]Process completed with exit code 22.",
    ]
    log = job_log(tmp_path / "step.log", lines)
    assert main(["triage", str(log), "--format", output_format]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "Run curl -fsS" in out
    assert leaked(out) == []


@pytest.mark.parametrize(
    "output_format",
    [
        "json",
        "markdown",
    ],
)
def test_secret_in_a_failed_test_name_is_not_shown(tmp_path: Path, capsys, output_format: str) -> None:
    lines = [
        "##[group]Run pytest",
        f"FAILED tests/test_auth.py::test_rejects[{SECRETS['github-token']}] - AssertionError: accepted",
        "1 failed in 0.10s",
        "##[error]Process completed with exit code 1.",
    ]
    log = job_log(tmp_path / "param.log", lines)
    assert main(["triage", str(log), "--format", output_format]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "tests/test_auth.py::test_rejects[" in out
    assert leaked(out) == []


@pytest.mark.parametrize(
    "output_format",
    [
        "json",
        "markdown",
        "text",
    ],
)
def test_a_password_masked_in_one_line_is_masked_wherever_it_recurs(tmp_path: Path, capsys, output_format: str) -> None:
    """`curl -u user:PASSWORD` marks PASSWORD as a secret; the later lines (and the summary quoting
    one of them) repeat it with nothing around it that looks secret."""
    password = "Zq" + "u7Lw" + "Pk2Rm9"
    lines = [
        f"+ curl -u deploy:{password} https://uploads.example.invalid/upload",
        f"curl: (22) The requested URL returned error: 401 for deploy:{password}",
        f"Error: upload failed for deploy:{password}",
        "Process completed with exit code 22.",
    ]
    log = tmp_path / "upload.log"
    log.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    trace = tmp_path / "trace.jsonl"
    assert main(["triage", str(log), "--format", output_format, "--trace", str(trace)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert "returned error: 401" in out
    assert password not in out
    assert password not in trace.read_text(encoding="utf-8")


def test_a_secret_in_a_path_the_user_gave_is_not_shown(tmp_path: Path, capsys, secret_log: Path) -> None:
    """Warnings and errors quote the paths of --baseline, --workflow and the log itself."""
    key = SECRETS["aws-key-id"]
    baseline, workflow = str(tmp_path / f"green_{key}.log"), str(tmp_path / f"ci_{key}.yml")
    assert main(["triage", str(secret_log), "--baseline", baseline, "--format", "json"]) == ExitCode.INPUT
    shown = capsys.readouterr()
    assert "--baseline: " in shown.err
    assert "no such file" in shown.err
    assert leaked(shown.out + shown.err) == []
    Path(baseline).write_bytes(b"")  # there, but no log: a warning, and the triage goes on
    assert main(["triage", str(secret_log), "--baseline", baseline, "--format", "json"]) == ExitCode.OK
    shown = capsys.readouterr()
    assert "baseline not used" in shown.err
    assert leaked(shown.out + shown.err) == []
    assert main(["triage", str(secret_log), "--workflow", workflow]) == ExitCode.INPUT
    shown = capsys.readouterr()
    assert "cannot be read" in shown.err
    assert leaked(shown.out + shown.err) == []
    assert main(["triage", str(tmp_path / f"missing_{key}.log")]) == ExitCode.INPUT
    shown = capsys.readouterr()
    assert "no such file" in shown.err
    assert leaked(shown.out + shown.err) == []


@pytest.mark.parametrize("quote", ['"', "'"], ids=["double-quoted", "single-quoted"])
def test_a_netrc_line_written_by_echo_keeps_the_shell_quote_outside_the_mask(
    tmp_path: Path, capsys, quote: str
) -> None:
    """``echo "machine … password P" > ~/.netrc`` in a failing step: P is masked, the closing quote
    and the redirection after it stay readable in the excerpt."""
    password = "Hu" + "nter2" + "Xy9zQ"
    echo = f"echo {quote}machine api.example.invalid login ci password {password}{quote} > ~/.netrc"
    steps = ["##[group]Run write credentials && make deploy", echo, "make: *** [Makefile:12: deploy] Error 2"]
    log = job_log(tmp_path / "netrc.log", [*steps, "##[error]Process completed with exit code 2."])
    assert main(["triage", str(log), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    shown = [line for block in report["excerpt"] for line in block["lines"] if "netrc" in line]
    expected = f"echo {quote}machine api.example.invalid login ci password <redacted:password>{quote} > ~/.netrc"
    assert shown == [expected]
