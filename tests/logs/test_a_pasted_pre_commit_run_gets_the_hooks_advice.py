"""A pre-commit run pasted from a terminal gets pre-commit's own advice, as its CI job log does.

Real output: pre-commit 4.7.0 run here (tests/fixtures/t7677/README.md). A plain paste shows no
step's command and pre-commit prints its ``reproduce locally with:`` line only in CI, so the
hook's advice, which names the command to run again, fell back to the category's generic one
("Fix the linter's findings", user trial 77 #8); it names ``pre-commit run --all-files``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t7677"


@pytest.mark.parametrize(
    ("name", "category", "advice"),
    [
        ("precommit-script-hook.plain.txt", "lint/format", "each failed hook's output above says what it found"),
    ],
)
def test_a_pasted_pre_commit_run_names_the_command_to_run_again(
    name: str, category: str, advice: str, analyser: Analyser
) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert report.category == category
    said = next_step(report)
    assert advice in said
    assert "`pre-commit run --all-files`" in said
