"""Two failed tests whose reports cite the same place (a jest `beforeAll` that threw fails both tests of its
file, each report ending `at Object.<anonymous> (db.test.js:5:11)`): the job's locations list the place
once, at its first citation, and the second test's report, whose own citation was dropped as a repeat,
cited no place of its own, so it got no file (`users › list users`: file null, line null).

Real output: jest 30.5.2 (tests/fixtures/s36-jest/README.md); trial 99's log, the same shape
(tests/fixtures/s35-t99b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("log", "shared", "place"),
    [
        ("s36-jest/jest_hooks.gha.log", "users › list users", ("jh/db.test.js", 5)),
        ("s35-t99b/jest_two_files_beforeall.log", "api › list users", ("jt/api.test.cjs", 2)),
    ],
)
def test_a_test_keeps_the_place_its_report_shares_with_an_earlier_one(
    triage_json: Callable[..., dict], log: str, shared: str, place: tuple[str, int]
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    tests = {test["name"]: (test["file"], test["line"]) for test in report["failed_tests"]}
    assert tests[shared] == place
    cited = [(location["file"], location["line"]) for location in report["locations"]]
    assert cited.count(place) == 1  # the place is still one location
