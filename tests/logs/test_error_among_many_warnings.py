"""One compiler error among tens of thousands of warnings is found, wherever it sits (trial 67 #1).

``make -k`` over a large C project built with ``-Wall -Wextra`` prints a warning per line of
sloppy code and goes on after a unit fails: the one ``error:`` then sits between 70,000 warnings.
The first pass kept a section's first line of each kind of trigger only in its first 65,536
trigger lines, so an error after them, with more warnings after it, was never read: ``unknown``,
"none matched", an excerpt of warnings. Every trigger line's kind is now read; the cap that is left
(the first signal line of each source file, read in :data:`~ci_triage.logs.first_pass.FILES_READ`
trigger lines) is named in the report's warnings when a failing step goes past it.

Fixture (``tests/fixtures/warnings-build/make-k-warnings.gha.log``): GNU make 4.3 and gcc 12.2.0
(Debian 12) run here, ``make -k`` over ``unit0.c unit1.c broken.c unit2.c`` (each ``unit`` four
functions with an unused variable and an unsigned ``< 0`` comparison; ``broken.c`` an undeclared
identifier), compiled with ``gcc -Wall -Wextra -std=c11 -O0 -c``, wrapped as a GitHub Actions
step (a timestamp per line, ``##[group]Run make -k``, ``##[error]Process completed with exit code
2.``). The test repeats ``unit0.c``'s real warnings to build a step of the trial's size.
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import FILES_READ
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogMember, LogSource

FIXTURE = Path(__file__).parents[1] / "fixtures" / "warnings-build" / "make-k-warnings.gha.log"
ERROR = "broken.c:2:27: error: ‘undeclared_symbol’ undeclared (first use in this function)"


def _many_warnings_log() -> tuple[bytes, int]:
    """The fixture with ``unit0.c``'s compilation (8 warnings) repeated so that more than
    :data:`FILES_READ` warning lines come before ``broken.c``'s error and a thousand compilations
    after it, as ``make -k -j2`` interleaves units; and the error's line number."""
    lines = FIXTURE.read_bytes().splitlines(keepends=True)
    start = next(n for n, line in enumerate(lines) if b"-c unit0.c" in line)
    end = next(n for n, line in enumerate(lines) if b"-c unit1.c" in line)
    broken = next(n for n, line in enumerate(lines) if b"-c broken.c" in line)
    made = next(n for n, line in enumerate(lines) if b"make: *** [Makefile" in line)
    unit = lines[start:end]
    before = FILES_READ // 8 + 200
    step = [*lines[:start], *unit * before, *lines[broken : made + 1], *unit * 1000, *lines[made + 1 :]]
    error_line = next(n for n, line in enumerate(step, 1) if ERROR.encode() in line)
    return b"".join(step), error_line


def test_an_error_after_the_cap_with_warnings_after_it_is_the_compile_error(analyser: Analyser) -> None:
    data, error_line = _many_warnings_log()
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    assert report.category == "compile/build error"
    assert ERROR in report.summary
    assert any(block.start_line <= error_line <= block.end_line for block in report.excerpt)
    # the cap left (each file's first error) is said, with the step's numbers
    assert any("Run make -k" in warning and f"first {FILES_READ:,} only" in warning for warning in report.warnings)


def test_the_cap_s_warning_names_the_step_the_report_names(analyser: Analyser) -> None:
    """Trial 120's finding 8: the warning lines came before the runner's own first line (a log
    saved with output ahead of the job's), so the log reads as a plain one, a whole-log step with no
    name of its own: the warning said ``step “”`` while the report named ``(whole log)``."""
    lines = FIXTURE.read_bytes().splitlines(keepends=True)
    start = next(n for n, line in enumerate(lines) if b"-c unit0.c" in line)
    end = next(n for n, line in enumerate(lines) if b"-c unit1.c" in line)
    data = b"".join([*lines[start:end] * (FILES_READ // 8 + 200), *lines])
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    step = report.jobs[0].failing_step
    assert step is not None
    capped = [warning for warning in report.warnings if f"first {FILES_READ:,} only" in warning]
    assert capped
    assert all(warning.startswith(f"step “{step.name}”:") for warning in capped)
