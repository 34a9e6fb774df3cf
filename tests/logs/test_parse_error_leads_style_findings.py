"""A linter's parse error outranks its style findings in the summary: the file could not be read,
so no rule checked the rest of it and no fixer can fix it (trial 95 #10: sqlfluff's summary quoted
``CV03`` while its advice was about the ``PRS`` line; yamllint's quoted ``trailing spaces`` above a
``syntax error``).

Fixtures: ``tests/fixtures/s36-network`` (README there: yamllint 1.38.0 and sqlfluff 4.5.0 run here)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-network"


def test_yamllints_syntax_error_leads_the_summary_and_the_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "yamllint-syntax.gha.log")
    assert report["category"] == "lint/format"
    assert "9:2: error    syntax error: expected <block end>" in report["summary"]
    assert report["next_step"].startswith("yamllint could not parse the file at the line shown")


def test_sqlfluffs_unparsable_section_leads_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "sqlfluff-unparsable.gha.log")
    assert report["category"] == "lint/format"
    assert "PRS | Line 2, Position 14: Found unparsable section" in report["summary"]
    assert report["next_step"].startswith("sqlfluff could not read the file as SQL")
