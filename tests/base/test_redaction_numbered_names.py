"""A secret-named variable whose name ends in a number is a secret's (session 35).

``PASS2``, ``DB_PASS_2``, ``SMTP_PW_3``, ``ADMIN_PW_V2``: the words that name a secret only at a
name's end (``pass``, ``pw``, a key's material) were read only there, so a numbered name was no
secret's and its value, unlearned, showed in the file name tar printed later. Log:
tests/fixtures/s35-secrets8/README.md (real bash 5.2 ``-x`` and GNU tar output); each password is
built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.base.secret_logs import triage_shown

from ci_triage.base.redact import SECRET_NAME, learn_secrets, redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-secrets8"
PASSWORDS = {"__PASS2__": "Qm4" + "zTw", "__DB_PASS_2__": "Rn5 " + "yUx", "__SMTP_PW_3__": "Sp6" + "vWk"}


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_numbered_names_passwords_are_masked_in_every_format_and_the_trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    text = (FIXTURES / "xtrace-numbered-names.gha.log").read_text(encoding="utf-8")
    for placeholder, password in PASSWORDS.items():
        text = text.replace(placeholder, password)
    log = tmp_path / "job.log"
    log.write_text(text, encoding="utf-8")
    shown = triage_shown(tmp_path, capsys, log, form)
    assert "<redacted:" in shown
    pieces = [piece for password in PASSWORDS.values() for piece in password.split()]
    assert not [piece for piece in pieces if piece in shown]


@pytest.mark.parametrize(
    "line",
    [
        "+ readonly PASS2={}",
        "+ declare -r DB_PASS_2={}",
        "+ export SMTP_PW_3={}",
        "+ local ADMIN_PW_V2={}",
        "+ PW1={}",
        "+ export GPG_KEY_2={}",
        "  REGISTRY_PASS_2: {}",
        "db.pass2: {}",
    ],
)
def test_a_numbered_secret_name_teaches_its_value(line: str) -> None:
    password = "Qm4" + "zTw"
    learn_secrets(line.format(password))
    assert redact(f"tar: /srv/dumps/dump-{password}.tgz: Cannot open") == (
        "tar: /srv/dumps/dump-<redacted:secret>.tgz: Cannot open"
    )


@pytest.mark.parametrize("line", ["+ COMPASS_2={}", "+ BYPASS2={}", "+ PASSED2={}", "+ SPW2={}"])
def test_a_number_makes_no_other_name_a_secret_name(line: str) -> None:
    text = line.format("Qm4" + "zTw")
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        *[(name, True) for name in ("PASS2", "DB_PASS_2", "MYSQL_PWD2", "MYSQL_PWD_2", "PW_V2", "ADMIN_PW3")],
        *[(name, False) for name in ("PWD", "OLDPWD", "COMPASS_2", "PASSES")],
    ],
)
def test_the_environment_s_numbered_secret_names_are_stripped(name: str, secret: bool) -> None:
    assert bool(SECRET_NAME.search(name)) is secret
