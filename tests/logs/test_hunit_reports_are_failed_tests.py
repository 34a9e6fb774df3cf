"""HUnit's text runner names each failed test on a heading, `### Failure in: 1:case-insensitive` (an
assertion failed) or `### Error in:   3:head of empty` (an exception escaped it), with the assertion's
place and message below and its redrawn `Cases: 4  Tried: 4  Errors: 1  Failures: 1` count: that was
`unknown (confidence 0.00)` with no failed test (trial 109, #3), and the count, having failure words,
was the second test's message.

Real output: HUnit 1.6.2 under GHC 9.0.2's runghc (Debian 12), tests/fixtures/s38-t109b/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t109b"


@pytest.mark.parametrize("log", ["hs-hunit-fail.log", "hs-hunit-plain.txt"])
def test_each_failure_and_error_heading_is_a_failed_test_with_its_message(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["file"], test["line"], test["message"]) for test in report["failed_tests"]] == [
        ("1:case-insensitive", "Tests.hs", 11, "expected: Just 2; but got: Just 1"),
        ("3:head of empty", None, None, "Prelude.head: empty list"),
    ]
