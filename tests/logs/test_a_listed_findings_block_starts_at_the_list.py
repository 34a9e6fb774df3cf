"""A linter that lists its findings one a line, none with an error word, and fails on the list as a
whole: the block ending at the step's exit line took only the three lines above it, so at a small
budget the excerpt showed the last findings and not the first (LogChunks: eslint's findings above
Travis's ``exited with 1`` in atom, tldr-lint's above ``npm ERR! Test failed`` in tldr, a link
checker's numbered issues in open-source-ios-apps). The block now starts at the list's first item.

Real output: codespell 2.3.0 (``tests/fixtures/s40-listed-findings/README.md``)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

import ci_triage.logs.analyse as analyse_module
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import Block
from ci_triage.logs.source import LogMember

LOG = Path(__file__).parents[1] / "fixtures" / "s40-listed-findings" / "codespell.gha.log"


def explaining_blocks(monkeypatch: pytest.MonkeyPatch, data: bytes) -> list[Block]:
    """The explaining blocks the analyser hands to the excerpt's line selection for the log ``data``
    (all of them, before any budget is spent), caught by a spy on ``select_lines``."""
    seen: list[Block] = []
    select_lines = analyse_module.select_lines

    def spy(first, rest, lines, budget, endings, quoted=None):
        seen.extend([*first, *rest])
        return select_lines(first, rest, lines, budget, endings, quoted)

    monkeypatch.setattr(analyse_module, "select_lines", spy)
    Analyser.load().analyse(LogMember(name="", file=io.BytesIO(data)), 2000)
    return seen


def test_the_exit_block_starts_at_the_first_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = LOG.read_text(encoding="utf-8").splitlines()
    first = next(n for n, text in enumerate(texts, start=1) if "docs/guide.md:1: Teh ==> The" in text)
    exit_block = next(block for block in explaining_blocks(monkeypatch, LOG.read_bytes()) if block.kind == "exit")
    assert exit_block.start == first


def test_a_list_of_other_lines_above_is_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines above the list that are not items of its form (the step's own progress) stay out."""
    texts = LOG.read_text(encoding="utf-8").splitlines()
    at = next(n for n, text in enumerate(texts, start=1) if "docs/guide.md:1:" in text)
    stamp = texts[at - 1].split(" ", 1)[0]
    progress = [f"{stamp} Checking docs/guide.md", f"{stamp} Checked 1 file"]
    data = "\n".join([*texts[: at - 1], *progress, *texts[at - 1 :]]).encode()
    exit_block = next(block for block in explaining_blocks(monkeypatch, data) if block.kind == "exit")
    assert exit_block.start == at + len(progress)
