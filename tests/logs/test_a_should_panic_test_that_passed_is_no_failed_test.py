"""Under ``cargo test -- --nocapture`` every panic is printed, the one a ``#[should_panic]`` test
expects too (``thread 'more::div0' panicked at src/lib.rs:11:116:``), before the test's own
``test more::div0 - should panic ... ok``: a test the runner reports ``ok`` is no failed test, and
its panic is neither the first failed test's cause nor a location (trial 62, finding 1).

Fixture (tests/fixtures/s29-t62, README there): real output of cargo 1.95.0, wrapped as a GitHub
Actions job log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t62"


def test_only_the_test_cargo_lists_as_failed_is_a_failed_test(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "cargo-should-panic-nocapture.gha.log")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["tests::adds"]
    assert "more::div0" not in report["summary"]
    assert "left: 5" in report["summary"]
    assert report["jobs"][0]["headline"].startswith("thread 'tests::adds'")
