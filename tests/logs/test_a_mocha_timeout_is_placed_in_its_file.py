"""mocha's timeout error ends with the test's file in brackets (`Error: Timeout of 300ms exceeded. …
(/…/test/api.test.js)`): the report gave no location, and its advice named mocha's 2 s default
where the log states 300 ms (trial 102 #11).

Real output: mocha 12.0.3 (tests/fixtures/s36-t102b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_the_timed_out_tests_file_is_its_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mocha-timeout.gha.log", "--no-home-skills")
    assert report["category"] == "timeout"
    assert [location["file"] for location in report["locations"]] == [
        "/work/trials/t102/projects/mocha-flaky/test/api.test.js"
    ]
    assert "the timeout its error names" in report["next_step"]
