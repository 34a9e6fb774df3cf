"""publint's numbered errors and arethetypeswrong's problems are findings on package.json (trial t127, finding 7).

Real output of publint 0.3.25 on node 20.20.2 (``npx publint --strict``, exit 1) on a package whose
``exports`` names files it does not hold and misorders its conditions (``fixtures/publint-0.3.25-strict.txt``),
and of ``npx publint`` (exit 0) on one with warnings only (``fixtures/package-checks/``); of
@arethetypeswrong/cli 0.18.5 (``npx attw --pack .``) on the first package (``fixtures/attw-0.18.5*.txt``,
under ``--profile esm-only`` in ``fixtures/package-checks/``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures"
FIRST_ROW = (
    '1. pkg.exports["."].types should be the first in the object as conditions are order-sensitive'
    " so it can be resolved by TypeScript."
)


def test_publints_first_error_row_is_the_summary_in_a_job(triage_step_fixture: Callable[[str], TriageReport]) -> None:
    report = triage_step_fixture("publint-0.3.25-strict.txt")
    assert report.category == "configuration"
    assert report.tool == "publint"
    assert report.summary.endswith(FIRST_ROW)
    assert "package.json" in next_step(report)


def test_publints_output_pasted_alone_is_read_the_same(triage_text: Callable[[str], TriageReport]) -> None:
    output = (FIXTURES / "publint-0.3.25-strict.txt").read_text(encoding="utf-8").split("\n", 1)[1]
    report = triage_text(output)
    assert report.category == "configuration"
    assert report.summary.endswith(FIRST_ROW)


def test_rows_under_warnings_alone_are_no_error(triage_text: Callable[[str], TriageReport]) -> None:
    """Without ``--strict`` publint exits 0 for warnings: no ``Errors:`` heading, no finding of its."""
    output = (FIXTURES / "package-checks" / "publint-0.3.25-warnings.txt").read_text(encoding="utf-8").split("\n", 1)[1]
    report = triage_text(output)
    assert not any(
        match.signal.skill == "publint" and match.signal.role == "error"
        for job in report.jobs
        for match in job.classification.signals
    )


ATTW_FIRST = (
    "Import failed to resolve to type declarations or JavaScript files."
    " https://github.com/arethetypeswrong/arethetypeswrong.github.io/blob/main/docs/problems/NoResolution.md"
)


@pytest.mark.parametrize("name", ["attw-0.18.5.txt", "attw-0.18.5-no-emoji.txt"])
def test_attws_first_problem_is_the_summary(triage_step_fixture: Callable[[str], TriageReport], name: str) -> None:
    """@arethetypeswrong/cli 0.18.5 (``npx attw --pack .``, exit 1), with its emoji and under ``--no-emoji``."""
    report = triage_step_fixture(name)
    assert report.category == "configuration"
    assert report.tool == "arethetypeswrong"
    assert report.summary.endswith(ATTW_FIRST)
    assert "exports" in next_step(report)


def test_a_problem_attws_profile_ignores_is_no_error() -> None:
    """``--profile esm-only`` prints node16-from-CommonJS' problem after ``(ignored per resolution)``."""
    lines = (FIXTURES / "package-checks" / "attw-0.18.5-esm-only.txt").read_text(encoding="utf-8").splitlines()
    index = SignalIndex(load_skills())
    read = [line for line in lines if any(m.signal.skill == "arethetypeswrong" for m in index.match(line))]
    assert [line.split(" ", 2)[1] for line in read] == ["Import", "Import"]  # 💀 NoResolution, 🐛 FallbackCondition
    assert not any("CJSResolvesToESM" in line for line in read)
