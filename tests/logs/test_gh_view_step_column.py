"""The columns ``gh run view --log`` puts before each line (``JOB<TAB>STEP<TAB>``) are the CLI's: the
runner's words in a step's name (its command, ``echo "Error: Process completed with exit code 1."``)
repeat on each of the step's lines there, and mark no exit (trial-z's p38, a passing job)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.clean import gh_view_columns_end

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

TRIAL = Path(__file__).resolve().parents[1] / "fixtures" / "trial-z"


@pytest.mark.parametrize("name", ["p38-step-title-has-error-text.ghview.log", "p38b-stepcol-renamed.ghview.log"])
def test_exit_words_in_the_step_column_mark_no_failure(triage_json, name: str) -> None:
    report = triage_json(TRIAL / name)
    assert report["failure_found"] is False, report["summary"]


def test_columns_end_before_the_line_text() -> None:
    line = b'build\techo "Error: Process completed with exit code 1."\t2026-12-03T09:58:00.0000000Z golden'
    assert line[gh_view_columns_end(line) :] == b"golden"
    assert gh_view_columns_end(b"##[error]Process completed with exit code 1.") == 0
    assert gh_view_columns_end(b"a\tb\tnot a time") == 0
