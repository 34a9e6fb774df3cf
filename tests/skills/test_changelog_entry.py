"""A changelog gate's place is the changelog it asked for, not the changed files it listed (trial 87 #1).

``tests/fixtures/trial-87/changelog_required.log`` is a real ``check_changelog.sh`` run (bash, git
2.x; see the folder's README): ``Files changed since main:`` over ``  src/shop/cart.py``, then
``ERROR: CHANGELOG.md was not updated.``. The verdict was ``unknown`` and the location the listed
``src/shop/cart.py``, a file with nothing wrong in it; the file to edit is ``CHANGELOG.md``.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

LOG = Path(__file__).parents[1] / "fixtures" / "trial-87" / "changelog_required.log"


def test_the_changelog_is_the_place_and_the_listed_files_are_none(analyser: Analyser) -> None:
    job = triage_path(LOG, analyser, 2000)[0].jobs[0]
    assert job.classification.category == "lint/format"
    assert [(location.file, location.line) for location in job.locations] == [("CHANGELOG.md", None)]
