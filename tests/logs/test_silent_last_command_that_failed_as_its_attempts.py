"""A script's last command that failed silently with the exit code the attempts the script went
past printed (curl's own ``curl: (7) Failed to connect``) failed the same way: those lines say what
ended the step and count in full (t93c: ``curl -sf`` refused, exit 7, after three refusals under
``set +e``, was discounted to 0.34). One answered otherwise (``curl -sf`` got a 404, exit 22) keeps
the refusals discounted.

Fixtures: ``tests/fixtures/s36-network/curl-silent-refused-last.gha.log`` and
``curl-silent-404-last.gha.log`` (README there: bash 5.2 and curl 7.88.1 run here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_silent_last_run_that_exited_as_the_refused_attempts_counts_their_refusal(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "s36-network" / "curl-silent-refused-last.gha.log")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.8
    assert all(step["reason"] != "evidence discounted" for step in report["confidence_steps"])
    assert "127.0.0.1 port 18999" in report["summary"]


def test_a_silent_last_run_that_failed_otherwise_keeps_the_refusals_discounted(
    triage_json: Callable[..., dict],
) -> None:
    report = triage_json(FIXTURES / "s36-network" / "curl-silent-404-last.gha.log")
    assert report["confidence"] < 0.5
    assert "exited with code 22" in report["summary"]
