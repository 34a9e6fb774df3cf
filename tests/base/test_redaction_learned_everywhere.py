"""A short password is learned from a shell trace, every secret-named variable, a one-line dump, an
XML config and a password option, not only masked there (trial 89 L1–L5).

Each of these masked the 4 to 7 character password where shown (or not even that), but learned it
only from 8 characters, so the step repeating it (``printf: …: invalid number``, ``cp: cannot stat
'dump_….sql'``) printed it in clear in every format, the trace and ``skills new``. Logs:
tests/fixtures/s33-secrets5/README.md (real bash -x, env, Python, cat, twine, redis-cli and htpasswd
output); each password is built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.base.secret_logs import log_with_password, starter_written, triage_shown

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, mask_environment_secrets, redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-secrets5"
PASSWORDS = ["Qz" + "9x", "Wm4" + "tRb"]
"""4 and 6 characters, as trial 89 drew them."""
LOGS = sorted(path.name for path in FIXTURES.glob("*.gha.log"))


def _log(tmp_path: Path, name: str, password: str) -> Path:
    return log_with_password(tmp_path, FIXTURES / name, password)


@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("name", LOGS)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_short_password_is_masked_wherever_the_log_repeats_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, name: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, _log(tmp_path, name, password), form)
    assert "<redacted:" in shown
    assert password not in shown


@pytest.mark.parametrize("name", ["xtrace.gha.log", "xml-maven-settings.gha.log", "flag-twine.gha.log"])
def test_skills_new_writes_no_short_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    password = PASSWORDS[0]
    log = _log(tmp_path, name, password)
    written = starter_written(tmp_path, capsys, monkeypatch, log)
    assert password not in written


PASSWORD = "Ab" + "3d"


@pytest.mark.parametrize(
    "line",
    [
        f"+ PGPASSWORD={PASSWORD}",
        f"+++ export DB_PASSWORD={PASSWORD}",
        f"++ local API_TOKEN={PASSWORD}",
        f"+ readonly SMTP_PASS={PASSWORD}",
        f"  DB_PASS: {PASSWORD}",
        f"Config{{user=app, password={PASSWORD}, port=5432}}",  # Java's toString, Kotlin's data class
        f"  password = {PASSWORD}",
        f"sqlcmd -S db -U sa -P {PASSWORD} -Q 'select 1'",
        f"mongosh --host db -u app -p {PASSWORD}",
        f"ldapsearch -x -D cn=admin -w {PASSWORD}",
        f"./migrate --db-password {PASSWORD}",
        f"./migrate --db-pass={PASSWORD}",
        f"gpg --batch --passphrase {PASSWORD} -d key.gpg",
        f"htpasswd -nb ci {PASSWORD}",
    ],
)
def test_each_form_learns_its_value(line: str) -> None:
    learn_secrets(line)
    assert redact(f"cp: cannot stat 'dump_{PASSWORD}.sql'") == "cp: cannot stat 'dump_<redacted:secret>.sql'".replace(
        "secret", redact(line).split("<redacted:", 1)[1].split(">", 1)[0]
    )


@pytest.mark.parametrize(
    "line",
    [
        "redis-cli -h 127.0.0.1 -p 6379 ping",  # redis-cli's -p is its port
        "twine upload dist/* && ssh -p 2222 deploy@host",  # the option of another command
        "docker run --name mongo -p 27017:27017 mongo:7",
        "psql --no-password appdb",  # a flag that takes no value
        "Tests pass: 1234",
        "    password = args",  # a line of code in a traceback
        "compass=north bypass=1234 PASSED=1234",
        # a password that repeats a word of its command line, the bind DN (symfony's Travis CI job)
        "ldapadd -h localhost:3389 -D cn=admin,dc=symfony,dc=com -w symfony -f fixtures.ldif",
        "mysql -u root -proot app",
        'usage: {"prompt_tokens":1234,"total_tokens":5678} create(model=m, max_tokens=1024)',  # counts
    ],
)
def test_a_port_a_flag_or_a_word_is_no_password(line: str) -> None:
    learn_secrets(line)
    assert redact(line) == line


def test_the_process_environment_masks_the_same_names_but_the_working_folder() -> None:
    """``MYSQL_PWD``, ``SMTP_PASS`` and ``GPG_PASSPHRASE`` of this process (the agent's terminal) are
    secrets too; the shell's ``PWD`` and ``OLDPWD`` hold its working folder."""
    first, second, third = "Qz9x" + "Wm4tRb", "Lk2p" + "Vn8sHd", "Tr5c" + "Jy7gMe"
    environ = {"MYSQL_PWD": first, "SMTP_PASS": second, "GPG_PASSPHRASE": third, "PWD": "/home/runner/app"}
    text = f"{first} {second} {third} /home/runner/app"
    assert mask_environment_secrets(text, environ) == (
        "[REDACTED:MYSQL_PWD] [REDACTED:SMTP_PASS] [REDACTED:GPG_PASSPHRASE] /home/runner/app"
    )


_PIECES = st.sampled_from(
    [
        *("+ ", "++ ", "export ", "PGPASSWORD=", "SMTP_PASS=", "<password>", "</password>", '{"password":"', '"}'),
        *("Settings(db_password='", "')", "twine upload -p ", "redis-cli -a ", "htpasswd -b f u ", "--db-pass="),
        *("Ab" + "3d", "dump_", ".sql", "<redacted:secret>", "<redacted:password>", " ", "\n", ",", "'", '"'),
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_with_the_new_forms_is_idempotent(earlier: str, text: str) -> None:
    forget_secrets()
    learn_secrets(earlier)
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []
