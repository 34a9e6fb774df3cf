"""A short password a whole line assigns is learned and masked where it is repeated, as a whole token (trial 78 #1, #2).

``env`` printed ``DB_PASSWORD=…`` (or the runner's step ``env:`` block listed it, or ``cat`` showed a
YAML file's nested ``password: …``) and a failing step repeated the value bare (bash's ``[: …:
integer expression expected``, ``printf: …: invalid number``). Values under 8 characters were not
learned, so the repeat was printed in clear in every format and the trace; an unquoted YAML value
with spaces was cut at the first space. Logs: tests/fixtures/s32-secrets/README.md (real bash, env
and psql output); each password is built from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, redact
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"
SHORT = ["k5" + "80", "s3c" + "r3t!", "Qv7" + ";x9"]
"""Passwords of 4 to 7 characters: a word with digits, one ending in punctuation, one holding ``;``."""


def _shown(tmp_path: Path, capsys: pytest.CaptureFixture[str], fixture: str, password: str, form: str) -> str:
    log, trace = tmp_path / "job.log", tmp_path / "trace.jsonl"
    text = (FIXTURES / fixture).read_text(encoding="utf-8")
    log.write_text(text.replace("__DB_PASSWORD__", password).replace("@DB_PASSWORD@", password), encoding="utf-8")
    assert main(["triage", str(log), "--format", form, "--trace", str(trace)]) == 0
    return (capsys.readouterr().out + trace.read_text(encoding="utf-8")).replace('\\"', '"')


@pytest.mark.parametrize("password", SHORT)
@pytest.mark.parametrize("fixture", ["s32-secrets/short-password.gha.log", "s31-t78/step-env-block.gha.log"])
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_short_password_assigned_to_a_secret_named_variable_is_masked_where_repeated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, fixture: str, form: str
) -> None:
    shown = _shown(tmp_path, capsys, fixture, password, form)
    assert "<redacted:" in shown  # the kind of the pattern that learned it first (the URL: password)
    assert password not in shown


@pytest.mark.parametrize("password", ["open " + "sesame " + "580", "a " + "b " + "c9"])
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_an_unquoted_yaml_value_with_spaces_is_masked_whole_where_repeated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, form: str
) -> None:
    shown = _shown(tmp_path, capsys, "s32-secrets/yaml-password.gha.log", password, form)
    assert "printf: <redacted:secret>: invalid number" in shown
    assert password not in shown
    assert password.split()[-1] not in shown  # the tail a mask stopping at the first space left


def test_a_short_learned_value_is_masked_only_as_a_whole_token() -> None:
    password = SHORT[0]
    learn_secrets(f"DB_PASSWORD={password}")
    text = f"{password}0 {password}_backup x{password} user:{password}@host ({password})"
    masked = "k5800 <redacted:secret>_backup xk580 user:<redacted:secret>@host (<redacted:secret>)"
    assert redact(text) == masked.replace("k580", password)


@pytest.mark.parametrize(
    "line",
    [
        "    token = args",  # a line of code (spaces around '='), as a traceback shows it
        "TOKEN_TYPE=abc",  # 3 characters: masked where assigned, too short to learn
    ],
)
def test_a_short_value_of_code_or_under_four_characters_is_not_learned(line: str) -> None:
    learn_secrets(line)
    word = line.rsplit("=", 1)[1].strip()
    assert redact(f"see {word}.x and {word}") == f"see {word}.x and {word}"


def test_a_learned_value_equal_to_a_mask_word_leaves_the_masks_whole() -> None:
    word = "sec" + "ret"
    learn_secrets(f"DB_PASSWORD={word}")
    once = redact(f"API_TOKEN={word}x9z1q2w3\nthen {word} and <redacted:{word}>")
    assert once == f"API_TOKEN=<redacted:{word}>\nthen <redacted:{word}> and <redacted:{word}>"
    assert redact(once) == once


_PIECES = st.sampled_from(
    [
        *("DB_PASSWORD=", "export API_TOKEN=", "  DB_PASSWORD: ", "  password: ", "\n", " ", ":", "@", "/", "'", '"'),
        *("https://", "curl -u ", "commit", "commit:", "k5" + "80", "s3c" + "r3t!", "a b", "x", "ghp_", "A" * 12),
        *("<redacted:secret>", "<redacted:password>", "_backup", "-", ";", "=", "=postgres", "POSTGRES_PASSWORD"),
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_with_short_learned_values_is_idempotent_and_the_same_on_every_call(earlier: str, text: str) -> None:
    """Short values are learned from secret-named assignments; they may equal a URL's user name,
    stand beside a mask or a token, or be a mask's word. Redacting a text gives the same result
    whether its values were learned before (``earlier``, or a first call) or not, and redacting
    the result changes nothing."""
    forget_secrets()
    learn_secrets(earlier)
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
@pytest.mark.parametrize("workflow", [False, True])
def test_a_password_equal_to_a_word_of_its_name_is_public_and_masks_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str, workflow: bool
) -> None:
    """``POSTGRES_PASSWORD=postgres`` is the Docker image's default, read off the name: masking it
    masked the user, the service id and the image everywhere (trial 78 #3)."""
    trace = tmp_path / "trace.jsonl"
    args = ["triage", str(FIXTURES / "s32-secrets/postgres-default.gha.log"), "--format", form, "--trace", str(trace)]
    if workflow:
        args += ["--workflow", str(FIXTURES / "s32-secrets/postgres-default.ci.yml")]
    assert main(args) == 0
    shown = capsys.readouterr().out + trace.read_text(encoding="utf-8")
    assert "<redacted:" not in shown
    assert "-U postgres" in shown


@pytest.mark.parametrize(
    ("line", "public"),
    [
        ("MYSQL_ROOT_PASSWORD=" + "root", True),
        ("  postgresPassword: " + "postgres", True),
        ("ADMIN_PASSWORD=" + "Admin", True),
        ("POSTGRES_PASSWORD=" + "test", False),  # no word of the name: the password, however weak
        ("POSTGRES_PASSWORD=" + "postgres1", False),
    ],
)
def test_only_a_word_of_the_name_itself_is_a_public_default(line: str, public: bool) -> None:
    value = line.rsplit("=", 1)[-1].rsplit(" ", 1)[-1]
    assert (redact(line) == line) == public
    assert (redact(f"login {value} refused") == f"login {value} refused") == public
