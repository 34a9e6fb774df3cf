"""A 500 from the app under test is the app's failure, not a remote flake: newman's request line
``GET http://127.0.0.1:56121/orders/42 [500 Internal Server Error, …]`` was
``network-flaky/http-5xx-status`` at 0.85 with "re-run the job", beside 3 failed assertions
(trial 88, #1). newman's failure table (`` 1.  AssertionError  status is 200`` over its
expectation) names the failed tests.

Real output: newman 6 against a local server, tests/fixtures/s33-t88/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t88"


def test_newmans_failed_assertions_are_the_verdict(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "newman.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["tool"] == "newman"
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("Get order 42 › status is 200", "expected response to have status code 200 but got 500"),
        ("Get order 42 › has id", "expected undefined to deeply equal 42"),
        ("List users › users have email", "expected { id: 1, name: 'alice' } to have property 'email'"),
    ]
    assert all(signal["skill"] != "network-flaky" for signal in report["signals"])


def test_a_5xx_of_a_remote_host_is_still_a_flake(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log = tmp_path / "remote.log"
    log.write_text(
        "2026-12-05T14:00:00.0000000Z ##[group]Run npx newman run c.json\n"
        "2026-12-05T14:00:00.1000000Z ##[endgroup]\n"
        "2026-12-05T14:00:00.2000000Z   GET https://api.example.com/orders/42 [503 Service Unavailable, 211B, 17ms]\n"
        "2026-12-05T14:00:00.3000000Z ##[error]Process completed with exit code 1.\n"
    )
    report = triage_json(log, "--no-home-skills")
    assert report["category"] == "infrastructure/network/flaky"
