"""A short password is learned on every path that shows it, a public default on none (trial 85 #1–#4).

A config file's ``password`` key (YAML, quoted or not, indented or not; INI; TOML; JSON) printed by
``cat``, and a password in a URL's user information or on a command line (``mysql -p…``,
``--password=…``, ``PGPASSWORD=… psql``, ``curl -u user:…``) were masked where shown but learned
only from 8 characters, so bash repeating a 4 to 7 character one (``printf: …: invalid number``)
printed it in clear in every format, the trace and ``skills new``. ``POSTGRES_PASSWORD: postgres``
was judged a public default, yet a URL's ``app:postgres@`` read first learned it and masked it inside
``postgresql``. Logs: tests/fixtures/s32-secrets2/README.md (real cat, bash, psql, mysql and curl
output); each password is built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.base.secret_logs import log_with_password, starter_written, triage_shown

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, redact
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-secrets2"
PASSWORDS = ["Su" + "c6", "lTj" + "ofq", "RGM" + "NEa6"]
"""4, 6 and 7 characters, as trial 85 drew them."""
LOGS = sorted(path.name for path in FIXTURES.glob("c*.gha.log"))


def _log(tmp_path: Path, name: str, password: str) -> Path:
    return log_with_password(tmp_path, FIXTURES / name, password)


@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("name", LOGS)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_short_password_a_config_file_or_command_line_shows_is_masked_where_repeated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, name: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, _log(tmp_path, name, password), form)
    assert "printf: <redacted:" in shown.replace("\\n", "\n")
    assert password not in shown


@pytest.mark.parametrize("name", ["config-yaml-flat.gha.log", "command-url.gha.log"])
def test_skills_new_writes_no_short_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    password = PASSWORDS[1]
    log = _log(tmp_path, name, password)
    written = starter_written(tmp_path, capsys, monkeypatch, log)
    assert password not in written


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_public_default_a_url_shows_first_is_masked_nowhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    """``postgres:postgres@`` (the user's own name) and ``app:postgres@`` above the step's
    ``POSTGRES_PASSWORD: postgres``: no mask, and ``postgresql://`` whole."""
    trace = tmp_path / "trace.jsonl"
    log = FIXTURES / "postgres-url.gha.log"
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    shown = capsys.readouterr().out + trace.read_text(encoding="utf-8")
    assert "<redacted:" not in shown
    assert "postgresql://app:postgres@" in shown


def test_a_user_name_repeated_as_its_password_is_a_public_default() -> None:
    user = "gu" + "est"
    text = f"amqp://{user}:{user}@rabbit:5672/ and curl -u {user}:{user} http://x/"
    assert redact(text) == text


@pytest.mark.parametrize(
    ("password", "inside"),
    [
        ("iR0x" + "e6bq", True),  # 8 characters mixing cases and digits: unmistakable
        ("LIHUHS" + "lj9bqP", True),
        ("post" + "gres", False),  # one kind of character: a word
        ("hunter2" + "secret", False),  # mostly words
        ("VD" + "OP", False),  # under 8 characters
    ],
)
def test_a_learned_value_is_masked_inside_a_longer_word_only_when_unmistakable(password: str, inside: bool) -> None:
    learn_secrets(f"DB_PASSWORD={password}")
    assert (password not in redact(f"{password}ql")) == inside
    assert redact(f"backup_{password}.sql") == "backup_<redacted:secret>.sql"
    assert redact(f"({password})") == "(<redacted:secret>)"


def test_an_indented_line_of_code_is_not_learned_as_an_ini_value() -> None:
    learn_secrets("    token = args")  # code in a traceback: indented, spaces around '='
    assert redact("args") == "args"


_PIECES = st.sampled_from(
    [
        *("password: ", '"password": "', "password = ", "PGPASSWORD=", " psql", "--password=", "mysql -p", "\n"),
        *("postgresql://", "postgres", "POSTGRES_PASSWORD: ", "gu" + "est", ":", "@", "curl -u ", " ", '"', ","),
        *("Su" + "c6", "iR0x" + "e6bq", "backup_", ".sql", "<redacted:secret>", "<redacted:password>", "ql"),
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_with_every_path_and_public_defaults_is_idempotent(earlier: str, text: str) -> None:
    """Values learned from config keys, URLs and command lines, public defaults declared by names
    or user names, glued inside longer words or not: redacting a text twice gives the same result,
    and redacting the result changes nothing."""
    forget_secrets()
    learn_secrets(earlier)
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []
