"""A file a linter or formatter could not parse is advised as a syntax error, never its fix option.

Trial 83: stylelint's ``CssSyntaxError`` was advised "its fix option" (fixed in session 32); ESLint's
``Parsing error:`` entry still got the lint advice ("its fix option, where it has one") and prettier's
``SyntaxError`` the compiler's ("the first compiler error"). eslint 10.16.0's real output
(tests/fixtures/s33-gates2/README.md) and prettier 3.10's (tests/fixtures/trial-18).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("path", "category", "place"),
    [
        ("s33-gates2/eslint-parsing-error.gha.log", "lint/format", ("src/cart.js", 3)),
        ("trial-18/prettier.gha.log", "compile/build error", None),
    ],
)
def test_a_file_that_does_not_parse_is_advised_to_fix_its_syntax(
    path: str, category: str, place: tuple[str, int] | None
) -> None:
    with open_log_source(str(FIXTURES / path)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == category
    advice = next_step(report)
    assert "could not parse the file" in advice
    assert "cannot repair it" in advice
    assert "fix option" not in advice
    if place is not None:
        first = report.locations[0]
        assert (first.file.removeprefix("/home/runner/work/shop/shop/"), first.line) == place
