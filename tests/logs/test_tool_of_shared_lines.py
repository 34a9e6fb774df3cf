"""A line that several tools print alike names no tool unless the step or the log says which (issue 11).

flake8 and ruff print ``mod.py:1:1: F401 ...`` alike: with the command line (``$ flake8 .``) the
line is flake8's, without it nobody's, never the skill's default ruff; ruff's own lines (``Found 3
errors.``, its full-format ``-->`` locations) still name ruff without a command line. The fixtures
are real output of flake8 7.5.0 and ruff made here (``tests/skills/fixtures``), taken with and
without their first (``$ command``) line.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import LogMember, LogSource

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def tool_of(analyser: Analyser, text: str) -> str | None:
    member = LogMember(name="", file=io.BytesIO(text.encode()))
    report, _ = triage_source(LogSource(label="job.log", kind="file", members=[member]), analyser, 2000)
    assert report.failure_found
    return report.tool


@pytest.mark.parametrize(
    ("fixture", "with_command", "without"),
    [("flake8.txt", "flake8", None), ("ruff-check.txt", "ruff", "ruff"), ("pylint.txt", "pylint", "pylint")],
)
def test_the_tool_comes_from_the_command_or_a_line_only_it_prints(
    analyser: Analyser, fixture: str, with_command: str, without: str | None
) -> None:
    text = (FIXTURES / fixture).read_text(encoding="utf-8")
    assert text.startswith("$ ")
    assert tool_of(analyser, text) == with_command
    assert tool_of(analyser, text.split("\n", 1)[1]) == without
