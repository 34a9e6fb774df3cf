"""node-tap ran a test file whose process died before its first test: tap's TypeScript plugin threw
`TypeError: … (reading 'fileExists')`, then the file's subtest planned `1..0 # no tests found` and
failed. The report read a failed test, `test/parse.test.js # time=1103.044ms`, named its tool prove
(Perl's), and sent the maintainer to run a test that is fine (trial 102 #1).

Real output: tap 21.8.0 (tests/fixtures/s36-t102b/README.md); `tap-assertion.gha.log` made here with
the same tap, its TypeScript plugin turned off, on a test whose `t.equal(0.1 + 0.2, 0.3)` fails."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t102b"


def test_the_crash_before_any_test_is_the_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tap-fail.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert "TypeError: Cannot read properties of undefined (reading 'fileExists')" in report["summary"]
    assert "No test ran" in report["next_step"]


def test_a_tap_directive_is_no_part_of_a_test_name(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tap-fail.gha.log", "--no-home-skills")
    assert [test["name"] for test in report["failed_tests"]] == ["test/parse.test.js"]


def test_npx_tap_is_node_tap_not_prove(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tap-assertion.gha.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["tool"] == "node-tap"
    assert not any("# time=" in test["name"] for test in report["failed_tests"])
