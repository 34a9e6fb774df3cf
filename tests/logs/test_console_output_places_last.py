"""What a jest test logged (a ``console.log`` block, with its own ``at Object.log (…:8:13)``) is
where the test logged, not where it failed: its place comes after the failed test's frames
(trial 61, finding 7; tests/fixtures/s29-t61/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t61"


def test_a_console_blocks_place_comes_after_the_failed_tests(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "jest-console-log-in-failed-test.gha.log")
    assert [(where["file"], where["line"]) for where in report["locations"]] == [
        ("stock.test.js", 9),
        ("stock.js", 3),
        ("stock.test.js", 8),
    ]
