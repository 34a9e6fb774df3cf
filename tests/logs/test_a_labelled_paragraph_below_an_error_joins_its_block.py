"""An error whose message goes on a blank line below it, as a labelled paragraph with its part
indented under the label: pip's ``ERROR: Cannot install …`` then ``The conflict is caused by:`` and
the requirements that conflict. The error's block ended at its own line, before the paragraph that
names the conflict (trial 115's ``07-pip-resolution.log``, whose marked lines run from the error to
the last conflicting requirement). The block now reads on over the labelled paragraph, and ends
before pip's advice, which labels no indented part.

Real output: pip 23.2.1 (``tests/fixtures/s41-labelled-paragraph/README.md``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_a_listed_findings_block_starts_at_the_list import explaining_blocks

LOG = Path(__file__).parents[1] / "fixtures" / "s41-labelled-paragraph" / "pip-resolution.gha.log"


def _line_of(texts: list[str], part: str) -> int:
    return next(n for n, text in enumerate(texts, start=1) if part in text)


def test_the_errors_block_ends_at_the_last_conflicting_requirement(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = LOG.read_text(encoding="utf-8").splitlines()
    error = _line_of(texts, "ERROR: Cannot install")
    last = _line_of(texts, "fastapi 0.95.2 depends on pydantic")
    block = next(block for block in explaining_blocks(monkeypatch, LOG.read_bytes()) if block.head == error)
    assert block.end == last
