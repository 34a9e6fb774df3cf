"""make's report written on the line its recipe's command left unfinished is the step's exit (trial
129 F4).

A C test program that printed ``test_lookup_missing ... `` without a newline and then died (or
called ``exit(1)``) leaves make to write ``make: *** [Makefile:2: check] Segmentation fault`` on that
same line. It is make's report all the same: the step exited with make's 2, the log is not cut short
(no "no exit marker" warning, no × 0.75), and a recipe's ``Error 1`` there names its exit too.

Fixtures: ``tests/fixtures/t129-crash/README.md`` (gcc 12.2.0, GNU make 4.3, run here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import NO_EXIT_MARKER

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "t129-crash"


def test_a_segfault_make_reports_after_a_tests_name_is_the_steps_exit(triage_json) -> None:
    report = triage_json(FIXTURES / "make-segfault-glued.log")
    assert (report["category"], report["exit_code"]) == ("runtime error", 2)
    assert not any(NO_EXIT_MARKER in warning for warning in report["warnings"])
    assert report["confidence"] >= 0.8
    assert [test["name"] for test in report["failed_tests"]] == ["test_lookup_missing"]


def test_a_recipes_error_make_reports_after_a_tests_name_is_the_steps_exit(triage_json) -> None:
    report = triage_json(FIXTURES / "make-error-glued.log")
    assert report["exit_code"] == 2
    assert report["summary"].endswith("test_lookup_missing ... make: *** [Makefile:4: fail] Error 1")
