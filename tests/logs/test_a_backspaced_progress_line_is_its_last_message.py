"""A progress line redrawn with backspaces reads as a terminal shows it: each backspace moves the
cursor one column back and what follows is written over it, so the frames it drew over are gone.

``tests/fixtures/s37-misses/gha-webpack-4.29.6-progress.log`` is real webpack 4.29.6 output
(``webpack --mode production --progress``, 41 modules, one import that does not resolve) wrapped as
a GitHub Actions job log: its ProgressPlugin draws every message over the last with backspaces
(``lib/ProgressPlugin.js``), a 16,000-character line on a job without a terminal, and the stats'
``Hash:`` line is written after the last backspace on that same line.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.controls import overstruck
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "s37-misses" / "gha-webpack-4.29.6-progress.log"


def test_the_progress_line_is_what_the_terminal_shows() -> None:
    progress = next(line for line in LOG.read_text().split("\n") if "\b" in line)

    assert clean_line(progress).text.startswith("Hash: ")
    assert len(clean_line(progress).text) < 40


def test_the_progress_line_costs_the_excerpt_a_few_tokens(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, 2000)

    quoted = [line for block in report.excerpt for line in block.lines]
    assert any("Can't resolve './does-not-exist'" in line for line in quoted)
    assert not any("10% building" in line for line in quoted)


def test_overstrike_keeps_the_last_character_written_in_each_column() -> None:
    assert overstruck("_\bb_\bo_\bl_\bd") == "bold"  # nroff's underline
    assert overstruck("\b\bstart") == "start"  # never before the line's start
    assert overstruck("abcdef\b\b\bXY") == "abcXYf"  # a shorter message leaves the columns past it
