"""A plain log whose only failure line is an error annotation a tool printed reads as that failure.

A tool run outside the GitHub runner that prints the workflow command ``::error file=a.py,line=3::boom``
(or ``::error::boom``) says that it found an error: the runner would have made it an annotation
(GitHub Docs, "Workflow commands for GitHub Actions"). A log saved without exit markers used to
read "no failure found" when such a line was its only failure line (no generic failure word:
``boom``). Fixture ``fixtures/error-annotation-no-exit-marker.txt``: real output of ``sh check.sh``,
a script that echoes ``checking a.py`` and ``::error file=a.py,line=3::boom`` and exits 1 (dash,
Debian 12, made 2026-12-03), saved without its exit status.
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.source import LogMember

FIXTURE = Path(__file__).parent / "fixtures" / "error-annotation-no-exit-marker.txt"


def _plain(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_a_printed_error_annotation_is_the_failure_line(analyser: Analyser) -> None:
    report = _plain(analyser, FIXTURE.read_text().splitlines())
    assert report.failure_found
    assert report.headline == "a.py:3: boom"
    assert [(location.file, location.line) for location in report.locations] == [("a.py", 3)]


def test_an_annotation_without_a_place_is_the_failure_line_too(analyser: Analyser) -> None:
    report = _plain(analyser, ["checking", "::error::boom"])
    assert report.failure_found
    assert report.headline == "boom"


def test_a_warning_annotation_is_no_failure(analyser: Analyser) -> None:
    report = _plain(analyser, ["checking a.py", "::warning file=a.py,line=3::boom"])
    assert not report.failure_found
