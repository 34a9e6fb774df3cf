"""A line of the failing log that differs from a line of the passing log only by what a tool writes
inside it each run (pytest-xdist's worker and progress, Python logging's time, an elapsed clock) has
that line's template, so the comparison does not call it new.

Real output made on this machine (``fixtures/baseline``): ``pytest -n 2 -v`` (pytest-xdist 3.6.1)
of ten passing parametrised tests (``pytest-xdist-passes.out``) and of the same ten plus one failing
test (``pytest-xdist-fails.out``: the progress is out of 11, ``[  9%]`` for ``[ 10%]``, and some
tests ran on the other worker, ``gw0`` for ``gw1``); a script logging with
``logging.basicConfig(format="%(asctime)s %(levelname)s %(name)s: %(message)s")`` (the default
``asctime``: ``2026-12-03 13:50:31,260``) run twice, the second time logging an error
(``python-logging-*.out``).
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs import compare
from ci_triage.logs.source import LogMember
from ci_triage.logs.templates import line_template

FIXTURES = Path(__file__).parent / "fixtures" / "baseline"


def new_lines(passing: str, failing: str) -> list[bytes]:
    """The lines of fixture ``failing`` that the comparison with fixture ``passing`` calls new."""
    baseline = compare.read_baseline(LogMember(name="", file=io.BytesIO((FIXTURES / passing).read_bytes())), "run 42")
    text = (FIXTURES / failing).read_bytes()
    comparison = compare.compare_member(LogMember(name="", file=io.BytesIO(text)), baseline)
    lines = text.split(b"\n")
    return [lines[anchor.line - 1] for anchor in comparison.new]


def test_pytest_xdist_lines_of_tests_that_passed_in_both_runs_are_not_new() -> None:
    new = new_lines("pytest-xdist-passes.out", "pytest-xdist-fails.out")
    assert [line for line in new if b"PASSED" in line] == []
    assert b"[gw0] [100%] FAILED test_calc.py::test_cube " in new
    assert b">       assert 2**3 == 9" in new


def test_python_logging_lines_the_passing_run_logged_too_are_not_new() -> None:
    new = new_lines("python-logging-passes.out", "python-logging-fails.out")
    assert len(new) == 1
    assert new[0].endswith(b' ERROR deploy: migration 0004_add_index failed: relation "users" does not exist')


def test_an_elapsed_clock_has_one_template_whatever_its_hours() -> None:
    """``date -u -d @5 +%T`` prints ``00:00:05``, ``date -u -d @3605 +%T`` ``01:00:05``."""
    assert line_template(b"[00:00:05] Starting 'build'...") == line_template(b"[01:00:05] Starting 'build'...")
    assert line_template(b"Failures: 0") != line_template(b"Failures: 1")  # a count of zero stays a zero
