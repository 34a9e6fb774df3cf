"""A script that goes on after its first failure: the summary quotes that failure, not its
consequences below (trial 79 #3: openssl's ``bad decrypt`` swallowed by ``|| echo``, then a garbage
``.env`` and an unbound variable 40 lines later; ``tests/logs/fixtures/trial-79``, real OpenSSL 3.0.19
and GnuPG 2.2.40 output)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-79"


def test_the_first_failure_leads_not_its_consequences(triage_json) -> None:
    report = triage_json(TRIAL / "decrypt-far-above.log")
    assert report["category"] == "configuration"
    assert report["summary"].endswith("”: bad decrypt")
    assert report["next_step"].startswith("openssl could not decrypt the file")
    assert "`${NAME:-}`" not in report["next_step"]  # the unbound variable's advice would hide the cause


def test_gpg_with_the_wrong_passphrase(triage_json) -> None:
    report = triage_json(TRIAL / "gpg-bad-passphrase.log")
    assert report["category"] == "configuration"
    assert report["summary"].endswith("”: gpg: decryption failed: Bad session key")
    assert "passphrase the step passes" in report["next_step"]
