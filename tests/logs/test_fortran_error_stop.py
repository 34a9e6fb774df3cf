"""A Fortran program that ends with ``ERROR STOP``: its own words lead, never the runtime's unresolved
``#0 0x… in ???`` frame below ``Error termination. Backtrace:``; a test program's ` FAIL:` check, printed
by list-directed ``print *`` with a blank first, is a failed test and ``ERROR STOP`` only its exit
(user trial 131).

The logs are real gfortran 12.2 output (tests/fixtures/s49-runners/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-runners"


def test_error_stop_is_the_quote_not_a_backtrace_frame(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "fortran-error-stop.txt", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert report["summary"].endswith(": ERROR STOP 1")
    assert "???" not in report["summary"]


def test_a_fortran_harness_fail_line_is_a_test_failure(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "fortran-harness-fail.txt", "--no-home-skills")
    assert report["category"] == "test failure"
    assert "FAIL: adds three: expected" in report["summary"]
