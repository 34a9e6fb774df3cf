"""PHPUnit lists its errors before its failures, each section under ``There were N failures:``:
the last error's message is its own (``Undefined array key "nope"``), never the next section's
header, and it leads the summary.

Real output (tests/fixtures/trial-53/README.md): PHPUnit 9.6.7 on PHP 8.2 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-53"


def test_an_errors_message_stops_at_the_failures_section(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "phpunit.gha.log", "--no-home-skills")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages == {
        "CartTest::testMissingSku": 'Undefined array key "nope"',
        "CartTest::testTotalMultipliesQuantity": "Failed asserting that 1.75 is identical to 4.0.",
        "CartTest::testItemsShape": "Failed asserting that two arrays are equal.",
    }
    assert report["summary"].endswith('the first: Undefined array key "nope".')
