"""A linter that groups its problems under a heading line of their file (ESLint's stylish format) puts a
row under the heading *above* it: an error row far below its file's heading, among warnings, right above
the next file's heading, is placed in its own file, a file with only warnings is no location, the
excerpt keeps the error's heading with it, and the advice names the error's rule and says warnings do not
fail the run (new-user trial t118, findings 1-3 and 9: the error was placed in the next file, the
locations were warning-only files, the heading was never in the excerpt).

Fixtures (tests/fixtures/js-readings, README there): ESLint 8.57.1 (npm registry), eslintrc with
`no-undef` an error and four rules at `warn`, `npx eslint lib`: one error among 42 warnings, and the
same run with the error fixed (warnings only, exit 0) as the passing log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "js-readings"
FAILING = FIXTURES / "eslint_stylish_error_among_warnings.log"
PASSING = FIXTURES / "eslint_stylish_warnings_only.log"
ERROR_FILE_HEADING = 24  # /home/runner/work/webapp/webapp/lib/b_cart.js, 17 warning rows above the error row
ERROR_ROW = 43


@pytest.mark.parametrize("options", [(), ("--baseline", str(PASSING)), ("--budget", "150")])
def test_the_error_row_is_placed_in_the_file_heading_it(
    options: tuple[str, ...], triage_json: Callable[..., dict]
) -> None:
    report = triage_json(FAILING, *options)
    assert [(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]] == [("lib/b_cart.js", 19, 10)]
    assert "lib/b_cart.js:19:10" in report["summary"]
    shown = {n for span in report["excerpt"] for n in range(span["start_line"], span["end_line"] + 1)}
    assert {ERROR_FILE_HEADING, ERROR_ROW} <= shown


def test_the_advice_names_the_error_rule_and_says_warnings_do_not_fail(triage_json: Callable[..., dict]) -> None:
    advice = triage_json(FAILING)["next_step"]
    assert "`no-undef`" in advice
    assert "no-unused-vars" not in advice
    assert "warning entries do not fail" in advice
