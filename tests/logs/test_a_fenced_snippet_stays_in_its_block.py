"""A test runner that quotes the source around a failed assertion between two Markdown fences
(xcpretty's summary: ``  test, reason``, its place, then the snippet between `` ``` `` lines) had
the failure's block cut before its closing fence: the fence, back at the failure's indentation and
past the lines that join a head whatever they hold, read as other output. The block now runs to
the fence that closes the snippet it opened.

Real output: xcpretty's own summary code (``tests/fixtures/s42-fenced-snippet/README.md``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.test_a_listed_findings_block_starts_at_the_list import explaining_blocks

LOG = Path(__file__).parents[1] / "fixtures" / "s42-fenced-snippet" / "xcpretty-summary.travis.log"


def _failure_and_closing_fence(texts: list[str], test_case: str) -> tuple[int, int]:
    """1-based numbers of the failure line naming ``test_case`` and of the fence closing its snippet."""
    failure = next(n for n, text in enumerate(texts, start=1) if text.startswith(f"  {test_case}, "))
    fences = [n for n, text in enumerate(texts, start=1) if n > failure and text.strip() == "```"]
    return failure, fences[1]


@pytest.mark.parametrize("test_case", ["testInvalidURLStringThrows", "testDownloadToMissingFolder"])
def test_the_failures_block_ends_at_its_closing_fence(monkeypatch: pytest.MonkeyPatch, test_case: str) -> None:
    texts = LOG.read_text(encoding="utf-8").splitlines()
    failure, closing = _failure_and_closing_fence(texts, test_case)
    block = next(block for block in explaining_blocks(monkeypatch, LOG.read_bytes()) if block.head == failure)
    assert block.end >= closing
