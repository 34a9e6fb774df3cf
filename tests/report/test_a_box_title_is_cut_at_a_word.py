"""The terminal view's box titles are cut at a word, with an ellipsis, never mid-word.

rich crops a panel's title or subtitle that is wider than the box: an excerpt span's reason, ``the
step's settings (changed since the passing log 01-sh-green.log: its value differs)``, read ``… its
val─`` in an 80-column terminal (fresh-user trial t122). It is now cut at its last word that fits,
and ``…`` added.

Real output (tests/fixtures/s44-budget/README.md): R 4.2.2's R CMD check, whose default excerpt is one
span whose reason names four reasons."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console

from ci_triage.base.text import shortened_at_word
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.terminal import render_terminal

CHECK = Path(__file__).parents[1] / "fixtures" / "s44-budget" / "r-check-warning-and-failed-script.log"


def test_a_long_reason_is_cut_after_a_whole_word(analyser: Analyser) -> None:
    report, _ = triage_path(CHECK, analyser, 2000)
    reasons = [span.reason for span in report.excerpt]
    assert any(len(reason) > 60 for reason in reasons)
    console = Console(width=60, record=True, color_system=None)
    render_terminal(report, console)
    edges = [line.strip("╰╯─ ") for line in console.export_text().splitlines() if line.startswith("╰")]
    shown = [edge for edge in edges if edge][-len(reasons) :]
    for reason, subtitle in zip(reasons, shown, strict=True):
        assert subtitle == reason or (subtitle.endswith("…") and reason.startswith(subtitle[:-1] + " "))


def test_a_word_too_long_for_the_room_is_cut_where_it_must_be() -> None:
    assert shortened_at_word("settings (changed since then)", 20) == "settings (changed…"
    assert shortened_at_word("abcdefghijklmnopqrstuvwxyz", 10) == "abcdefghi…"
    assert shortened_at_word("short", 10) == "short"
