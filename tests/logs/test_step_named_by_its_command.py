"""A ``run:`` step is named by its ``Run`` title in every view; its workflow file's ``name:`` wins.

GitHub Actions names a ``run:`` step without a ``name:`` ``Run`` and its script's first line. The
summary used to name a step whose script began with a set-up line (``set -euo pipefail``, ``cd
./python``) by its first real command instead, while ``failing_step.name`` and the terminal view
kept the title: trial t133 #12 (tests/fixtures/s50-pasted/bash-eof-step.web.log) read step “Run echo
*** | docker login …” in the summary and “Run cd ./python” in the box, two names for one step
(session 50). ``tests/fixtures/trial-50/set-first-ruff.gha.log`` (ruff 0.17.6 run here under bash
5.2, see the folder's README) is a downloaded log of such a step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"
RUFF_LOG = FIXTURES / "trial-50" / "set-first-ruff.gha.log"


@pytest.mark.parametrize(
    ("log", "title"),
    [
        (RUFF_LOG, "Run set -euo pipefail"),
        (FIXTURES / "s50-pasted" / "bash-eof-step.web.log", "Run cd ./python"),
    ],
)
def test_the_summary_names_the_step_by_its_title(triage_json: Callable[..., dict], log: Path, title: str) -> None:
    report = triage_json(log)
    assert report["failing_step"]["name"] == title
    assert f" in step “{title}”: " in report["summary"]


def test_the_workflow_files_name_wins(triage_json: Callable[..., dict]) -> None:
    report = triage_json(RUFF_LOG, "--workflow", FIXTURES / "trial-50" / "wf" / "ci.yml")
    assert report["summary"].startswith("Lint/format in step “Lint the app”: ")
