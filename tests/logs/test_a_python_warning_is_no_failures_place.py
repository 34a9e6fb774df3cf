"""A warning Python's ``warnings`` module printed is not where tests failed.

``pytest-warnings-summary.gha.log`` (``tests/fixtures/trial-39/README.md``: real pytest 9.2.0 output)
lists, under ``=== warnings summary ===``, a passing test's ``/…/tests/test_warn.py:3:
DeprecationWarning: old_api() is deprecated and will fail in 3.0``, indented under the test's id.
That line looked like a place under a diagnostic's heading (the test's id above it), and its message's
``will fail`` like more than a warning, so the warning's file had been listed among the failure's
locations.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "trial-39" / "pytest-warnings-summary.gha.log"


def test_the_warnings_file_is_no_location() -> None:
    report, _ = triage_path(str(FIXTURE), Analyser.load(), 2000)
    assert report.category == "test failure"
    assert [f"{place.file}:{place.line}" for place in report.jobs[0].locations] == [
        "src/calc/core.py:10",  # test_mean_empty's error, then its frame
        "tests/test_core.py:15",
        "tests/test_core.py:19",  # test_discount's
    ]
