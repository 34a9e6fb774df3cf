"""Code that reads an environment variable by name is no secret (``ci_triage.base.redact``).

``token = os.environ["NPM_TOKEN"]`` names a variable; before, its ``os.environ[`` was masked as the
value of ``token`` and then learned, so every ``os.environ[`` after it was masked too (trial finding).
The logs are real output (tests/fixtures/s27-misc/README.md); secrets are assembled from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.redact import find_secrets, redact, redact_lines

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("log", "line"),
    [
        ("s27-misc/pytest-environ-read.gha.log", '>       password = os.environ["REGISTRY_PASSWORD"]'),
        ("s27-misc/pytest-environ-read.gha.log", '        api_key = os.getenv("UPLOAD_API_KEY", "")'),
        ("s27-misc/environ-get-none.gha.log", '    token = os.environ.get("PYPI_API_TOKEN").strip()'),
        ("trial-45/missing-secret.gha.log", '    token = os.environ["PYPI_API_TOKEN"]'),
        ("trial-45/node-env-undefined.gha.log", "const token = process.env.NPM_TOKEN.trim();"),
    ],
)
def test_a_source_line_reading_a_secret_named_variable_is_shown_as_it_is(log: str, line: str) -> None:
    lines = [raw.split(" ", 1)[1] for raw in (FIXTURES / log).read_text(encoding="utf-8").splitlines()]
    assert line in lines
    assert redact_lines(lines)[lines.index(line)] == line
    assert find_secrets(line) == []


@pytest.mark.parametrize(
    "line",
    [
        'api_key = System.getenv("API_KEY");',  # Java
        'token := os.Getenv("GH_TOKEN")',  # Go (no match before either; kept so)
        'secret = ENV.fetch("APP_SECRET")',  # Ruby
        'let token = std::env::var("CARGO_REGISTRY_TOKEN")?;',  # Rust
        'var password = Environment.GetEnvironmentVariable("DB_PASSWORD");',  # .NET
    ],
)
def test_other_languages_reading_a_variable_by_name_are_kept(line: str) -> None:
    assert redact(line) == line


def test_a_read_does_not_teach_the_redactor_to_mask_the_same_code_elsewhere() -> None:
    redact('token = os.environ["NPM_TOKEN"]')
    advice = 'read it with os.environ["NPM_TOKEN"] and a clear message'
    assert redact(advice) == advice


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("token = os.environ" + "Xy7pQ2", "os.environ" + "Xy7pQ2"),  # only starts like the code
        ("password=getenv" + "Abc123", "getenv" + "Abc123"),
        ('DB_PASSWORD="' + "process.env" + 'is-my-pass"', "process.env" + "is-my-pass"),  # no call or subscript
    ],
)
def test_a_value_that_only_starts_like_an_environment_read_stays_masked(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "line",
    [
        "set `persist-credentials: false` on `actions/checkout`",
        "      persist-credentials: False",
        'secret_token = "null"',
        "GITHUB_TOKEN_REQUIRED=Off.",
    ],
)
def test_a_setting_whose_value_is_a_boolean_or_null_word_is_no_secret(line: str) -> None:
    assert redact(line) == line
    assert find_secrets(line) == []


def test_a_word_that_only_starts_like_a_literal_stays_masked() -> None:
    value = "false" + "Pos1tive" + "9x"
    assert value not in redact(f"api_token: {value}")
