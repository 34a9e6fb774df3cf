"""Redaction findings of the outside audit (issue 13): the kinds that leaked, values the process
knows, evidence that must stay, and linear time on untrusted lines.

Every secret is assembled from parts at run time, so no token-shaped literal sits in the repository.
"""

from __future__ import annotations

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.base.redact import find_secrets, forget_secrets, redact, redact_lines, register_secret

PW = "Hu" + "nter" + "2-" + "Xy9" + "zQ"
SRI = "Qw9ZkA3mLr7Xp2Vt5Nb8Hc1Jd4Fg6Se0Ry3Ui7Op9Ak2Lm5Nb8Vc1Xz4Qw7Er0Ty3Ui6Op9As2Df5Gh8Jk1Lz4Xc7Vb"
HEX32 = "9f86d081" + "884c7d65" + "9a2feaa0" + "c55ad015"
B64_AUTH = "dXNl" + "cjpz" + "M2Ny" + "ZXQh"
AZURE = "abc" + "8Q~" + "Zk3Lm9Pq" + "W2eR5tY8" + "uI1oP4aS" + "7dF0gHJk"

LEAKED = [
    ("curl-u", f"curl -fsSL -u deploy:{PW} https://artifacts.example.invalid/x.tgz", PW),
    ("curl-user-quoted", f'curl --user "deploy:{PW} with space" https://x.invalid', PW),
    ("mysql-p", f"mysql -h 127.0.0.1 -uroot -p{PW} -e 'select 1'", PW),
    ("netrc", f"machine api.example.invalid login ci password {PW}", PW),
    ("docker-login", f"docker login -u ci -p {PW} registry.example.invalid", PW),
    ("sshpass", f"sshpass -p '{PW}' ssh deploy@host.invalid", PW),
    ("quoted-with-spaces", 'DB_PASSWORD="correct horse ' + "battery staple" + '"', "battery staple"),
    ("redis-empty-user", f"redis://:{PW}@cache.invalid:6379/0", PW),
    ("docker-config-auth", '{"auths": {"ghcr.io": {"auth": "' + B64_AUTH + '"}}}', B64_AUTH),
    ("azure-client-secret", f"AZURE_CREDENTIALS clientSecret {AZURE}", AZURE),
    ("datadog-app-key", f"DD_APP_KEY={HEX32}", HEX32),
    ("twilio-api-sid", f"export TWILIO_API_SID={'SK' + HEX32}", HEX32),
    ("shopify", "SHOPIFY_TOKEN " + "shp" + "at_" + HEX32, HEX32),
]


@pytest.mark.parametrize(("text", "secret"), [c[1:] for c in LEAKED], ids=[c[0] for c in LEAKED])
def test_audit_kinds_that_leaked_are_masked(text: str, secret: str) -> None:
    masked = redact(text)
    assert secret not in masked
    assert "<redacted:" in masked
    assert find_secrets(text)
    assert redact(masked) == masked


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            f'echo "machine h login u password {PW}" > ~/.netrc',
            'echo "machine h login u password <redacted:password>" > ~/.netrc',
        ),
        (f"echo 'login u password {PW}' >> .netrc", "echo 'login u password <redacted:password>' >> .netrc"),
        (f'  password {PW}"', '  password <redacted:password>"'),
        (f'machine h login u password "{PW} x"', 'machine h login u password "<redacted:password>"'),
        (f"machine h login u password a'{PW}", "machine h login u password <redacted:password>"),
    ],
    ids=["echo-double-quoted", "echo-single-quoted", "line-alone", "netrc-quoted-value", "quote-inside-value"],
)
def test_a_netrc_password_is_masked_without_the_shell_quote_around_it(line: str, expected: str) -> None:
    assert redact(line) == expected


def test_the_second_half_of_a_key_wrapped_onto_the_next_line_is_masked() -> None:
    first, second = "Zx8Kq2Lm9Pw4" + "Rt7Yv1Nb", "6Hc3Jd5Fg0Se" + "Q2w9"
    lines = [f"API_KEY={first}", second, "next step"]
    masked = redact_lines(lines)
    assert first not in "\n".join(masked)
    assert second not in "\n".join(masked)
    assert masked[2] == "next step"


def test_a_word_after_a_masked_line_is_kept() -> None:
    assert redact_lines([f"password: {PW}", "Downloading"])[1] == "Downloading"


def test_values_the_process_knows_are_masked_whatever_their_shape() -> None:
    known = "plain" + "words" + "key"  # no digits, no prefix: no pattern would catch it
    try:
        register_secret(known, "api-key")
        assert (
            redact(f"request to https://x.invalid?k={known}&q=1")
            == "request to https://x.invalid?k=<redacted:api-key>&q=1"
        )
    finally:
        forget_secrets()


def test_a_value_registered_with_add_mask_is_masked_from_then_on() -> None:
    value = "rota" + "ting" + "value" + "42"
    try:
        assert value not in redact(f"::add-mask::{value}")
        assert redact(f"echo {value}") == "echo <redacted:masked-value>"
    finally:
        forget_secrets()


@pytest.mark.parametrize(
    "text",
    [
        '"integrity": "sha512-' + SRI + '=="',
        "resolved sha1-" + "Xy9Kq2Lm9Pw4Rt7Yv1Nb6Hc3Jd5=",
        "golang.org/x/net v0.1.0 h1:" + "Qw9ZkA3mLr7Xp2Vt5Nb8Hc1Jd4Fg6Se0Ry3Ui7Op9A=",
        "npm ERR! sha512-" + SRI[::-1] + "== integrity checksum failed",
        "HEAD is now at 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3",
        "Worker 52cfcdad-9afe-45a4-81d6-4deeb0d7d6a4 finished",
        "docker run -p 8080:80 -p 9229:9229 node:20",
        "mkdir -p build && pytest -p no:cacheprovider",
    ],
)
def test_evidence_is_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.complexity
@pytest.mark.parametrize(
    "unit",
    [
        "x.passwordpassword-",  # many name starts for a key=value pattern
        "a://b:",  # many URL schemes
        "curl -u ",  # command-line patterns with lazy skips
        "Zx8Kq2Lm9Pw4Rt7Y",  # one endless high-entropy candidate
        "sha512-",
    ],
)
def test_redaction_time_per_byte_stays_flat_as_a_line_doubles(unit: str) -> None:
    small = unit * (64_000 // len(unit))
    large = small * 4
    assert per_unit_growth(lambda: redact(small), lambda: redact(large), 4) < 3


def test_the_api_key_and_token_inputs_are_masked_by_value_once_settings_load() -> None:
    from ci_triage.config.settings import load_settings

    key = "plain" + "letters" + "only"
    try:
        load_settings(environ={"INPUT_API-KEY": key, "INPUT_GITHUB-TOKEN": "word" + "likevalue"})
        assert (
            redact(f"echo {key}; echo {'word' + 'likevalue'}")
            == "echo <redacted:api-key>; echo <redacted:github-token>"
        )
    finally:
        forget_secrets()


def test_a_short_placeholder_key_is_not_masked_everywhere() -> None:
    try:
        register_secret("ollama", "api-key")
        assert redact("pulling the ollama image") == "pulling the ollama image"
    finally:
        forget_secrets()


def test_a_github_client_token_is_masked_by_value_whatever_its_shape() -> None:
    from ci_triage.github.client import GitHubClient

    token = "plain" + "shaped" + "token" + "value"
    try:
        GitHubClient(token, "https://api.github.com")
        assert redact(f"x {token} y") == "x <redacted:github-token> y"
    finally:
        forget_secrets()
