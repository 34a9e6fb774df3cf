"""A value passed to a credential flag is learned whole, wherever the log shows it (session 35).

``read -s`` then ``mysql -p"$pw"`` taught the value the flag got (session 34); the same holds for any
variable passed to a credential flag, ``local p=…`` included. Two flags did not: ``curl -u``'s
single-quoted word stopped at a ``'`` of the password (``'deploy:Qz8k'\\''W mv3'``), and a
``-D``/``-P`` property naming a secret (``java -Djavax.net.ssl.trustStorePassword=…``, ``mvn
-Drepo.password=…``, Gradle's ``-PsigningPassword=…``) was read by the generic rule only, masked
from 6 characters and learned from 8, so tar's message showed a shorter password, and a quoted one
in part. A ``local`` that goes to no credential flag (a cache key) stays shown. Logs:
tests/fixtures/s35-secrets8/README.md (real bash 5.2 ``-x``, curl 7.88, OpenJDK 17, Maven 3.8.7 and
GNU tar 1.34 output); each password is built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.base.secret_logs import bash_quoted, log_with_password, password_pieces, triage_shown

from ci_triage.base.redact import learn_secrets, redact

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-secrets8"
CACHE_KEY = "Lk2" + "qd7"
"""The ``local cache=…`` value the fixtures pass to no credential flag."""
QUOTED = ["Qz8k'" + "W mv3", "Qz8 " + "k'Wm"]
"""Passwords bash quotes whole: each holds a ``'`` and a space."""
PLAIN = ["Qz8" + "kWm", "Qz8k" + "Wm3x9"]
"""Passwords bash prints bare: 6 characters (learned from 4 in context) and 9."""


@pytest.mark.parametrize(
    ("name", "password"),
    [*(("xtrace-flags-quoted.gha.log", p) for p in QUOTED), *(("xtrace-flags-plain.gha.log", p) for p in PLAIN)],
)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_a_password_passed_to_credential_flags_is_masked_everywhere(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, password: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, log_with_password(tmp_path, FIXTURES / name, password), form)
    assert "<redacted:password>" in shown
    assert not [piece for piece in password_pieces(password) if piece in shown]
    assert CACHE_KEY in shown  # a local passed to no credential flag is no secret


@pytest.mark.parametrize(
    "line",
    [
        "+ curl -sS -u 'deploy:{}' http://127.0.0.1:9/repo/",
        "+ java '-Djavax.net.ssl.trustStorePassword={}' -version",
        "+ mvn -B deploy '-Drepo.password={}'",
        "+ gradle publish '-PsigningPassword={}'",
    ],
)
def test_a_quoted_credential_flag_teaches_the_value_as_the_program_got_it(line: str) -> None:
    password = QUOTED[0]
    traced = line.format(bash_quoted(password))
    learn_secrets(traced)
    assert not [piece for piece in password_pieces(password) if piece in redact(f"tar: /srv/dumps/dump-{password}.tgz")]
    assert not [piece for piece in password_pieces(password) if piece in redact(traced)]


@pytest.mark.parametrize(
    "line",
    [
        "+ java -Djavax.net.ssl.keyStorePassword={} -jar app.jar",
        "+ mvn deploy -Dgpg.passphrase={}",
        "+ ./gradlew publish -PsigningPassword={}",
        "+ mvn sonar:sonar -Dsonar.token={}",
    ],
)
def test_a_property_naming_a_secret_teaches_a_short_value(line: str) -> None:
    password = PLAIN[0]
    learn_secrets(line.format(password))
    assert redact(f"tar: /srv/dumps/dump-{password}.tgz") == "tar: /srv/dumps/dump-<redacted:password>.tgz"


@pytest.mark.parametrize(
    "line",
    [
        "gcc -DMAX_TOKEN_LEN=256 -c tokenizer.c",
        "cmake -DENABLE_SECRET_SCAN=ON ..",
        "mvn -Dcache.key=" + CACHE_KEY + " -Pprofile=release package",
        "+ local p=" + CACHE_KEY,
    ],
)
def test_no_credential_flag_masks_nothing(line: str) -> None:
    assert redact(line) == line
