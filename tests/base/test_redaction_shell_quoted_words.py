"""A password bash's ``set -x`` trace prints inside single quotes (trial 90 finding 1, ``read -s``).

Where a word holds a space or a shell character, the trace quotes it whole: ``'-p…'`` (``mysql -p"$pw"``),
``local 'p=…'``, ``declare -x 'ADMIN_PW=…'``, ``export 'DB_PASSWORD=…'``, each ``'`` of the value as
``'\\''``. The patterns read the quoted word, learn the value both as traced and as the program got it
(the file name tar prints), and mask it in every format, the trace and ``skills new``. Logs:
tests/fixtures/s34-secrets7/README.md (real bash 5.2 ``-x``, MariaDB's mysql, redis-cli and GNU tar
output); each password is built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.base.secret_logs import bash_quoted, log_with_password, password_pieces, starter_written, triage_shown

from ci_triage.base.redact import learn_secrets, redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-secrets7"
PASSWORDS = ["Zq7x'" + "Kp9 w", "Zq7 " + "x;Kp", "p@Qz." + "w*r9"]
"""Values bash quotes: a ``'`` and a space, a space and ``;``, a ``*``."""
LOGS = ["xtrace-backup-read.gha.log", "xtrace-backup-local.gha.log"]


@pytest.mark.parametrize("name", LOGS)
@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_quoted_password_is_masked_in_every_format_and_the_trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, password: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, log_with_password(tmp_path, FIXTURES / name, password), form)
    assert "<redacted:" in shown
    assert not [piece for piece in password_pieces(password) if piece in shown]


@pytest.mark.parametrize("name", LOGS)
def test_skills_new_writes_no_quoted_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    password = PASSWORDS[0]
    written = starter_written(tmp_path, capsys, monkeypatch, log_with_password(tmp_path, FIXTURES / name, password))
    assert not [piece for piece in password_pieces(password) if piece in written]


@pytest.mark.parametrize(
    "line",
    [
        "+ mysql -u app '-p{}' -h 127.0.0.1",
        "+ mysql -u app '--password={}' -h 127.0.0.1",
        "+ local 'pw={}'",
        "+ export 'DB_PASSWORD={}'",
        "+ declare -x 'ADMIN_PW={}'",
        "+ DB_PASSWORD='{}'",
        "+ sshpass -p '{}' ssh deploy@host",
        "+ openssl pkey -passin 'pass:{}' -in key.pem",
    ],
)
def test_each_quoted_form_teaches_the_value_as_the_program_got_it(line: str) -> None:
    password = PASSWORDS[0]
    learn_secrets(line.format(bash_quoted(password)))
    shown = redact(f"tar: /srv/dumps/dump-{password}.tgz: Cannot open")
    assert not [piece for piece in password_pieces(password) if piece in shown]
    assert not [piece for piece in password_pieces(password) if piece in redact(line.format(bash_quoted(password)))]


def test_redact_is_idempotent_on_a_quoted_trace() -> None:
    text = "\n".join(
        line.format(bash_quoted(PASSWORDS[0])) for line in ("+ local 'p={}'", "+ mysql '-p{}' app", "+ f '{}'")
    )
    once = redact(text)
    assert redact(once) == once
