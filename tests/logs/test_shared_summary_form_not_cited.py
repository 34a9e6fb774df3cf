"""A summary form two linters print (ESLint's and stylelint's ``✖ 4 problems (4 errors, 0 warnings)``)
is cited as the skill's whose other lines the log has too: the other tool's skill, which read that line
alone, is not among the report's signals, with or without the step's command naming the tool. (ESLint's
skill also reads stylelint's entries, so a stylelint log keeps both skills' lines.)

Real output: ``tests/fixtures/trial-21/eslint-plain.log`` (ESLint 9, plain, trial-21 finding 6: it
listed ``stylelint/summary``) and ``tests/skills/fixtures/stylelint.txt`` (stylelint 16).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TESTS = Path(__file__).resolve().parents[1]


def test_a_summary_another_linter_prints_too_is_not_cited_as_its(analyser: Analyser) -> None:
    report, _ = triage_path(str(TESTS / "fixtures" / "trial-21" / "eslint-plain.log"), analyser, 2000)
    cited = [(hit.skill, hit.signal) for hit in report.signals]
    assert report.category == "lint/format"
    assert ("eslint", "problems-summary") in cited, cited
    assert "stylelint" not in {skill for skill, _signal in cited}, cited


def test_the_tool_whose_entries_the_log_has_keeps_its_summary(analyser: Analyser) -> None:
    report, _ = triage_path(str(TESTS / "skills" / "fixtures" / "stylelint.txt"), analyser, 2000)
    cited = [(hit.skill, hit.signal) for hit in report.signals]
    assert ("stylelint", "problem") in cited, cited
    assert ("stylelint", "summary") in cited, cited
