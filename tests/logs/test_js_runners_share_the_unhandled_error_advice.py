"""An error no test handled gets one advice whichever JavaScript runner failed the run on it: jest's
process ended by Node after `Ran all test suites.` (every test passed, a promise its code started
rejected with no handler once the test had ended) was a script's crash by node, `runtime error` with
the generic "read the first traceback" advice; jest's other forms (run in band through jest-circus'
frames, a worker's `child process exceptions`) had advice of their own, and vitest's `Unhandled
Rejection` another. The three share one text now (skills/js-unhandled-errors).

Real output: jest 30.5.2 (node 20.20.2), tests/fixtures/s35-t92b2/README.md; the trial-42 fixtures
(jest 30.5.2, vitest 4.1.12), tests/fixtures/trial-42/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_an_error_after_jests_run_is_jests_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s35-t92b2" / "jest_unhandled_rejection_after_tests.log", "--no-home-skills")
    assert (report["category"], report["tool"]) == ("test failure", "jest")
    assert report["summary"].endswith(": Error: queue backend unavailable: ECONNREFUSED 127.0.0.1:6379")
    assert "an error no test handled" in report["next_step"]
    assert ("src/queue.js", 3) in {(location["file"], location["line"]) for location in report["locations"]}


def test_jest_and_vitest_give_the_same_advice(triage_json: Callable[..., dict]) -> None:
    logs = [
        FIXTURES / "s35-t92b2" / "jest_unhandled_rejection_after_tests.log",
        FIXTURES / "trial-42" / "jest_unhandled_rejection.log",
        FIXTURES / "trial-42" / "jest_unhandled_rejection_workers.log",
        FIXTURES / "trial-42" / "vitest_unhandled_rejection.log",
    ]
    advice = {triage_json(log, "--no-home-skills")["next_step"] for log in logs}
    assert len(advice) == 1
    assert "rejected with no handler" in advice.pop()
