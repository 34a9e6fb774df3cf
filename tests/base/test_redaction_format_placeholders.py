"""A format placeholder where a credential goes in a source line (``f"postgresql://app:{pw}@…"``,
``"%s:%s@" % …``, ``${PASSWORD}``) is no credential: neither masked nor learned (trial 85 #6); a
literal value there still is.

pytest's listing quoted the test's ``url = f"postgresql://app:{pw}@127.0.0.1:1/app"``, masked as
``app:<redacted:password>@``, and learned ``{pw}``, so every ``{pw}`` of the code was masked too. Log:
tests/fixtures/s33-secrets3/README.md (real pytest 9.2 output); the password is built at run time.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, redact
from ci_triage.commands.cli import main

FIXTURE = Path(__file__).parents[1] / "fixtures" / "s33-secrets3" / "pytest-word-password.gha.log"
PASSWORD = "Wi" + "nt3r"


def test_the_listing_s_source_lines_stay_and_the_error_s_password_is_masked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "job.log"
    log.write_text(FIXTURE.read_text(encoding="utf-8").replace("__DB_PASSWORD__", PASSWORD), encoding="utf-8")
    assert main(["triage", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    lines = [line for span in report["excerpt"] for line in span["lines"]]
    assert '        url = f"postgresql://app:{pw}@127.0.0.1:1/app"' in lines
    assert '        dsn = "host=127.0.0.1 port=1 user=%s password=%s" % ("app", pw)' in lines
    raised = next(line for line in lines if line.startswith("E           RuntimeError"))
    assert "app:<redacted:password>@127.0.0.1:1/app (host=127.0.0.1 port=1 user=app password=<redacted:" in raised
    assert PASSWORD not in json.dumps(report)


@pytest.mark.parametrize(
    "line",
    [
        'url = f"postgresql://app:{pw}@127.0.0.1/db"',  # Python f-string, str.format
        'dsn = "postgresql://%s:%s@%s/db" % (user, pw, host)',  # printf, Python's % operator
        'let url = format!("postgres://app:{}@db/app", pw);',  # Rust
        'url := fmt.Sprintf("postgres://app:%v@db/app", pw)',  # Go
        "const url = `postgres://app:${pw}@db/app`;",  # JavaScript template literal
        'url = "postgres://app:#{pw}@db/app"',  # Ruby interpolation
        'print(f"using password token=x{pw}y")',  # a placeholder and 2 literal characters
        "password: '{{ db_password }}'",  # Jinja, Go templates
    ],
)
def test_a_placeholder_is_no_credential(line: str) -> None:
    learn_secrets(line)
    assert redact(line) == line
    assert redact("{pw} {} %s") == "{pw} {} %s"  # nothing was learned


@pytest.mark.parametrize(
    ("line", "masked"),
    [
        ('url = f"postgresql://app:PW@db/{db}"', 'url = f"postgresql://app:<redacted:password>@db/{db}"'),
        ('url = f"postgresql://app:PW{n}@db"', 'url = f"postgresql://app:<redacted:password>@db"'),
        ("DB_PASSWORD=PW", "DB_PASSWORD=<redacted:secret>"),
    ],
)
def test_a_literal_value_beside_or_instead_of_a_placeholder_is_masked(line: str, masked: str) -> None:
    assert redact(line.replace("PW", PASSWORD)) == masked


def test_percent_and_a_letter_inside_a_password_is_no_placeholder() -> None:
    password = "p%" + "ss"
    assert redact(f"DB_PASSWORD={password}") == "DB_PASSWORD=<redacted:secret>"


_PIECES = st.sampled_from(
    [
        *("postgresql://app:", "@db", "DB_PASSWORD=", "token=", "x", "{pw}", "%s", "${PW}", "{{ pw }}"),
        *(PASSWORD, "\n", " ", '"', "{", "}", "%"),
    ]
)


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_with_placeholders_is_idempotent(earlier: str, text: str) -> None:
    """Placeholders, literal values and masks in URLs and assignments: redacting a text twice gives the
    same result, and redacting the result changes nothing."""
    forget_secrets()
    learn_secrets(earlier)
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []
