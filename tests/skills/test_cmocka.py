"""cmocka's report of failed tests: a test runner's, not a compiler's error.

Fixture made here (``tests/fixtures/trial-132/README.md``): cmocka 1.1.5 (Debian's libcmocka-dev), a
program of four tests, three with a failed check, each printing ``[  ERROR   ] --- 0x4 != 0`` and
``[   LINE   ] --- test_ring.c:8: error: Failure!`` under its ``[ RUN      ]`` line (trial 132's
finding 1: read as gcc's diagnostic at 0.9, the ``[   LINE   ] --- `` text as a path, one test of three).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-132" / "cmocka.gha.log"


def test_cmocka_s_failed_checks_are_a_test_failure_with_every_test_and_its_place(analyser: Analyser) -> None:
    report = triage_path(FIXTURE, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert report.tool == "cmocka"
    assert [test.name for test in report.failed_tests] == ["test_wraps", "test_name", "test_label"]
    assert [test.message for test in report.failed_tests] == [
        "[  ERROR   ] --- 0x4 != 0",
        "[  ERROR   ] --- ring_name()",
        '[  ERROR   ] --- "ring" != "rung"',
    ]
    assert [(place.file, place.line) for place in report.locations] == [
        ("test_ring.c", 8),
        ("test_ring.c", 10),
        ("test_ring.c", 11),
    ]
