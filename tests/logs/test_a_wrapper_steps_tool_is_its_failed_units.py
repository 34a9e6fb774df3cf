"""A step that runs only a wrapper (pre-commit, tox) is judged against the tool its deciding unit ran,
not a tool another failed unit ran: pre-commit's failed check-yaml hook (no catalogue tool) beside a
failed mypy hook was read as "the step runs mypy, a type check tool" and its right lint/format
verdict cut × 0.7 (trial t123, finding 3; tox-noinstall.gha.log, py39 beside unit, is in
test_a_unit_beside_others_reads_as_alone.py).

Fixtures: ``tests/fixtures/s44-t123a/`` (real pre-commit 4.7.0 and tox 4.67.17 runs; its README)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t123a"


@pytest.mark.parametrize(
    ("name", "category"),
    [
        ("precommit-all.gha.log", "lint/format"),  # check-yaml decides; mypy and codespell failed later
        ("precommit-all.plain.log", "lint/format"),
    ],
)
def test_another_units_tool_does_not_disagree_with_the_verdict(analyser: Analyser, name: str, category: str) -> None:
    report, _ = triage_path(FIXTURES / name, analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == category
    reasons = [step.reason for step in job.classification.confidence_steps]
    assert "step tool disagrees" not in reasons, job.classification.confidence_steps
    assert "several units failed" in reasons  # the other failed units still lower it, saying so
