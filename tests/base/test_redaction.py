"""Redaction (``ci_triage.base.redact``): every documented kind is masked; hashes and GitHub's ``***`` stay.

Every secret below is assembled from parts, so no token-shaped literal sits in the repository.
"""

from __future__ import annotations

import pytest

from ci_triage.base.redact import find_secrets, redact

MASKED = [
    ("private-key", "key file: ", "-----BEGIN RSA " + "PRIVATE KEY-----", "private-key"),
    ("openssh-key", "", "-----BEGIN OPENSSH " + "PRIVATE KEY-----", "private-key"),
    ("github-classic", "push with ", "gh" + "p_" + "A" * 36, "github-token"),
    ("github-app", "token ", "gh" + "s_" + "b1C2d3" * 6, "github-token"),
    ("github-fine-grained", "", "github" + "_pat_" + "11ABCDEFG0" + "x" * 40, "github-token"),
    ("aws-key-id", "aws_access_key_id ", "AK" + "IA" + "QWERTYUIOPASDFGH", "aws-key-id"),
    ("aws-session-key-id", "", "AS" + "IA" + "Z" * 16, "aws-key-id"),
    ("slack", "webhook via ", "xo" + "xb-" + "1234567890-abcdefghij", "slack-token"),
    ("npm", "//registry/:_authToken ", "np" + "m_" + "a" * 36, "npm-token"),
    ("gitlab", "", "glp" + "at-" + "abcdefghij1234567890", "gitlab-token"),
    ("openai", "OPENAI ", "sk-" + "proj-" + "abcDEF123ghiJKL456mnoPQR", "openai-key"),
    ("google", "maps ", "AI" + "za" + "Sy" + "B" * 33, "google-api-key"),
    ("jwt", "cookie ", "ey" + "JhbGciOiJIUzI1" + ".ey" + "JzdWIiOiIxMjM0" + ".SflKxwRJSMeKKF2QT4fw", "jwt"),
    ("high-entropy", "blob ", "Zx8Kq2Lm9Pw4" + "Rt7Yv1Nb6Hc3Jd5Fg0Se", "high-entropy"),
]


@pytest.mark.parametrize(("prefix", "secret", "kind"), [case[1:] for case in MASKED], ids=[c[0] for c in MASKED])
def test_token_kinds_are_masked(prefix: str, secret: str, kind: str) -> None:
    text = f"{prefix}{secret} (line 12)"
    assert redact(text) == f"{prefix}<redacted:{kind}> (line 12)"
    assert find_secrets(text)


@pytest.mark.parametrize(
    ("before", "after"),
    [("FAILED tests/test_", ".py::test_x"), ("key_", " used"), ("prefix", ""), ("", "x in a word")],
    ids=["in-a-test-path", "after-underscore", "after-lowercase", "before-lowercase"],
)
def test_an_aws_key_id_stuck_to_other_word_characters_is_masked(before: str, after: str) -> None:
    key = "AK" + "IA" + "QWERTYUIOPASDFGH"
    assert redact(f"{before}{key}{after}") == f"{before}<redacted:aws-key-id>{after}"


def test_a_longer_upper_case_run_holding_a_key_prefix_stays() -> None:
    digest = "SHA256 3F2" + "ACCA" + "0123456789ABCDEF0123456789"
    assert redact(digest) == digest


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "postgres://admin:" + "pa55" + "word@db.internal:5432/app",
            "postgres://admin:<redacted:password>@db.internal",
        ),
        ("authorization: Basic " + "dXNlcjpwYXNz", "authorization: Basic <redacted:credential>"),
        ("Authorization: Bearer " + "abcDEF123", "Authorization: Bearer <redacted:credential>"),
        ('DB_PASSWORD="' + "correct-horse-battery" + '"', 'DB_PASSWORD="<redacted:secret>"'),
        ("api_key: " + "abcdef123456", "api_key: <redacted:secret>"),
    ],
    ids=["url-credentials", "basic-auth", "bearer", "password-assignment", "api-key-assignment"],
)
def test_credentials_in_context_are_masked(text: str, expected: str) -> None:
    assert redact(text).startswith(expected)
    assert find_secrets(text)


@pytest.mark.parametrize(
    "text",
    [
        "HEAD is now at 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3 Merge pull request #1",
        "Digest: sha256:ce6c978166ceb8efcf501ab88c12cc54ab12d500f129885c641b491a24e2ff92",
        "FROM python@sha256:CE6C978166CEB8EFCF501AB88C12CC54AB12D500F129885C641B491A24E2FF92",
        "Worker ID: {52cfcdad-9afe-45a4-81d6-4deeb0d7d6a4}",
        "tests/test_api.py::TestClient::test_get_with_params_and_headers_v2[HTTP11]",
        "at org.scijava.command.CommandArrayConverterTest.testArrayConvertFromStringCommandRaw(Test.java:88)",
        "password: ***",
        "GITHUB_TOKEN: ***",
        "token=${{ secrets.GITHUB_TOKEN }}",
        "Error: Process completed with exit code 1.",
    ],
)
def test_hashes_ids_and_masked_values_are_kept(text: str) -> None:
    assert redact(text) == text
    assert find_secrets(text) == []


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(
            "Authorization: Bearer ***",
            id="authorization-header",
        ),
        pytest.param(
            "git clone https://x-access-token:***@github.com/o/r.git",
            id="url-credentials",
        ),
    ],
)
def test_github_mask_is_kept_where_a_credential_would_be(text: str) -> None:
    assert redact(text) == text


def test_a_long_test_name_is_not_taken_for_a_secret() -> None:
    line = "--- FAIL: TestTransportHTTP2ConnReuseWithKeepAlive3 (0.00s)"
    assert redact(line) == line


@pytest.mark.parametrize(
    "line",
    [
        "error: unresolved link to `Tokenizer::next_token`",  # rustdoc 1.95, a user trial
        "  --> src/lib.rs:4:18: SecretStore::load_from(path)",
        "PasswordHasher::verify_password failed",
    ],
)
def test_a_path_separator_after_a_secret_like_name_is_no_assignment(line: str) -> None:
    """``Tokenizer::next_token`` is a Rust (or C++, Ruby, PHP) path: ``::`` joins names, it assigns nothing."""
    assert redact(line) == line


def test_redaction_is_idempotent() -> None:
    text = " ".join(prefix + secret for _, prefix, secret, _ in MASKED)
    once = redact(text)
    assert redact(once) == once
    assert find_secrets(once) == []


def test_find_secrets_is_empty_once_redacted() -> None:
    once = redact("pip install --index-url https://deploy:" + "hunter2" + "Secret9@pypi.example.invalid/simple x")
    assert redact(once) == once
    assert find_secrets(once) == []


def test_a_shell_variable_reference_is_not_a_secret_assignment() -> None:
    text = 'docker run -v "$PWD:/appdata/cache" -e "%PASSWORD%:/opt/secretless"'
    assert redact(text) == text


@pytest.mark.parametrize(
    "line",
    [
        ': "${NPM_TOKEN:?NPM_TOKEN is not set}"; npm publish',  # a user trial's step title
        ': "${API_TOKEN:?API_TOKEN is required}"',
        'echo "${API_TOKEN:-$FALLBACK_TOKEN}"',
    ],
)
def test_a_shell_expansion_that_holds_no_value_is_not_a_secret(line: str) -> None:
    assert redact(line) == line


# Real bash 5 output (`bash -uc 'echo start; echo "$NAME"'` for each name), from a user trial's
# /work/trial-36/logs/bad/unbound-vars.txt and logs/java/gha-flaky-then-publish.log line 209; the
# secret-looking names are joined from parts so no name=value pair sits here as a literal.
UNBOUND_NAMES = ["NPM_" + "TOKEN", "DB_" + "PASSWORD", "AWS_SECRET_" + "ACCESS_KEY", "MAVEN_" + "TOKEN"]


@pytest.mark.parametrize("name", UNBOUND_NAMES)
@pytest.mark.parametrize(
    "message", ["unbound variable", "parameter null or not set", "readonly variable"], ids=["unset", "empty", "ro"]
)
def test_the_shells_message_about_a_secret_named_variable_is_kept(name: str, message: str) -> None:
    line = f"./scripts/publish-snapshot.sh: line 4: {name}: {message}"
    assert redact(line) == line
    assert find_secrets(line) == []


@pytest.mark.parametrize("name", UNBOUND_NAMES)
def test_the_shells_message_quoted_in_a_report_sentence_is_kept(name: str) -> None:
    """A workflow finding quotes the shell's line between backticks, its sentence going on after."""
    sentence = f"yet the script read it unset (the log: `bash: line 1: {name}: unbound variable`): pass it on"
    assert redact(sentence) == sentence


STARTS_LIKE_A_MESSAGE = [
    "unbound2x9Q",
    "unbound variable2",
    "unbound variable x",
    "parameter",
    "hunter2` unbound variable",
]


@pytest.mark.parametrize("value", STARTS_LIKE_A_MESSAGE, ids=str)
def test_a_value_that_only_starts_like_a_shells_message_stays_masked(value: str) -> None:
    line = "NPM_" + "TOKEN: " + value
    assert value.split()[0] not in redact(line)


def test_a_literal_default_of_a_shell_expansion_and_a_token_after_it_stay_masked() -> None:
    assert "hunter2secret" not in redact("psql -c ${DB_PASSWORD:-hunter2secret}")
    token = "gh" + "p_" + "A" * 36
    assert token not in redact("echo ${GH_TOKEN:?" + token + "}")


def test_a_secret_cut_by_the_line_limit_is_masked_whole_not_shown_in_part():
    from ci_triage.logs.clean import MAX_LINE_CHARS, clean_line

    token = "gh" + "p_" + "R2Um5sDx8Qz" * 3 + "abc"
    for offset in range(-30, 5):
        line = "x" * (MAX_LINE_CHARS + offset) + " " + token + " tail"
        text = clean_line(line).text
        assert token[:8] not in text, offset


def test_terminal_controls_and_bidirectional_overrides_are_removed_from_log_text():
    from ci_triage.logs.clean import clean_line

    raw = "a\x1bPq#0;2;0;0;0\x1b\\b\x07c\x08\u202edef\x9b31mg\x9dh\u061ci\u200bj\ufeffk\tend"
    assert clean_line(raw).text == "abdefghijk\tend"  # the backspace moves back over `c`, as on a terminal


def test_a_github_token_glued_to_a_word_or_cut_short_by_a_tool_is_still_masked():
    token = "gh" + "p_" + "Q" * 36
    assert "QQQQ" not in redact("xxxx" + token)
    assert "AAAA" not in redact("AssertionError: VAL2=" + "gh" + "p_" + "A" * 13 + "...")
