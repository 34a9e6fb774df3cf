"""A script that reports each failed check as an ``::error::`` workflow command, then a tally, is
quoted by its first reason (trial 87 #5).

``tests/fixtures/trial-87/pr_title.log`` and ``pr_title.txt`` are the same real run of a PR-title
check (see the folder's README), as a GitHub Actions job log (the runner's ``##[error]PR title …``)
and as the script printed it (``::error title=PR check::PR title …``). The job log quoted the tally
``2 PR check(s) failed.`` as the message a Python script died with (runtime error, 0.45, advice to
find where it exits); the plain paste quoted the first reason, unknown. The two now agree.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"
REASON = "PR title 'Fixed the discount rounding' does not match"


def test_the_job_log_and_the_paste_quote_the_first_reason_alike(analyser: Analyser) -> None:
    job = triage_path(FIXTURES / "pr_title.log", analyser, 2000)[0].jobs[0]
    paste = triage_path(FIXTURES / "pr_title.txt", analyser, 2000)[0].jobs[0]
    assert job.headline is not None
    assert job.headline.startswith(REASON)
    assert job.headline == paste.headline
    assert job.classification.category == paste.classification.category
