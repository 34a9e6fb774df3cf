"""A step that stopped without an error message says so; it does not quote its last line as the error.

``tests/fixtures/s45-silent/`` (GNU bash 5.2.15, see the folder's README): a ``bash -e`` script echoes
its progress (``channel is beta``, ``looking for its changelog entry``) and stops on a check that
prints nothing (a ``grep -q`` that found no line, a false ``[ -f … ]``). No line reads as an error,
and the analysis says so in its checks and advice; before, the summary and the PR comment's heading
quoted the last echo as if it were the failure: "Unknown in step “Run bash -e release.sh”: channel
is beta" (trial t123, finding 6).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s45-silent"


@pytest.mark.parametrize(
    ("name", "last_line", "line_number"),
    [
        ("bash-e-silent.gha.log", "channel is beta", 29),
        ("check-changelog-silent.gha.log", "looking for its changelog entry", 29),
    ],
)
def test_a_silent_step_says_it_printed_no_error(name: str, last_line: str, line_number: int) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert report.category == "unknown"
    said = report.summary.partition("”: ")[2]
    assert said.startswith("no line reads as an error;")
    assert said.endswith(f"“{last_line}”")
    assert job.headline_line == line_number  # the line is still cited where it is
