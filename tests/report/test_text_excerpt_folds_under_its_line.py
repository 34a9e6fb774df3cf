"""The text view's excerpt folds a line wider than the terminal under the line's own text, never
under the line numbers: pytest's 80-column progress and section lines, read in an 80-column
terminal (or piped, where rich takes 80), came out as a numbered row and then a row of their rest
(``[100%]``, ``===``) in the numbers' column, read as a log line of its own without a number
(trial 106, #9).

Real output: pytest 9.2.0, tests/fixtures/s37-text-view/README.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s37-text-view" / "pytest-80-columns.log"


def _excerpt_rows(out: str) -> list[str]:
    """The rows inside the excerpt's panels (titled ``lines N-M``), their borders left out."""
    rows: list[str] = []
    inside = False
    for row in out.splitlines():
        if row.startswith("╭─ lines "):
            inside = True
        elif row.startswith("╰"):
            inside = False
        elif inside and row.startswith("│"):
            rows.append(row[1:-1].rstrip())
    return rows


@pytest.mark.parametrize("columns", ["80", "60"])
def test_a_folded_lines_rest_stands_under_its_text(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, columns: str
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    main(["triage", str(LOG), "--format", "text", "--no-home-skills"])
    rows = [row for row in _excerpt_rows(capsys.readouterr().out) if row.strip()]
    numbered = [row for row in rows if row.split()[0].isdigit()]
    assert any("[100%]" in row for row in rows)  # the progress line is in the excerpt
    rests = [row for row in rows if row not in numbered]
    assert rests, "a line of the fixture is wider than the terminal, so something folds"
    number_width = len(numbered[0]) - len(numbered[0].lstrip()) + len(numbered[0].split()[0])
    for rest in rests:  # a fold starts right of the numbers' column
        assert rest[: number_width + 1].strip() == "", rest
