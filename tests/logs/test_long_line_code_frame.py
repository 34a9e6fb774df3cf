"""A code frame's marker far into a long line is shown, with its source, in one window (trial 67 #5).

A line longer than :data:`~ci_triage.logs.clean.MAX_LINE_CHARS` is cut around its first failure
word, else to its start. A code frame under a minified line (tsc ``--pretty`` quoting a bundle, its
``~~~`` marker 3,446 columns in) has neither on its source and marker lines: both were cut to their
first thousand characters, and the excerpt showed the file's start and blanks, never the place
marked. Both lines are now cut to the same window around the mark
(:func:`~ci_triage.logs.code_frame.far_marks`), marked as cut, so the marker stays under its place;
the location keeps tsc's column.

Fixture: ``tests/fixtures/long-line-frame/tsc-long-line.gha.log`` (its README: real TypeScript 5.9.3
output).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "long-line-frame" / "tsc-long-line.gha.log"


def test_the_marker_and_its_source_are_cut_to_the_same_window(analyser: Analyser) -> None:
    with open_log_source(FIXTURE) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert [(place.file, place.line, place.column) for place in report.locations][:1] == [("bundle.ts", 1, 3447)]
    lines = [line for span in report.excerpt for line in span.lines]
    source = next(line for line in lines if line.startswith("1 function a0"))
    marker = lines[lines.index(source) + 1]
    assert "const broken: number" in source
    assert " … [" in source  # cut, and said so
    assert marker.rstrip().endswith("~~~~~~")
    # the marker is under the name it marks, in the same window
    assert source[marker.index("~") : marker.index("~") + 6] == "broken"
