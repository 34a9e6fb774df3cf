"""A step whose process a signal killed, with nothing but the exit code to say so (trial 91 #5).

Under GitHub Actions' ``shell: python {0}`` the step's process is Python itself: no shell reports
``Segmentation fault``, and without faulthandler Python prints nothing; the runner gives the end by
signal N as exit code 128 + N. The advice is then a crash's, naming the signal the code stands for.
Fixtures: ``fixtures/signal-exit-code`` (real CPython 3.11.7 output, its README).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures" / "signal-exit-code"


@pytest.mark.parametrize(
    ("fixture", "meaning"),
    [
        ("segv-python-shell.log", "Exit code 139 = 128 + 11 (SIGSEGV"),
        ("abort-python-shell.log", "Exit code 134 = 128 + 6 (SIGABRT)"),
        ("sigfpe-python-shell.log", "Exit code 136 = 128 + 8 (SIGFPE)"),
    ],
)
def test_the_exit_code_alone_gives_a_crashs_advice(fixture: str, meaning: str, analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / fixture, analyser, 2000)
    assert report.category == "runtime error"
    assert next_step(report).startswith(meaning)


def test_a_shells_own_report_of_the_signal_keeps_its_advice(analyser: Analyser) -> None:
    fixture = Path(__file__).parents[1] / "skills" / "fixtures" / "crash-c-program.txt"
    report, _ = triage_path(fixture, analyser, 2000)
    assert not next_step(report).startswith("Exit code 139")
