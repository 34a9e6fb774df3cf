"""A full disk is the runner's, whatever tool printed it, and a confident verdict like an OOM kill.

Trial 76's finding 1 (``fixtures/go-link-disk-full-trial.txt``, go 1.19's linker on that machine's
really full disk): ``link: mapping output file failed: no space left on device`` under ``go test``
was read as a compile error (0.61, "fix the first compiler error"): the disk-full signal read only
``No space left on device`` with a capital, and the step's tool (go test) then disagreed with the
infrastructure verdict as it never does with an out-of-memory one (``classify.STOPPED_CATEGORIES``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_a_linker_out_of_disk_under_go_test_is_a_confident_infrastructure_verdict(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / "go-link-disk-full-trial.txt")) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "infrastructure/network/flaky"
    assert report.confidence >= CONFIDENT, report.jobs[0].classification.scores
    advice = report.jobs[0].classification.next_step
    assert advice is not None
    assert "free space" in advice


def test_a_full_disk_is_named_as_the_runners_not_as_a_flake(triage_json) -> None:
    """Trial 110 #6: the category `infrastructure/network/flaky` invites a re-run that the advice says
    fills the disk again; the summary's finding says which it is (GNU tar 1.34 writing to /dev/full,
    ``tests/logs/fixtures/trial-110/tar-enospc.log``)."""
    report = triage_json(Path(__file__).parents[1] / "logs" / "fixtures" / "trial-110" / "tar-enospc.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert "(disk full: the runner's disk, not a flake; a re-run fills it again)" in report["summary"]
    assert "what fills it" in report["next_step"]
    assert not report["next_step"].startswith("Re-run")
