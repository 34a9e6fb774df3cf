"""A release file that fails its signature or checksum is a security failure, a signature gpg could
not check for want of the key is a configuration one, and each quotes gpg's own verdict.

Trial 80: `gpg: BAD signature from "Acme Release <release@acme.test>"` (the download was altered
after signing) was `unknown` wrapped and "No failure found" pasted alone, and `gpg: Can't check
signature: No public key` was `unknown` with the exit line quoted. The logs are real GnuPG 2 and
coreutils output (tests/fixtures/s32-t80/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"


def _triage(name: str, capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("gpg-bad-signature.gha.log", 'BAD signature from "Acme Release <release@acme.test>"'),
        ("gpg-bad-signature.txt", 'BAD signature from "Acme Release <release@acme.test>"'),
        ("gpgv-bad-signature.gha.log", 'gpgv: BAD signature from "Acme Release <release@acme.test>"'),
        ("sha256sum-mismatch.gha.log", "sha256sum: WARNING: 1 computed checksum did NOT match"),
    ],
)
def test_a_file_that_fails_its_signature_or_checksum_is_a_security_failure(
    capsys: pytest.CaptureFixture[str], name: str, quoted: str
) -> None:
    report = _triage(name, capsys)
    assert report["failure_found"]
    assert report["category"] == "security audit"
    assert quoted in report["summary"]
    assert "tampered" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("gpg-no-public-key.gha.log", "Can't check signature: No public key"),
        ("gpg-status-no-public-key.gha.log", "Can't check signature: No public key"),
        ("gpg-import-no-key.gha.log", "no valid OpenPGP data found"),
    ],
)
def test_a_signature_gpg_could_not_check_for_want_of_the_key_is_configuration(
    capsys: pytest.CaptureFixture[str], name: str, quoted: str
) -> None:
    report = _triage(name, capsys)
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert "Process completed" not in report["summary"]


def test_a_good_signature_is_no_failure(capsys: pytest.CaptureFixture[str]) -> None:
    assert not _triage("gpg-good-signature.gha.log", capsys)["failure_found"]
