"""A token's shape that ``_`` continues (``<token>_backup.tar.gz``) is masked (trial 89/90 review).

RE2's ``\\b`` takes ``_`` for a word's character, so a token pattern ending in ``\\b`` did not match
a token a file name glues by ``_``; in a path mostly of words the high-entropy rule does not judge it
either, and tar's error printed it in every format and the trace. A token shape is now masked where
no letter or digit continues it on either side, the rule of learned values. Log:
tests/fixtures/s34-secrets7/README.md (real bash 5.2 ``-x`` and GNU tar output); every token is
built at run time from parts.

A fine-grained token (``github_pat_`` + 22 + ``_`` + 59 letters and digits, GitHub's documented
shape) took a ``_backup`` glued to it into its mask, which hid the file name's own word (session 35).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.base.secret_logs import triage_shown

from ci_triage.base.redact import find_secrets, redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-secrets7"
BODY = "7VkbA9yWzAjhPDq2" + "rPupmCpPx0gzfwpem5Z8"
"""36 letters and digits, a GitHub token's body."""
TOKENS = {
    "github-token": "gh" + "p_" + BODY,
    "npm-token": "np" + "m_" + BODY,
    "stripe-key": "sk" + "_live_" + BODY[:24],
    "huggingface-token": "h" + "f_" + BODY[:34],
    "google-api-key": "AI" + "za" + BODY[:35],
    "shopify-token": "shp" + "at_" + "0123456789abcdef" * 2,
}
FINE_GRAINED = "github" + "_pat_" + "11AQZ7" + BODY[:16] + "_" + BODY + BODY[:23]
"""A fine-grained personal access token's documented shape: 22 letters and digits, ``_``, 59."""


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_token_glued_by_an_underscore_is_masked_in_every_format_and_the_trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    log = tmp_path / "job.log"
    text = (FIXTURES / "token-glued-underscore.gha.log").read_text(encoding="utf-8")
    log.write_text(text.replace("__GITHUB_TOKEN__", TOKENS["github-token"]), encoding="utf-8")
    shown = triage_shown(tmp_path, capsys, log, form)
    assert "<redacted:github-token>" in shown
    assert BODY not in shown


@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_fine_grained_token_is_masked_without_the_word_glued_to_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    log = tmp_path / "job.log"
    text = (FIXTURES / "token-glued-underscore.gha.log").read_text(encoding="utf-8")
    log.write_text(text.replace("__GITHUB_TOKEN__", FINE_GRAINED), encoding="utf-8")
    shown = triage_shown(tmp_path, capsys, log, form)
    assert "<redacted:github-token>_backup.tar.gz" in shown
    assert BODY[:16] not in shown


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("{}_backup", "<redacted:github-token>_backup"),
        ("dump_{}_old.sql", "dump_<redacted:github-token>_old.sql"),
        ("{}_{}", "<redacted:github-token>_<redacted:github-token>"),
        ("GH_TOKEN={}", "GH_TOKEN=<redacted:github-token>"),
        ("{}x9", "<redacted:github-token>"),
    ],
)
def test_a_fine_grained_token_is_masked_as_its_documented_shape(text: str, masked: str) -> None:
    assert redact(text.replace("{}", FINE_GRAINED)) == masked


@pytest.mark.parametrize("kind", sorted(TOKENS))
@pytest.mark.parametrize("around", ["/srv/backups/nightly/{}_backup.tar.gz", "dump_{}.sql", "{}_old", "x={}_"])
def test_a_token_shape_is_masked_where_no_letter_or_digit_continues_it(kind: str, around: str) -> None:
    text = around.format(TOKENS[kind])
    assert redact(text) == around.format(f"<redacted:{kind}>")
    assert kind in find_secrets(text)


@pytest.mark.parametrize(
    "text",
    [
        "task-" + "abcdefghij" * 3,
        "my" + "npm_" + "ab" * 18,
        "np" + "m_" + "ab" * 18 + "x",
        "x" + "AI" + "za" + "c" * 35,
    ],
)
def test_a_shape_inside_a_longer_word_is_no_token(text: str) -> None:
    assert find_secrets(text) == []
    assert redact(text) == text
