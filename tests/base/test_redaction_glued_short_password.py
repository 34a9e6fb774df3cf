"""A learned password is masked where a file name or path glues it between ``_``, ``-``, ``.`` or ``/``
(trial 85 #3), and never inside a longer run of letters and digits.

``env`` printed ``DB_PASSWORD=…`` (4 to 7 characters) in a step that passed; the failing step's
``ls``, ``cp``, ``mkdir`` and ``tar`` then named files built from it (``backup_….sql``,
``/tmp/…-cache``, ``archive.….tar.gz``). RE2's ``\\b`` takes ``_`` for a word's character, so
``backup_….sql`` was printed in clear in every format, the trace and ``skills new``. Log:
tests/fixtures/s33-secrets3/README.md (real GNU coreutils and tar output); each password is built
at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.base.secret_logs import log_with_password, starter_written, triage_shown

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, redact

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s33-secrets3" / "glued-file-names.gha.log"
PASSWORDS = ["VD" + "OP", "lTj" + "ofq", "RGM" + "NEa6"]
"""4, 6 and 7 characters, as trial 85 drew them."""


def _log(tmp_path: Path, password: str) -> Path:
    return log_with_password(tmp_path, FIXTURE, password)


@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_short_password_glued_into_a_file_name_is_masked_in_every_format_and_the_trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], password: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, _log(tmp_path, password), form)
    assert "/tmp/<redacted:secret>-cache" in shown
    assert password not in shown


def test_skills_new_writes_no_glued_short_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    password = PASSWORDS[0]
    log = _log(tmp_path, password)
    written = starter_written(tmp_path, capsys, monkeypatch, log)
    assert password not in written


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("backup_{}.sql", "backup_<redacted:secret>.sql"),
        ("/tmp/{}-cache", "/tmp/<redacted:secret>-cache"),
        ("archive.{}.tar.gz", "archive.<redacted:secret>.tar.gz"),
        ("{}_{}", "<redacted:secret>_<redacted:secret>"),
        ("{}ql x{} {}0 {}é", "{}ql x{} {}0 {}é"),  # inside a longer run of letters and digits: another word
    ],
)
def test_a_short_learned_value_is_a_whole_token_between_any_characters_but_letters_and_digits(
    text: str, masked: str
) -> None:
    password = PASSWORDS[0]
    learn_secrets(f"DB_PASSWORD={password}")
    assert redact(text.format(*[password] * 4)) == masked.format(*[password] * 4)


def test_a_shorter_known_value_is_masked_where_a_longer_one_it_starts_is_glued() -> None:
    longer, shorter = "k5" + "80-x9", "k5" + "80"
    learn_secrets(f"DB_PASSWORD={longer}\nAPI_TOKEN={shorter}")
    assert redact(f"{longer}y") == "<redacted:secret>-x9y"


_PIECES = st.sampled_from(
    [
        "VD" + "OP",
        "VD" + "OP-x9",
        "_",
        "-",
        ".",
        "/",
        "ql",
        "x",
        "é",
        " ",
        "<redacted:secret>",
        " ghp_" + "a1" * 9,
        "ghp" + "_" + "b2" * 9,
        "\n",
        "Su" + "c6",
    ]
)
"""Pieces glued in any order: learned values, separators, masks, GitHub-token shapes glued to each
other (``ghp_…ghp_…``), and a line after a mask (a wrapped value's second half)."""


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_of_glued_short_values_is_idempotent(text: str) -> None:
    """Learned values glued to ``_``, ``-``, ``.``, ``/``, to letters, to masks and tokens: redacting a
    text twice gives the same result, and redacting the result changes nothing."""
    forget_secrets()
    learn_secrets("DB_PASSWORD=" + "VD" + "OP\nAPI_PASSWORD=" + "VD" + "OP-x9")
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []
