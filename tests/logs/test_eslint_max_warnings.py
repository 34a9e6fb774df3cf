"""ESLint's ``--max-warnings 0`` failing a run on warnings alone (``✖ 3 problems (0 errors, 3 warnings)``,
then ``ESLint found too many warnings (maximum: 0).``) is read as the warning limit: the summary says the
limit was exceeded, the locations are the warnings' files, lines and columns, in each of ESLint's
formats, and the advice is about the limit (a new-user trial of session 26: the locations were the
file alone, and the advice that of any linter's errors).

Fixtures (tests/fixtures/js-readings, README there): ESLint 9.39.5 from the npm registry, the stylish
format and eslint-formatter-unix / eslint-formatter-compact 9.0.1.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "js-readings"
WARNINGS = [("src/app.js", 2, 7), ("src/app.js", 3, 9), ("src/app.js", 4, 3)]


@pytest.mark.parametrize(
    "name", ["eslint_max_warnings.log", "eslint_max_warnings_unix.log", "eslint_max_warnings_compact.log"]
)
def test_a_run_failed_by_its_warning_limit_is_read_as_that_limit(name: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / name)
    assert (report["category"], report["tool"]) == ("lint/format", "eslint")
    assert report["summary"].startswith("Lint/format (warning limit exceeded) in step")
    assert "ESLint found too many warnings (maximum: 0)" in report["summary"]
    assert [(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]] == WARNINGS
    assert "--max-warnings" in report["next_step"]
