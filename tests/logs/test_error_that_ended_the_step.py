"""The error that ended a step decides, not one its script went past (bash(1), ``set -e``).

A retry loop's attempts (``until CMD``, ``CMD && break``, ``if CMD; then break``) fail without
stopping the script: the refusals before a service was up are no rival of the last command's 401.
A tool the script let go on and then ran again as its last command (``ruff check … || true`` then
``ruff check …``) is the step's tool, not a tolerated one; where the script echoed a line between
the two runs, the lines above that echo are the first run's and still count less.

Fixtures (tests/fixtures/s35-t93b, README there): ``redis-retry-then-401.log`` (redis-cli 7.0.15 and curl
7.88.1), ``curl-refused-then-401.log`` (curl 7.88.1 under ``set +e``), ``ruff-tolerated-then-ruff.log``
(ruff 0.17.6).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.tolerated import tolerated_commands

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t93b"


@pytest.mark.parametrize(
    ("script", "tolerated"),
    [
        (
            ["for i in 1 2 3; do redis-cli ping && break; sleep 1; done", "curl -sS --fail http://127.0.0.1/api"],
            ["redis-cli ping"],
        ),
        (["until pg_isready -h localhost; do sleep 1; done", "psql -c 'select 1'"], ["pg_isready -h localhost"]),
        (
            ["for i in 1 2 3; do", "  if curl -sS http://127.0.0.1:8080/ready; then break; fi", "done", "pytest"],
            ["curl -sS http://127.0.0.1:8080/ready"],
        ),
        (["if ! curl -sS http://127.0.0.1:8080/ready; then exit 1; fi", "pytest"], []),  # a check, no attempt
        (["until ! pgrep app; do sleep 1; done", "pytest"], []),
        (["cd app && pytest"], []),
    ],
)
def test_a_retry_loops_attempts_are_let_go_on(script: list[str], tolerated: list[str]) -> None:
    assert tolerated_commands(script) == tolerated


def test_refusals_a_retry_loop_went_past_do_not_rival_the_401(triage_json: Callable[..., dict]) -> None:
    """Before: permission/auth at 0.60, the refusal (0.85) a close rival."""
    report = triage_json(FIXTURES / "redis-retry-then-401.log")
    assert report["category"] == "permission/auth"
    assert report["confidence"] >= 0.85
    assert report["summary"].endswith("curl: (22) The requested URL returned error: 401")
    assert all(rival["strength"] < 0.5 for rival in report["competing"])


def test_an_earlier_run_of_the_last_commands_tool_above_an_echo_counts_less(triage_json: Callable[..., dict]) -> None:
    """curl runs in the ``set +e`` part and as the last command: the refusal above the script's echo is
    the first run's. (It passed before too, by curl counted tolerated as a whole; it pins that the
    last command's curl is not.)"""
    report = triage_json(FIXTURES / "curl-refused-then-401.log")
    assert report["category"] == "permission/auth"
    assert report["confidence"] >= 0.85
    assert all(rival["strength"] < 0.5 for rival in report["competing"])


def test_a_tool_the_last_command_runs_is_not_tolerated(triage_json: Callable[..., dict]) -> None:
    """Before: lint/format at 0.34, "ruff's failure was tolerated by the step's script (× 0.4)"."""
    report = triage_json(FIXTURES / "ruff-tolerated-then-ruff.log")
    assert report["category"] == "lint/format"
    assert report["confidence"] >= 0.75
    assert not any("tolerated" in step["detail"] for step in report["confidence_steps"])
