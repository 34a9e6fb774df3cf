"""The last secret names a ``set -x`` trace showed in clear (trial 90 finding 1).

A password assigned to ``PASS``, ``pw``, ``ADMIN_PW``, ``PASS_PHRASE``, ``SSH_KEY``, ``GPG_KEY`` or
``SIGNING_KEY``, or given to ``openssl -k`` / ``-pass pass:`` / ``-passin pass:``, was printed in clear
by the trace and by ``tar``'s error about the file named after it, in every format, the trace and
``skills new``. A generic ``KEY``/``…_KEY`` is a secret only where its value reads as random, and a
4 to 7 character value of one is never learned. Logs: tests/fixtures/s33-secrets6/README.md (real
bash 5.2 ``-x``, OpenSSL 3.0 and GNU tar output); each password is built at run time from parts.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.base.secret_logs import log_with_password, starter_written, triage_shown

from ci_triage.base.redact import find_secrets, forget_secrets, learn_secrets, mask_environment_secrets, redact
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-secrets6"
PASSWORD = "Zq" + "7xKp"
"""6 characters, as trial 90 drew it."""
LOGS = sorted(path.name for path in FIXTURES.glob("*.gha.log") if path.name != "generic-key.gha.log")


def _log(tmp_path: Path, name: str) -> Path:
    return log_with_password(tmp_path, FIXTURES / name, PASSWORD)


@pytest.mark.parametrize("name", LOGS)
@pytest.mark.parametrize("form", ["markdown", "json", "text"])
def test_the_password_is_masked_in_every_format_and_the_trace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, form: str
) -> None:
    shown = triage_shown(tmp_path, capsys, _log(tmp_path, name), form)
    assert "<redacted:" in shown
    assert PASSWORD not in shown


@pytest.mark.parametrize("name", ["name-pass.gha.log", "name-ssh-key.gha.log", "flag-openssl-pass.gha.log"])
def test_skills_new_writes_no_password(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    log = _log(tmp_path, name)
    written = starter_written(tmp_path, capsys, monkeypatch, log)
    assert PASSWORD not in written


def test_a_cache_or_sort_key_is_no_secret(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "job.log"
    log.write_text((FIXTURES / "generic-key.gha.log").read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["triage", str(log), "--format", "json"]) == 0
    shown = capsys.readouterr().out
    assert "<redacted:" not in shown
    assert "linux-node-name.tgz" in shown


@pytest.mark.parametrize(
    ("line", "learned"),
    [
        (f"+ KEY={PASSWORD}", False),  # random-looking: masked where assigned; 6 characters: not learned
        ("+ KEY=" + "Xk29vL" + "qP7mN3", True),  # random-looking and 12 characters: learned
        ("+ KEY=linux-node", None),  # words: neither masked nor learned
        ("+ SORT_KEY=name", None),
    ],
)
def test_a_generic_key_is_a_secret_only_where_it_reads_as_random(line: str, learned: bool | None) -> None:
    learn_secrets(line)
    value = line.split("=", 1)[1]
    masked = redact(line)
    assert (masked == line) is (learned is None)
    assert (redact(f"dump-{value}.tgz") != f"dump-{value}.tgz") is bool(learned)


def test_the_process_environment_masks_the_same_names() -> None:
    first, second, third = "Qz9x" + "Wm4tRb", "Lk2p" + "Vn8sHd", "Tr5c" + "Jy7gMe"
    environ = {"PASS": first, "ADMIN_PW": second, "PASS_PHRASE": third, "PWD": "/home/runner/app"}
    assert mask_environment_secrets(f"{first} {second} {third} /home/runner/app", environ) == (
        "[REDACTED:PASS] [REDACTED:ADMIN_PW] [REDACTED:PASS_PHRASE] /home/runner/app"
    )


_PIECES = st.sampled_from(
    [
        *("+ ", "export ", "PASS=", "pw=", "ADMIN_PW=", "SSH_KEY=", "KEY=", "openssl enc -k ", "-pass pass:"),
        *(PASSWORD, "linux-node", "dump-", ".tgz", "<redacted:secret>", "<redacted:password>", " ", "\n", "'", '"'),
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=14).map("".join), st.lists(_PIECES, max_size=14).map("".join))
def test_redaction_with_the_new_names_is_idempotent(earlier: str, text: str) -> None:
    forget_secrets()
    learn_secrets(earlier)
    once = redact(text)
    assert redact(text) == once
    assert redact(once) == once
    assert find_secrets(once) == []
