"""A command that a signal ended has an exit status, though no exit marker names it (issue 11).

bash reports a job a signal ended as ``script: line N: PID Segmentation fault (core dumped) cmd``
(its ``jobs.c``) and gives it the status 128 + the signal's number (bash manual, "Exit Status");
GNU make reports a recipe so ended as ``make: *** [Makefile:4: assets] Segmentation fault`` (its
``job.c``) and then exits 2 itself (GNU make manual, "How to Run make"): the step's exit code. Such
a line is the log's exit marker: a plain log that ends with one is not "cut short",
and its diagnosis keeps its confidence. The fixtures are real output made here
(``tests/skills/fixtures``: bash 5.2 and GNU make 4.3 running a C program that dereferences NULL,
and bash's report of a ``sleep`` killed with SIGKILL).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import signal_exit_status
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "status"),
    [("crash-c-program.txt", 139), ("make-segfault.txt", 2), ("bash-killed.txt", 137)],
)
def test_a_shells_or_makes_report_of_a_signal_is_the_exit_marker(fixture: str, status: int, analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / fixture, analyser, 2000)
    assert report.exit_code == status
    assert report.warnings == []
    assert report.failing_step is not None
    assert report.failing_step.evidence == next(
        line for line in (FIXTURES / fixture).read_text(encoding="utf-8").splitlines() if signal_exit_status(line)
    )


@pytest.mark.parametrize(
    ("line", "status"),
    [
        ("step.sh: line 2: 17718 Segmentation fault      ./tools/generate-assets", 139),
        ("/home/runner/work/_temp/a1.sh: line 1:  2345 Segmentation fault      (core dumped) python -c x", 139),
        ("k.sh: line 4: 23876 Killed                  sleep 10", 137),
        ("make[1]: *** [Makefile:9: check] Aborted (core dumped)", 134),
        ("make: *** [Makefile:4: assets] Segmentation fault", 139),
        ("Segmentation fault (core dumped)", None),  # no job or recipe: which command's status is unknown
        ("test_segmentation_fault_handler PASSED", None),
        ("make: *** [Makefile:4: assets] Error 2", None),  # an exit code make names itself
    ],
)
def test_the_status_is_128_plus_the_signals_number(line: str, status: int | None) -> None:
    assert signal_exit_status(line) == status
