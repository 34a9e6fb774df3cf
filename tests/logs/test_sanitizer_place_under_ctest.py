"""A test a sanitizer (or valgrind) stopped under ctest is quoted with the place of the report's
first frame in the project's code, as the sanitizer's own ``SUMMARY:`` line gives it, and without
the heading's registers (``at pc 0x… bp 0x… sp 0x…``): ``ERROR: AddressSanitizer:
heap-buffer-overflow on address 0x60200000001c (at src/ring.c:11 in ring_push)``. A message that
names its place already (UBSan's ``src/ring.c:17:40: runtime error: …``) stays as it is, and a
report's stack ends at its blank line (the next test's report is not its).

Trial 94, finding 6 (``tests/fixtures/trial-94/ctest-asan-ubsan.gha.log``, GCC 12.2) and
``tests/fixtures/s36-cpp/README.md`` (clang++ 14, valgrind 3.19). Before: the summary quoted the
heading and its registers, cut at 120 characters, with no place (``… at pc 0x555a68200c3d bp
0x7ffc4a894ae0 sp…``); the place was there only when the program ran directly.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_asan_under_ctest_is_quoted_with_its_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "trial-94" / "ctest-asan-ubsan.gha.log")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    overflow = "ERROR: AddressSanitizer: heap-buffer-overflow on address 0x60200000001c (at src/ring.c:11 in ring_push)"
    assert messages["ring_wrap"] == overflow
    assert messages["ring_free"].endswith("(at tests/test_ring.c:12 in main)")
    assert messages["ring_sum"].endswith("cannot be represented in type 'int'")  # UBSan names its place itself
    assert report["summary"].endswith(f"— the first: {overflow}.")


def test_a_long_cxx_function_leaves_the_place_in_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s36-cpp" / "ctest-asan-clangxx.gha.log")
    [test] = report["failed_tests"]
    assert test["message"].endswith("(at src/ring.hpp:6:50 in Ring<int>::peek(unsigned long) const)")
    assert "(at src/ring.hpp:6:50" in report["summary"]
    assert "at pc 0x" not in report["summary"]


def test_valgrind_under_ctest_is_quoted_with_its_place(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s36-cpp" / "ctest-valgrind.gha.log")
    [test] = report["failed_tests"]
    assert test["message"] == "Invalid write of size 4 (at ring.c:4 in ring_push)"
