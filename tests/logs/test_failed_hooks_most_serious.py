"""Of several failed units of a step, the most serious finding is the verdict, and the advice names each.

Real pre-commit 4.7.0 output (``tests/fixtures/s29-t58a/README.md``): a fixer hook that rewrote a
file (``- files were modified by this hook``) ran first and decided the step's verdict
(``formatting``), above a hook's ``SyntaxError`` and a pygrep hook's finding; committing the
fixer's changes leaves both. The fixer's rewrite is the least serious finding.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t58a"


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser.load()


def test_a_syntax_error_hook_outranks_a_fixer_that_ran_first(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "pre-commit-fixer-syntax-grep.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "compile/build error"
    assert "SyntaxError: '(' was never closed" in report.summary
    assert "fix end of files (formatting, pre-commit) failed first" in report.summary
    assert ("src/shop/pricing.py", 1) in [(place.file, place.line) for place in report.locations]


def test_a_linter_hook_outranks_a_fixer(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "pre-commit-fixer-grep.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "lint/format"
    assert "print(items)" in report.summary


def test_the_advice_names_every_failed_hook_in_run_order(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "pre-commit-fixer-syntax-grep.gha.log", analyser, DEFAULT_BUDGET)[0]
    advice = next_step(report)
    assert advice.startswith("Python could not parse")
    assert advice.endswith(
        " Failed hooks, in run order (the step passes only when every one does): fix end of files (end-of-file:"
        " formatting: - files were modified by this hook), compile python sources (py-compile: compile/build error,"
        " advised above), forbid print"
        " statements (no-print: lint/format)."
    )


def test_one_failed_unit_gets_no_list(analyser: Analyser) -> None:
    report = triage_path(
        Path(__file__).parents[1] / "fixtures" / "s27-pyimport" / "django-test-failure.gha.log",
        analyser,
        DEFAULT_BUDGET,
    )[0]
    assert "Failed units" not in next_step(report)
