"""The summary quotes a Sphinx warning without the status line it interrupted (trial t125, finding 7a).

Sphinx prints a step's status without a line break (``checking consistency... ``, ``generating
indices... genindex ``) and ends the line when the step is done, so a warning logged meanwhile lands on
that line. ``tests/fixtures/s46-sphinx/html-W-keep-going.log`` and its wrapped copy are real
``sphinx-build -W --keep-going -b html`` output (Sphinx 9.0.4; README there).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s46-sphinx"
ORPHAN = "/home/runner/work/widget/widget/docs/orphan.rst: WARNING: document isn't included in any toctree"


@pytest.mark.parametrize("name", ["html-W-keep-going.log", "html-W-keep-going.gha.log"])
def test_the_summary_quotes_the_warning_not_the_status_before_it(name: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert f"”: {ORPHAN}" in report.summary
    assert "checking consistency..." not in report.summary


def test_each_interrupted_status_line_of_the_build_reads_as_its_warning() -> None:
    lines = (FIXTURES / "html-W-keep-going.log").read_text().splitlines()
    interrupted = [line for line in lines if "... " in line and ": WARNING: " in line]
    assert len(interrupted) == 3  # checking consistency, generating indices, writing additional pages
    assert [without_layout_prefix(line).partition(": WARNING: ")[0] for line in interrupted] == [
        "/home/runner/work/widget/widget/docs/orphan.rst",
        "/home/runner/work/widget/widget/docs/index.rst:6",
        "/home/runner/work/widget/widget/docs/index.rst:6",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "checking consistency... done",
        "reading sources... [ 50%] index",
        "dumping search index in English (code: en)... done",
    ],
)
def test_a_status_line_no_warning_interrupted_is_left_whole(line: str) -> None:
    assert without_layout_prefix(line) == line
