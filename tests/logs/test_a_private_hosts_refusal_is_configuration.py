"""A refusal by a private network's host is the job's setup, not a network flake (trial 92, #5): a
jest `beforeAll` that could not reach PostgreSQL (`connect ECONNREFUSED 10.0.0.7:5432`) was
infrastructure/network/flaky with "re-run the job". A private address (RFC 1918) is, like the
loopback one and a one-word service host (trial 88's local app, trial 89's service refused), a host
of the job's own network: nothing listens there, and a re-run fails the same way.

Real output: jest 29 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"


def test_a_hooks_refusal_by_a_private_host_is_configuration(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_beforeall_private_refused.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["tool"] == "jest"
    assert "5432" in report["next_step"]
    assert "Re-run the job" not in report["next_step"]
    assert all(signal["skill"] != "network-flaky" for signal in report["signals"])


@pytest.mark.parametrize(
    ("address", "category"),
    [
        ("192.168.1.20:6379", "configuration"),
        ("172.20.0.3:3306", "configuration"),
        ("172.32.0.3:3306", "infrastructure/network/flaky"),
        ("93.184.216.34:443", "infrastructure/network/flaky"),
    ],
)
def test_only_a_private_address_is_the_jobs_own(
    triage_json: Callable[..., dict], tmp_path: Path, address: str, category: str
) -> None:
    log = tmp_path / "refused.log"
    log.write_text(
        "2026-12-05T14:00:00.0000000Z ##[group]Run node scripts/seed.js\n"
        "2026-12-05T14:00:00.1000000Z ##[endgroup]\n"
        f"2026-12-05T14:00:00.2000000Z Error: connect ECONNREFUSED {address}\n"
        "2026-12-05T14:00:00.3000000Z ##[error]Process completed with exit code 1.\n"
    )
    assert triage_json(log, "--no-home-skills")["category"] == category
