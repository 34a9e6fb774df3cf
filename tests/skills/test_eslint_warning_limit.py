"""ESLint failing a run on warnings alone (``--max-warnings 0``, eslint 10.16.0, trial 83).

Without the ``ESLint found too many warnings (maximum: 0).`` line (stderr, lost or edited out: the
trial's ``odd/nosummary.log``) the step was lint/format at 0.45 quoting ``✖ 3 problems (0 errors, 3
warnings)`` with the generic "fix the linter's findings" advice, as if nothing said why warnings
failed it: the command's ``--max-warnings`` does. Either way the advice now names the rules whose
warnings failed the run. Fixtures: tests/fixtures/trial-83 (README there).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-83"


@pytest.mark.parametrize(
    ("name", "rules"),
    [
        ("eslint-warnings-only-no-limit-line.log", "`no-unused-vars`, `eqeqeq`, `no-console`"),
        ("eslint-max-warnings.log", "`no-unused-vars`, `eqeqeq`, `no-console`"),
        ("lint-staged-eslint.log", "`no-unused-vars` ("),
    ],
)
def test_warnings_over_eslints_limit_are_said_to_fail_it_and_their_rules_named(name: str, rules: str) -> None:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.summary.startswith("Lint/format (warning limit exceeded)")
    advice = next_step(report)
    assert advice.startswith("ESLint failed the run on warnings alone")
    assert f"of the rules {rules}" in advice
