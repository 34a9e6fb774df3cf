"""A line that is the decisive failure's own consequence is no rival category (trial-19, crash19).

After a job timeout the runner cancels the job (``The operation was canceled.``); after V8 runs out of
heap the process aborts (the shell's ``Aborted``, exit 134). Both lines used to compete with the
verdict at full strength (cancelled 1.00, a "segfault" 0.85) and held a right, unambiguous verdict at
0.60. A signal's ``consequence_of`` names the categories whose failure causes its line; under such
a verdict the line is left out of the rivals, under any other it counts as before.

Fixtures: ``tests/fixtures/trial-19/npm-oom.gha.log`` and ``job-timeout.gha.log`` (their README says how
they were made).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"


def test_the_abort_after_a_heap_out_of_memory_is_no_rival(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "trial-19" / "npm-oom.gha.log"), analyser, 2000)
    assert report.category == "out-of-memory"
    assert report.competing == []
    assert report.confidence >= 0.9


def test_the_cancellation_after_a_job_timeout_is_no_rival(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "trial-19" / "job-timeout.gha.log"), analyser, 2000)
    assert report.category == "timeout"
    assert "cancelled" not in {other.category for other in report.competing}
    assert report.confidence >= 0.9


def test_a_cancellation_still_counts_against_a_verdict_it_does_not_follow(analyser: Analyser, tmp_path: Path) -> None:
    """Out of memory does not cancel a job: the same log with the runner's cancellation instead of the
    abort keeps the cancellation as the verdict, out of memory its rival."""
    text = (FIXTURES / "trial-19" / "npm-oom.gha.log").read_text(encoding="utf-8")
    log = tmp_path / "oom-then-cancelled.gha.log"
    log.write_text(text.replace("Aborted\n", "The operation was canceled.\n"), encoding="utf-8")
    report, _ = triage_path(str(log), analyser, 2000)
    assert (report.category, [other.category for other in report.competing][:1]) == ("cancelled", ["out-of-memory"])
