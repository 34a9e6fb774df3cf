"""A line whose only failure words are zero counts is no candidate line of the first pass.

Trial t129 finding 8: 400,000 ``INFO processed batch N rows=1000 errors=0 warnings=0 status=ok``
lines, then a segfault, were 400,005 candidate lines, and the step's warning said a source file's
first error among the last 334,469 may have been read only in part; a zero count says nothing
failed. The log is real output (``fixtures/zero-count-progress/README.md``: Python 3.11.7), its
progress lines written again at run time past :data:`~ci_triage.logs.first_pass.FILES_READ`.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import FILES_READ
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parent / "fixtures" / "zero-count-progress" / "etl-segfault.log"


def _long_run(tmp_path: Path) -> Path:
    """The fixture with its progress lines written on, in the same form, past ``FILES_READ``."""
    lines = FIXTURE.read_text(encoding="utf-8").splitlines(keepends=True)
    progress = [line for line in lines if line.startswith("INFO processed batch ")]
    head, _, tail = progress[0].partition(" batch 0 ")
    more = [f"{head} batch {number} {tail}" for number in range(len(progress), FILES_READ + 5000)]
    last = lines.index(progress[-1]) + 1
    log = tmp_path / "etl-long.log"
    log.write_text("".join([*lines[:last], *more, *lines[last:]]), encoding="utf-8")
    return log


def _candidate_lines(path: Path, analyser: Analyser) -> int:
    with open_log_source(str(path)) as source:
        return sum(section.trigger_lines for section in analyser.scan(source.members[0]).sections)


def test_zero_counts_are_no_candidates(analyser: Analyser, tmp_path: Path) -> None:
    """Only the crash's lines are candidates, however many progress lines come before it."""
    assert _candidate_lines(_long_run(tmp_path), analyser) == _candidate_lines(FIXTURE, analyser) < 10


def test_no_warning_of_unread_errors_when_only_zero_counts_were_past_the_bound(
    analyser: Analyser, tmp_path: Path
) -> None:
    report, _ = triage_path(_long_run(tmp_path), analyser, 2000)
    assert report.category == "runtime error"
    assert "Segmentation fault" in report.summary
    assert not [warning for warning in report.warnings if "candidate lines" in warning]
