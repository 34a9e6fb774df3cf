"""Playwright's list reporter: a passing test's ``✓`` line is no source location, and each failed test
is named alike, by its title with its file apart, whichever of its three lines named it first
(trial-26 #7: ``e2e/store.spec.js:6:1 › buy adds to cart`` with file null, the other with its file,
and the passing test's ``e2e/store.spec.js:2:1`` among the locations).

Fixture (tests/fixtures/trial-26, README there): ``playwright_fail.log``, Playwright Test with Debian's
chromium, 3 tests (1 passes, one fails on ``toHaveText``, one times out).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_failed_tests_by_title_and_file_and_no_passing_tests_place() -> None:
    with open_log_source(str(TRIAL_26 / "playwright_fail.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert [(test.name, test.file) for test in job.failed_tests] == [
        ("buy adds to cart", "e2e/store.spec.js"),
        ("checkout link works", "e2e/store.spec.js"),
    ]
    assert (2, 1) not in {(location.line, location.column) for location in job.locations}
