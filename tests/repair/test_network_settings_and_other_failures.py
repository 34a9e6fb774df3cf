"""A fix command keeps the runner's network settings that hold no credential, and a run that failed
for another kind of reason than the log's verdict did not reproduce it.

Trial 86 #9: ``--propose-fix`` re-ran ``uv lock --locked`` and the fixer ``uv lock`` without
``SSL_CERT_FILE``/``SSL_CERT_DIR``; behind a TLS-intercepting proxy both failed with ``invalid peer
certificate: UnknownIssuer``, and that network failure passed for the stale lock's "fails before the
patch". The outputs are uv 0.13.9's own, from that run (tests/fixtures/s33-t86/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.skills import SkillSet, load_skills
from ci_triage.repair.commands import command_environment, network_environment
from ci_triage.repair.reproduced import other_failure
from ci_triage.repair.result import CommandRun

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t86"


def test_ca_bundles_proxies_and_indexes_without_credentials_are_kept() -> None:
    environ = {
        "SSL_CERT_FILE": "/etc/ssl/certs/corp-ca.pem",
        "SSL_CERT_DIR": "/etc/ssl/certs",
        "REQUESTS_CA_BUNDLE": "/etc/ssl/certs/corp-ca.pem",
        "NODE_EXTRA_CA_CERTS": "/etc/ssl/certs/corp-ca.pem",
        "HTTPS_PROXY": "http://proxy.corp.example:3128",
        "NO_PROXY": "localhost,127.0.0.1,.corp.example",
        "PIP_INDEX_URL": "https://pypi.corp.example/simple",
        "UV_EXTRA_INDEX_URL": "https://a.example/simple https://b.example/simple",
        "GOPROXY": "https://proxy.golang.org,direct",
    }
    assert network_environment(environ) == environ


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("PIP_INDEX_URL", "https://ci" + ":" + "hunter2" + "@pypi.corp.example/simple"),
        ("HTTPS_PROXY", "http://user" + "@proxy.corp.example:3128"),
        ("npm_config_registry", "https://registry.corp.example/?token=" + "abc" * 8),
        ("UV_INDEX", "https://a.example/simple https://u:p" + "@b.example/simple"),
        ("ALL_PROXY", "u:p" + "@proxy.corp.example:1080"),
        ("PIP_EXTRA_INDEX_URL", "https://pypi.corp.example/simple/" + "gh" + "p_" + "Q" * 36),
    ],
)
def test_a_setting_with_a_credential_is_left_out(name: str, value: str) -> None:
    assert network_environment({name: value}) == {}


def test_a_fix_commands_environment_has_the_runners_ca_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", "/etc/ssl/certs/corp-ca.pem")
    monkeypatch.setenv("SSL_CERT_DIR", "/etc/ssl/certs")
    monkeypatch.setenv("NODE_OPTIONS", "--require ./evil.js")
    env = command_environment("/usr/bin:/bin", tmp_path)
    assert env["SSL_CERT_FILE"] == "/etc/ssl/certs/corp-ca.pem"
    assert env["SSL_CERT_DIR"] == "/etc/ssl/certs"
    assert "NODE_OPTIONS" not in env


@pytest.fixture(scope="module")
def skills() -> SkillSet:
    return load_skills()


def _run(name: str, code: int) -> CommandRun:
    output = (FIXTURES / name).read_text(encoding="utf-8")
    return CommandRun(phase="before", argv=["uv", "lock", "--locked"], exit_code=code, output=output)


def test_a_certificate_refused_here_does_not_reproduce_a_stale_lock(skills: SkillSet) -> None:
    reason = other_failure(_run("uv-lock-locked-untrusted-certificate.txt", 2), "dependency resolution", skills)
    assert reason is not None
    assert "another reason than the log's (configuration: `cause: invalid peer certificate: UnknownIssuer`)" in reason


def test_the_stale_lock_itself_reproduces_it(skills: SkillSet) -> None:
    assert other_failure(_run("uv-lock-locked-stale.txt", 1), "dependency resolution", skills) is None


def test_output_no_skill_reads_is_not_judged(skills: SkillSet) -> None:
    run = CommandRun(phase="before", argv=["uv", "lock", "--locked"], exit_code=1, output="something went wrong\n")
    assert other_failure(run, "dependency resolution", skills) is None


def test_rustls_untrusted_certificate_is_a_tls_configuration_failure(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / "uv-lock-locked-untrusted-certificate.txt"), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "configuration"
    assert "invalid peer certificate: UnknownIssuer" in report["summary"]
