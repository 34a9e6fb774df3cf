"""An AddressSanitizer report's shadow-memory map is left out of the excerpt but for its heading and
the buggy address's row, whatever the budget (trial 41 #11). Fixture: the trial's
``logs/04-asan-heap-overflow.log`` (gcc 12.2 ``-fsanitize=address,undefined`` under ``make check``,
a GitHub Actions job): thirty of its excerpt's fifty-three lines were the map's rows and legend,
which fit the default budget, and filled the gap between the report's ``SUMMARY:`` and the step's
last lines."""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-41" / "asan-make-check.gha.log"


def test_the_shadow_map_keeps_its_heading_and_the_buggy_row_only(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURE, analyser, DEFAULT_BUDGET)
    shown = [line for part in report.jobs[0].excerpt for line in part.lines]
    assert "SUMMARY: AddressSanitizer: heap-buffer-overflow /tmp/t41/c4/ring.c:5 in ring_push" in shown
    assert "Shadow bytes around the buggy address:" in shown
    assert [line for line in shown if line.lstrip().startswith(("0x0c", "=>0x"))] == [
        "=>0x0c047fff8000: fa fa 00 00 fa fa 00 00[fa]fa fa fa fa fa fa fa"
    ]
    assert not any("Shadow byte legend" in line or "redzone" in line for line in shown)
    assert "==6949==ABORTING" in shown
