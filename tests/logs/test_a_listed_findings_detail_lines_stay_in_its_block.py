"""A linter that lists its findings each with the source line it quotes and a caret under the fault,
indented below the finding, and fails on the list as a whole: the block ending at make's ``***
Error`` line started among the last finding's detail lines, so it left out every finding above
(LogChunks: xmllint's validity errors above ``make[3]: *** [xmllint] Error 4`` in erlang/otp). The
block now starts at the list's first item, its items' detail lines passed over.

Real output: xmllint of libxml2 2.9.14 under GNU Make 4.3
(``tests/fixtures/s41-listed-findings-detail/README.md``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_a_listed_findings_block_starts_at_the_list import explaining_blocks

LOG = Path(__file__).parents[1] / "fixtures" / "s41-listed-findings-detail" / "xmllint.gha.log"


def _line_of(texts: list[str], part: str) -> int:
    return next(n for n, text in enumerate(texts, start=1) if part in text)


def test_the_make_errors_block_starts_at_the_first_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = LOG.read_text(encoding="utf-8").splitlines()
    first = _line_of(texts, "doc.xml:13: element marker")
    make_error = _line_of(texts, "make: *** [Makefile:2: lint] Error 4")
    blocks = explaining_blocks(monkeypatch, LOG.read_bytes())
    assert [block.start for block in blocks if block.head == make_error] == [first]
    assert all(block.start == first for block in blocks if block.kind == "exit")


def test_detail_lines_with_no_finding_above_are_not_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """Indented lines above the list's first item are no item's detail: they stay out."""
    texts = LOG.read_text(encoding="utf-8").splitlines()
    at = _line_of(texts, "doc.xml:13: element marker")
    stamp = texts[at - 1].split(" ", 1)[0]
    indented = [f"{stamp}     checking doc.xml", f"{stamp}     against its internal subset"]
    data = "\n".join([*texts[: at - 1], *indented, *texts[at - 1 :]]).encode()
    exit_block = next(block for block in explaining_blocks(monkeypatch, data) if block.kind == "exit")
    assert exit_block.start == at + len(indented)
