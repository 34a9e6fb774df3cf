"""alcotest under ``dune test``: the failed test is alcotest's case (``> [FAIL]  perimeter  1
line.``, its columns read as ``perimeter 1 line``), not the test executable dune reports failing
(``test_geom alias test/runtest (exit 1)``), its message is the failed check inside the case's box,
not the box's border line, with the two values it compared (``Expected: `1'``, ``Received: `2'``,
below alcotest's restatement ``FAIL degenerate line``: trial 73, #8), and alcotest's own frames
(``src/alcotest-engine/test.ml``, a path in its source tree) are no locations (user trial 60,
finding 5).

The log is real alcotest 1.6 / dune 2.9.3 / OCaml 4.13.1 output (tests/fixtures/s29-t60b/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t60b"


def test_the_failed_case_is_the_failed_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-alcotest.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("perimeter 1 line", "ASSERT degenerate line; Expected: `1'; Received: `2'")
    ]
    assert report["confidence"] >= 0.8


def test_alcotests_own_frames_are_no_places(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-alcotest.log", "--no-home-skills")
    assert not [location for location in report["locations"] if "alcotest" in location["file"]]
    assert not report["competing"]


def test_the_failed_checks_values_join_its_message(triage_json: Callable[..., dict]) -> None:
    """Trial 73's alcotest (tests/fixtures/s31-t73b/README.md): ``ASSERT 10 percent off`` with
    ``Expected: `490'`` and ``Received: `486'``, as other runners' expected and actual values are kept."""
    report = triage_json(FIXTURES.parent / "s31-t73b" / "ml-alcotest.log", "--no-home-skills")
    assert [(test["name"], test["message"]) for test in report["failed_tests"]] == [
        ("discount 0 percent", "ASSERT 10 percent off; Expected: `490'; Received: `486'")
    ]
