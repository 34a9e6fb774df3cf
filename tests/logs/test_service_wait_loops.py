"""A hand-written wait loop for a service, as CI jobs write them before their tests (trial 66,
findings 8 and 9).

A loop that counts its attempts (``Attempt 1/5: postgres at 127.0.0.1:5452 not ready, retrying in
1s...``, ``Redis not answering yet, retrying in 1s (attempt 1 of 10)``) and then got its answer
passed, but its service was slow or flaky: a warning says so, as it does for a retried command's
``Attempt 1 failed with exit code 1. Retrying``. A loop that gave up is quoted by its own last line,
and its advice does not promise that a re-run fails the same way: a slow service may pass.

Fixtures (tests/fixtures/s30-t66b, README there): real pg_isready 15 and redis-cli 7.0 output
against a real PostgreSQL 15 and redis-server 7 (Debian apt) started while the loop waited.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t66b"


@pytest.mark.parametrize(
    ("log", "start", "first_error"),
    [
        (
            "pg-wait-retry-passed.gha.log",
            "step “Run ./scripts/wait-for-db.sh”",
            "line 12: “127.0.0.1:5452 - no response”",
        ),
        (
            "redis-wait-retry-passed.gha.log",
            "step “Run ./scripts/wait-for-redis.sh”",
            "line 12: “Could not connect to Redis at 127.0.0.1:6395: Connection refused”",
        ),
        (
            "redis-wait-retry-passed.txt",
            "the command the log shows",
            "line 1: “Could not connect to Redis at 127.0.0.1:6395: Connection refused”",
        ),
    ],
)
def test_a_wait_loop_that_retried_and_then_passed_is_no_failure_but_a_warning(
    triage_json: Callable[..., dict], log: str, start: str, first_error: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["failure_found"] is False
    [note] = report["warnings"]
    assert note.startswith(f"{start} passed only on a retry")
    assert first_error in note


@pytest.mark.parametrize("log", ["pg-wait-gave-up.gha.log", "pg-wait-gave-up.txt"])
def test_a_wait_loop_that_gave_up_is_quoted_by_its_last_line_and_not_called_certain(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["failure_found"] is True
    assert report["category"] == "configuration"
    assert report["confidence"] < 0.7  # never started, or only slow: a flake is the rival
    assert report["summary"].endswith("Postgres did not become ready after 4 attempts, giving up")
    assert "fails the same way on a re-run" in report["next_step"]
    assert "may pass on a re-run" in report["next_step"]
    assert "A re-run fails the same way" not in report["next_step"]
