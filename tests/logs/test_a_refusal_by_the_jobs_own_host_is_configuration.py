"""A refusal by the job's own host (this machine, or a one-word host: a service container) is
configuration, whatever tool was refused: ``ssh: connect to host 127.0.0.1 port 2223: Connection
refused`` under ``rsync -e ssh`` was infrastructure/network/flaky at 0.85 ("re-run once it
answers") while curl refused there was configuration (trial 89, #2).

Real output: rsync 3.5.0, OpenSSH 9 and curl 7.88.1, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"


@pytest.mark.parametrize(
    ("log", "signal"),
    [
        ("d1_rsync_refused.log", "ssh-local-refused"),
        ("ssh_service_refused.log", "ssh-local-refused"),
        ("curl_service_refused.log", "http-local-refused"),
    ],
)
def test_a_refusal_by_the_jobs_own_host_is_configuration(
    triage_json: Callable[..., dict], log: str, signal: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8
    assert (report["signals"][0]["skill"], report["signals"][0]["signal"]) == ("service-not-ready", signal)
    assert "Re-run once it answers" not in report["next_step"]


def test_a_refusal_by_a_remote_host_is_still_the_network(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log = tmp_path / "remote.log"
    log.write_text(
        (FIXTURES / "d1_rsync_refused.log").read_text().replace("host 127.0.0.1 port", "host deploy.example.com port")
    )
    assert triage_json(log, "--no-home-skills")["category"] == "infrastructure/network/flaky"
