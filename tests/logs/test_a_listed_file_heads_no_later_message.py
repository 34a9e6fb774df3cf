"""A file listed under a line that announces a list is no heading of the message after the list
(trial 87 #1).

``tests/fixtures/trial-87/changelog_required.log`` is a real ``check_changelog.sh`` run (bash, git
2.x; see the fixture folder's README): ``Files changed since main:`` over ``  src/shop/cart.py``,
then ``ERROR: CHANGELOG.md was not updated.``. The listed file was read as the heading of the error
below it (as ESLint's file heading is of its indented diagnostics), and the summary quoted
``src/shop/cart.py: ERROR: CHANGELOG.md was not updated.``, a line the log does not hold.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "changelog_required.log"


def test_the_summary_quotes_the_error_line_as_the_log_holds_it(analyser: Analyser) -> None:
    report, _ = triage_path(LOG, analyser, 2000)
    job = report.jobs[0]
    assert job.headline == "ERROR: CHANGELOG.md was not updated."
    assert job.headline_line == 65
    assert any(job.headline in line for span in job.excerpt for line in span.lines)
