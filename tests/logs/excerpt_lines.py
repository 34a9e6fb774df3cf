"""The lines a triage's excerpt shows, by their line numbers in the log (the budget tests read them)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path


def shown_lines(path: Path, analyser: Analyser, budget: int) -> dict[int, str]:
    """Log line number (1-based) → the text the excerpt of ``path`` at ``budget`` tokens shows there."""
    report, _ = triage_path(path, analyser, budget)
    return {
        number: text
        for span in report.excerpt
        for number, text in zip(range(span.start_line, span.end_line + 1), span.lines, strict=True)
    }
