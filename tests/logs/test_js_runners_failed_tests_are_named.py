"""AVA's, tape's, uvu's and jasmine's failures are test failures naming their failed tests (trial
92, #2, #3, #11, #14): jasmine and uvu were `unknown`, uvu's summary quoting a `node_modules` frame;
AVA's came from the command alone with no test; tape was "prove" and its failed test the assertion's
message (`2m is 120000 ms`) instead of its test (`parses minutes`, the `#` comment above it).

Real output: ava 6, tape 5, uvu 0.5 and jasmine 5 run by trial 92, tests/fixtures/s34-t92/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s34-t92"


@pytest.mark.parametrize(
    ("log", "tool", "tests", "location"),
    [
        ("ava.log", "ava", ["collapses whitespace", "strips punctuation"], ("test/slug.test.js", 9)),
        ("tape.log", "tape", ["parses minutes"], ("test/parse.js", 10)),
        ("tape.out", "tape", ["parses minutes"], ("/projects/tape-app/test/parse.js", 10)),
        ("uvu.log", "uvu", ["trims spaces"], ("tests/kv.js", 10)),
        ("jasmine.log", "jasmine", ["money split keeps the total"], ("spec/moneySpec.js", 12)),
    ],
)
def test_the_runners_failed_tests_are_named(
    triage_json: Callable[..., dict], log: str, tool: str, tests: list[str], location: tuple[str, int]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.8
    assert report["tool"] == tool
    assert [test["name"] for test in report["failed_tests"]] == tests
    assert report["failed_tests_total"] == len(tests)
    first = report["locations"][0]
    assert first["file"].endswith(location[0])
    assert first["line"] == location[1]
    assert all("node_modules" not in place["file"] for place in report["locations"])
    assert "node_modules" not in report["summary"]
