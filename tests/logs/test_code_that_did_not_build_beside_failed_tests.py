"""A test runner that builds each unit before its tests reports one that does not compile beside
another's failed tests: the summary and the advice name that compile error, since none of its tests
ran and fixing the failed ones leaves the step red (trial 50 #1).

Real go 1.19.8 output (``tests/fixtures/s27-t50a``, README there): ``go test -vet=off ./...`` over a
module whose package ``inv`` calls an undefined function and whose package ``cart`` fails a test."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-t50a"


def test_a_package_that_did_not_build_is_named_before_the_failed_tests(triage_json) -> None:
    report = triage_json(FIXTURES / "go-test-build-failed.gha.log")
    assert report["category"] == "test failure"
    assert report["summary"].endswith(
        ": inv/inv.go:4:9: undefined: undefinedHelper (compile/build error) failed first; failed tests TestTotal"
        " — cart/cart_test.go:8: Total() = 3, want 5."
    )


def test_the_advice_says_to_fix_the_compile_error_too(triage_json) -> None:
    report = triage_json(FIXTURES / "go-test-build-failed.gha.log")
    assert "also failed to compile (inv/inv.go:4:9: undefined: undefinedHelper)" in report["next_step"]


def test_failed_tests_alone_name_no_compile_error(triage_json) -> None:
    report = triage_json(FIXTURES / "cargo-test-assert-eq.gha.log")
    assert "compile" not in report["summary"]
    assert "compile" not in report["next_step"]


def test_a_package_without_test_files_that_did_not_build_is_named_too(triage_json) -> None:
    """go prints no ``[build failed]`` line for a package with no test files: its ``# example.com/…``
    heading right above the compile error is go's own build of it (trial 99 #3; go 1.19.8's
    ``go test ./...``, ``tests/fixtures/s35-t99c/README.md``)."""
    report = triage_json(
        Path(__file__).resolve().parents[1] / "fixtures" / "s35-t99c" / "go-test-package-does-not-compile.gha.log"
    )
    assert "price/price.go:3:52: invalid operation" in report["summary"]
    assert " failed first; failed tests TestTotal" in report["summary"]
    assert "also failed to compile (price/price.go:3:52" in report["next_step"]
