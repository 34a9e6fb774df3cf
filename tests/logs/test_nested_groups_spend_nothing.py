"""A step that closes many groups after its output (a wrapper's nested ``##[group]``s: tox, nox, a
composite action) reads and shows its output's end, not its ``##[endgroup]`` lines (trial-67 #4: 300
nested groups; 20 of 50 listed tests had no file, their ``FAILED`` lines unread, and the excerpt's
last piece was 200 ``##[endgroup]`` lines while ``300 failed, 2700 passed`` was left out).

Fixture (tests/fixtures/s30-t67b, README there): ``pytest_300_failed_deepgroups.log.gz``, the real
pytest 9.2.0 output of ``pytest_300_failed.log.gz`` inside 300 nested groups, as a GitHub Actions job log.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "s30-t67b" / "pytest_300_failed_deepgroups.log.gz"


def test_closing_groups_neither_hide_nor_spend_the_steps_end(analyser: Analyser) -> None:
    report, _ = triage_path(str(LOG), analyser, DEFAULT_BUDGET)
    assert [test.name for test in report.failed_tests if test.file is None] == []
    assert report.failed_tests_total == 300
    shown = [line for span in report.excerpt for line in span.lines]
    assert any("300 failed, 2700 passed" in line for line in shown)
    tail = [span for span in report.excerpt if span.reason == "end of the failing step"]
    assert tail
    assert all(line.strip() for span in tail for line in span.lines)  # no closing marker shown
