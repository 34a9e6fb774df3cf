"""Rust's failed tests and compile errors say what differed (trial 50 #8): a failed ``assert_eq!``'s
message keeps its ``left:`` and ``right:`` values, without the thread's run-specific id (``(16743)``,
Rust 1.90 on); the test closure the harness called (``{{closure}}`` above ``core::ops::function``)
is no location; rustc's ``error[E0308]: mismatched types`` is quoted with its primary label,
``expected `i32`, found `&str```.

Real cargo/rustc 1.95.0 output (``tests/fixtures/s27-t50a``, README there)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-t50a"


def test_an_assert_eq_message_keeps_both_values_and_no_thread_id(triage_json) -> None:
    report = triage_json(FIXTURES / "cargo-test-assert-eq.gha.log")
    assert [test["message"] for test in report["failed_tests"]] == [
        "thread 'tests::adds' panicked at calc/src/lib.rs:11:9: assertion `left == right` failed; left: 0; right: 4",
        "thread 'more::halves' panicked at calc/src/lib.rs:20:9: assertion `left == right` failed: halves of [1, 2];"
        " left: 1; right: 2",
    ]
    assert report["summary"].endswith("assertion `left == right` failed; left: 0; right: 4.")


def test_the_harness_called_closure_is_no_location(triage_json) -> None:
    report = triage_json(FIXTURES / "cargo-test-assert-eq.gha.log")
    assert [(place["file"], place["line"]) for place in report["locations"]] == [
        ("calc/src/lib.rs", 11),
        ("calc/src/lib.rs", 20),
    ]


def test_a_mismatched_types_error_is_quoted_with_its_label(triage_json) -> None:
    report = triage_json(FIXTURES / "cargo-e0308.gha.log")
    assert report["summary"].endswith(": error[E0308]: mismatched types: expected `i32`, found `&str`")
