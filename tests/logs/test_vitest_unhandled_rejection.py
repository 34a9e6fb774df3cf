"""vitest that failed its run on an unhandled rejection while every test passed (``Unhandled Rejection``,
``Error: queue backend unavailable: ECONNREFUSED 127.0.0.1:6379``, ``Tests 1 passed``, ``Errors 1 error``)
is summarised as that unhandled rejection, with advice about the promise no one handled, not "run the
failed tests" (none failed) nor words that read as a flaky network (trial 42, finding 6).

Fixture (tests/fixtures/trial-42, README there): ``vitest_unhandled_rejection.log``, vitest 4.1.12 from the
npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-42" / "vitest_unhandled_rejection.log"


def test_an_unhandled_rejection_is_named_in_summary_and_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(LOG)
    assert (report["category"], report["tool"]) == ("test failure", "vitest")
    assert "Unhandled Rejection: Error: queue backend unavailable" in report["summary"]
    assert "rejected with no handler" in report["next_step"]
    assert "failed tests" not in report["next_step"]
    assert ("src/queue.js", 1) in {(location["file"], location["line"]) for location in report["locations"]}
