"""An error's message is no secret's value (``ci_triage.base.redact``, trial 66, finding 4).

``asyncpg.exceptions.InvalidPasswordError: password authentication failed`` read as ``NAME: value``
had "password" masked and learned, so every "password" after it was masked too (``username-<redacted:
secret> pair``), and ``InvalidPasswordError`` at a line's end took the next line's pytest ruler
(``=====``) as its value: the pattern read across the line break. The logs are real output
(tests/fixtures/s30-t66b/README.md); their passwords are placeholders replaced here by values built
from parts, so no password-shaped literal sits in the repository.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.redact import find_secrets, redact, redact_lines
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t66b"
REDIS_PASSWORD = "Wrong-" + "r3dis" + "-pw"
PG_PASSWORD = "ci-role" + "-pw-" + "991"


def _triage(log: Path, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["triage", str(log), "--format", "json"]) == 0
    return capsys.readouterr().out


def test_a_wrong_password_error_keeps_its_message_and_the_passwords_stay_masked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (FIXTURES / "redis-asyncpg-auth.gha.log").read_text(encoding="utf-8")
    log = tmp_path / "job.log"
    log.write_text(text.replace("@REDIS_PASSWORD@", REDIS_PASSWORD).replace("@PG_PASSWORD@", PG_PASSWORD))
    out = _triage(log, capsys)
    assert REDIS_PASSWORD not in out
    assert PG_PASSWORD not in out
    report = json.loads(out)
    excerpt = "\n".join(line for block in report["excerpt"] for line in block["lines"])
    assert 'InvalidPasswordError: password authentication failed for user \\"ci\\"' in out
    assert "invalid username-password pair or user is disabled." in out
    assert "========= FAILURES =========" in excerpt
    # ConnectionParameters(user='ci', password='…'): the value, learned from DATABASE_URL's echo
    # in the step's header before the excerpt is read, is masked as that URL's password
    assert "password='<redacted:password>'" in excerpt


@pytest.mark.parametrize(
    ("log", "line"),
    [
        ("botocore-no-credentials.gha.log", "botocore.exceptions.NoCredentialsError: Unable to locate credentials"),
        ("terser-unexpected-operator.gha.log", "ERROR: Unexpected token: operator (*)"),
    ],
)
def test_an_error_message_after_a_secret_like_word_is_shown_as_it_is(log: str, line: str) -> None:
    lines = [raw.split(" ", 1)[1] for raw in (FIXTURES / log).read_text(encoding="utf-8").splitlines()]
    assert line in lines
    assert redact_lines(lines)[lines.index(line)] == line
    assert find_secrets(line) == []


def test_a_name_at_a_lines_end_takes_no_value_from_the_next_line() -> None:
    lines = ["x.py:1173: InvalidPasswordError", "=" * 27 + " short test summary info " + "=" * 28]
    assert redact_lines(lines) == lines
    assert redact("DB_" + "PASSWORD:\n  " + "hunter2" + "-value") == "DB_" + "PASSWORD:\n  " + "hunter2" + "-value"


@pytest.mark.parametrize(
    ("before", "value"),
    [
        ("DB_" + "PASSWORD=", "hunter2" + "-value"),
        ("Invalid" + "PasswordError=", "hunter2" + "-value"),  # NAME=value assigns, whatever NAME is
        ("db_" + "password: ", "letmein" + "now"),
        ("Wrong " + "password: ", "hunter" + "22"),  # after a word, a value of a password's shape
        ("Admin " + "password: ", "letme" + "in"),  # after a word, a lower-case word at the line's end
        ("api_" + "token: ", "operator"),
        ("  " + "password: ", "'" + "s3cr3t value" + "'"),
    ],
)
def test_an_assignment_on_one_line_stays_masked(before: str, value: str) -> None:
    masked = redact(f"{before}{value}")
    assert value.strip("'") not in masked
    assert "<redacted:" in masked
