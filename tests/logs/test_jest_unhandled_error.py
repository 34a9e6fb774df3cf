"""jest whose test process died on an error no test handled (a promise rejected with no handler, while
its tests pass) is a test failure of jest with advice about that error, as vitest's ``Unhandled
Rejection`` is, not a script's crash by node nor "run the failed tests" (trial 42, finding 7).

Two forms, real jest 30.5.2 (tests/fixtures/trial-42, README there): run in band
(``jest_unhandled_rejection.log``: Node prints the error with frames through jest-circus and ends the
process, no test result follows) and with workers (``jest_unhandled_rejection_workers.log``: ``Jest
worker encountered 4 child process exceptions, exceeding retry limit`` under ``● Test suite failed to
run``, ``Tests: 1 passed``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-42"


@pytest.mark.parametrize("log", ["jest_unhandled_rejection.log", "jest_unhandled_rejection_workers.log"])
def test_an_error_no_test_handled_is_jest_s_failure_with_its_advice(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("test failure", "jest")
    assert "an error no test handled" in report["next_step"]
    assert "Run the failed tests locally" not in report["next_step"]
    assert ("src/queue.js", 1) in {(location["file"], location["line"]) for location in report["locations"]}


def test_run_in_band_the_summary_quotes_the_error(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest_unhandled_rejection.log")
    assert report["summary"].startswith("Test failure in step")
    assert report["summary"].endswith(": Error: queue backend unavailable: ECONNREFUSED 127.0.0.1:6379")
    assert report["failed_tests"] == []
