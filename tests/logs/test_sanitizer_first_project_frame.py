"""The first project frame of a sanitizer's report is found in C++ and ThreadSanitizer forms too.

A C++ frame's function holds blanks (``#0 0x… in Ring<int>::peek(unsigned long) const
/home/runner/work/ring/ring/ring.cpp:10``), and ThreadSanitizer prints its frames without the
address and ``in`` (``#0 bump /home/runner/work/race/race/main.c:7 (main+0x11e0)``): both are the
place the headline names, not a later ``main`` frame or none. Fixtures (real output, gcc/g++ 12.2.0,
Debian 12, made 2026-12-03): ``tests/skills/fixtures/asan-cpp-heap-buffer-overflow.txt`` (``g++ -g
-fsanitize=address``, a read past a vector's data in a template's const method) and
``tsan-data-race.txt`` (``gcc -g -fsanitize=thread``, two threads incrementing one global).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


@pytest.mark.parametrize(
    ("fixture", "frame"),
    [
        (
            "asan-cpp-heap-buffer-overflow.txt",
            "(at #0 0x56084b510836 in Ring<int>::peek(unsigned long) const /home/runner/work/ring/ring/ring.cpp:10)",
        ),
        ("tsan-data-race.txt", "(at #0 bump /home/runner/work/race/race/main.c:7 (main+0x11e0))"),
    ],
)
def test_the_headline_names_the_first_project_frame(fixture: str, frame: str, analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / fixture)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    headline = report.jobs[0].headline
    assert headline is not None
    assert headline.endswith(frame), headline
