"""A failed pre-commit hook's ``- exit code: 65`` is the hook's (codespell's); the step's is what
pre-commit itself exits with, 1 (trial t123 #7): a plain log gives 1, and the hook's line still
shows the run failed (no "no exit marker" discount).

Fixture: ``tests/fixtures/s44-t123a/precommit-all.plain.log`` (pre-commit 4.7.0, four hooks fail,
codespell 2.4.3's with 65; pre-commit exited 1; its README)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

LOG = Path(__file__).parents[1] / "fixtures" / "s44-t123a" / "precommit-all.plain.log"


def test_a_plain_pre_commit_log_gives_pre_commits_own_exit_code(triage_json) -> None:
    report = triage_json(LOG)
    assert report["failing_step"]["exit_code"] == 1
    assert all(step["reason"] != "no exit marker" for step in report["confidence_steps"])
