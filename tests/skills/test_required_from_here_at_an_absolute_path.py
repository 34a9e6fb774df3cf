"""g++'s error inside a system header whose ``required from here`` names the project's file by an
absolute path (the command named the source so: ``g++ -c /home/runner/work/app/app/main.cpp``) is
quoted at the project's line, the header's place after it, as for a relative path.

Fixture: g++ 12.2.0 run here (tests/fixtures/s50-cleft/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.model import TriageReport

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-cleft"


def test_the_summary_quotes_the_projects_line_not_the_system_header(
    triage_step_fixture: Callable[[str | Path], TriageReport],
) -> None:
    report = triage_step_fixture(FIXTURES / "gxx-required-from-here-absolute.txt")
    assert report.category == "compile/build error"
    assert report.summary.endswith(
        ": main.cpp:3:64: error: static assertion failed: result type must be constructible from input type"
        " (in /usr/include/c++/12/bits/stl_uninitialized.h:90:56)"
    )
