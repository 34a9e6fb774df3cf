"""A step too long to read whole is read in windows around its first and last failures; the failed
tests it lists are its first ones in order, then how many more failed, never its first few and then
its last ones (trial-67 #7: node's TAP list went from cases 2, 7, 12 to 1762 … 1992 unannounced).

Fixtures (tests/fixtures/s30-t67b, README there): real node 20.20.2 ``--test`` (TAP and spec) and
pytest 9.2.0 runs of generated tests, every 5th node test and every 10th pytest test failing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown
from ci_triage.report.terminal import render_terminal

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t67b"


@pytest.mark.parametrize(
    ("log", "step", "total"),
    [
        ("nodetest_tap_200_failed.log.gz", 5, 200),
        ("nodetest_spec_200_failed.log.gz", 5, 200),
        ("pytest_300_failed.log.gz", 10, 300),
    ],
)
def test_the_listed_failed_tests_are_the_first_in_order_then_how_many_more(
    analyser: Analyser, log: str, step: int, total: int
) -> None:
    report, _ = triage_path(str(FIXTURES / log), analyser, DEFAULT_BUDGET)
    cases = [int(test.name.split("case")[1].strip("_ ").split()[0]) for test in report.failed_tests]
    first = 2 if step == 5 else 3
    assert cases == list(range(first, first + step * len(cases), step))  # no case skipped
    assert report.failed_tests_total == total
    shown = min(len(cases), 20)  # the Markdown lists 20 at most, then how many more failed
    assert f"- … and {total - shown} more\n" in render_markdown(report)
    console = Console(width=120, record=True, color_system=None)
    render_terminal(report, console)  # the table lists 30 at most, its caption how many more
    assert f"… and {total - min(len(cases), 30)} more" in console.export_text()
