"""ESLint's ``--max-warnings 0`` failure is its warnings: their ``file:line:col`` are the locations, as
errors' are (trial 42, finding 10: the locations were the files alone); the same warnings without
``--max-warnings`` fail nothing.

Fixtures (tests/fixtures/trial-42, README there): ``eslint_max_warnings.log`` and ``eslint_warnings_pass.log``,
ESLint 10.16.0 from the npm registry.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-42"


def test_the_warnings_that_failed_the_run_are_its_locations(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "eslint_max_warnings.log")
    assert (report["category"], report["tool"]) == ("lint/format", "eslint")
    assert [(loc["file"], loc["line"], loc["column"]) for loc in report["locations"]] == [
        ("src/a.js", 1, 7),
        ("src/a.js", 3, 9),
        ("src/b.js", 1, 28),
    ]
    assert triage_json(FIXTURES / "eslint_warnings_pass.log")["category"] is None
