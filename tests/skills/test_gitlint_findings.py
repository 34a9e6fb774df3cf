"""gitlint's findings: the first quoted, the advice naming its rules and how to reword.

Trial 130: gitlint's ``1: T1 Title exceeds max length (80>72): "…"`` lines were read by no family:
the summary quoted the last finding and the advice was generic. The fixtures are gitlint 0.19.1
(PyPI) run here on a repository with two bad commits, on the last one and on a range
(``tests/fixtures/s49-gates``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-gates"


@pytest.mark.parametrize(
    ("name", "rules"),
    [
        ("gitlint-last.txt", "`T3`, `T5`, `B5`"),
        ("gitlint-range.txt", "`T3`, `T5`, `B5`, `T1`, `B6`"),
    ],
)
def test_the_first_finding_is_quoted_and_the_advice_names_the_rules(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path, name: str, rules: str
) -> None:
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output, 3))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == "gitlint"
    assert report.confidence >= 0.7
    assert report.summary.endswith(': 1: T3 Title has trailing punctuation (.): "WIP: fix discount."')
    assert report.locations == []
    advice = report.jobs[0].classification.next_step or ""
    assert f"of the rules {rules}" in advice
    assert "`git commit --amend`" in advice
    assert "`.gitlint`" in advice


def test_a_numbered_rule_line_without_gitlint_is_no_finding(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    _command, *output = (FIXTURES / "gitlint-last.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log("./check.sh", output, 3))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.tool != "gitlint"
