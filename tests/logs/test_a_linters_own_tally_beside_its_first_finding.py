"""The summary quoted a linter's, formatter's or type checker's first finding alone, though the tool
counted them all when its run ended (eslint's `✖ 5 problems (4 errors, 1 warning)`, tsc's `Found 4
errors in 2 files.`): the reader could not tell one finding from many. The tally the tool printed is
now quoted after the finding, as printed; a tool that printed none (tsc without `--pretty`) gets none.

Real output: eslint 10.16.0, typescript 7.0.2, prettier 3.10.2, stylelint 17.16.0
(tests/fixtures/s36-lint-tally/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-lint-tally"


@pytest.mark.parametrize(
    ("log", "ending"),
    [
        ("eslint.gha.log", "no-var (✖ 5 problems (4 errors, 1 warning))"),
        ("tsc-pretty.gha.log", "is not assignable to type 'number'. (Found 4 errors in 2 files.)"),
        (
            "prettier.gha.log",
            "src/cart.js (not formatted) "
            "([warn] Code style issues found in 4 files. Run Prettier with --write to fix.)",
        ),
        ("stylelint.gha.log", "property-no-unknown (✖ 5 problems (5 errors, 0 warnings))"),
    ],
)
def test_the_summary_quotes_the_tools_tally_after_its_finding(
    triage_json: Callable[..., dict], log: str, ending: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["summary"].endswith(ending)


def test_a_tool_that_printed_no_tally_gets_none(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "tsc.gha.log", "--no-home-skills")
    assert report["summary"].endswith("error TS2322: Type 'string' is not assignable to type 'number'.")


def test_a_long_finding_is_quoted_whole_rather_than_cut_for_its_tally(
    triage_json: Callable[..., dict], corpus: Path
) -> None:
    """pyright's first finding in pandas' pre-commit run is 150 characters with its runner path; its
    tally (`N errors, M warnings, K informations`) would have pushed the quote past what the summary
    shows whole, and the path was cut to `…/accessors.py` to make room for the count."""
    report = triage_json(corpus / "gha" / "pandas-precommit-pyright-mypy.log", "--no-home-skills")
    assert "/pandas/core/arrays/arrow/accessors.py:319:14 - error: " in report["summary"]
    assert "informations)" not in report["summary"]
