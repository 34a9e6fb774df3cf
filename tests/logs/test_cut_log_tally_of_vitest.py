"""vitest's ``⎯⎯ Failed Tests 2 ⎯⎯`` header is its run's tally: a log cut short below it, naming fewer
failed tests than it counts, counts as many as the tally (trial-26 #4: one test of two was the whole
count; trial-67 #2: the runner's own total is the count, exactly).

Fixtures (tests/fixtures/trial-26, README there): ``vitest_truncated.log``, vitest 4.1.12's output of a
run with 2 failed tests, cut at line 85 (no exit marker) before the second failure's details; the
whole run, trial-26's ``vitest_fail.log``, names both and stays complete.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.runner_tally import reported_failures
from ci_triage.logs.source import open_log_source

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


def test_vitests_failed_tests_header_is_its_tally() -> None:
    assert reported_failures(["⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯", " Tests  2 failed | 1 passed (3)"]) == 2


def test_a_cut_vitest_log_naming_fewer_than_its_tally_counts_the_tally() -> None:
    with open_log_source(str(TRIAL_26 / "vitest_truncated.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    job = report.jobs[0]
    assert [test.name for test in job.failed_tests] == ["price > computes tax"]
    assert (job.failed_test_count, job.failed_tests_complete) == (2, True)
    assert (report.failed_tests_total, report.failed_tests_complete) == (2, True)
