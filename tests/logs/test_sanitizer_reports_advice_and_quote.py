"""A sanitizer's report gets advice of its own: AddressSanitizer's memory error (its kind, the
first frame in the project's code, the allocation's stack) and UndefinedBehaviorSanitizer's
``runtime error:`` (undefined behaviour at that place, not a crash); and a test that a sanitizer
stopped under ctest is quoted by the report's ``ERROR: AddressSanitizer: <kind>`` line, not by the
``WRITE of size 4`` line below it.

Trial 94, findings 6 and 7 (fixtures: ``tests/fixtures/trial-94/README.md``, GCC 12.2's sanitizers).
Before: the generic "Read the first traceback or uncaught error above" for both direct runs; under
ctest, each test quoted by ``WRITE of size 4 at 0x… thread T0`` (the ``ERROR:`` line was taken for
a test runner's ``ERROR: test_x`` header once its ``==14911==`` was left out) and no sanitizer advice.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-94"


def test_an_asan_report_run_directly_gets_memory_error_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "asan-run-directly.log")
    assert (report["category"], report["tool"]) == ("runtime error", "AddressSanitizer")
    assert "AddressSanitizer stopped the program at a memory error" in report["next_step"]
    assert "traceback" not in report["next_step"]


def test_a_ubsan_runtime_error_gets_undefined_behaviour_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ubsan-run-directly.gha.log")
    assert (report["category"], report["tool"]) == ("runtime error", "UndefinedBehaviorSanitizer")
    assert "undefined behaviour" in report["next_step"]
    assert "traceback" not in report["next_step"]


def test_tests_a_sanitizer_stopped_under_ctest_are_quoted_by_the_reports_kind(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ctest-asan-ubsan.gha.log")
    assert report["tool"] == "ctest"
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages["ring_wrap"].startswith("ERROR: AddressSanitizer: heap-buffer-overflow on address")
    assert messages["ring_free"].startswith("ERROR: AddressSanitizer: heap-use-after-free on address")
    assert "runtime error: signed integer overflow" in messages["ring_sum"]
    assert "heap-buffer-overflow" in report["summary"]
    assert "AddressSanitizer stopped the program at a memory error" in report["next_step"]
