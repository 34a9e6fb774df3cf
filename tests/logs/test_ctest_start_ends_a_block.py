"""ctest's ``Start N: name`` line opens the next test's output, as go test's ``=== RUN`` does: the
block of a failed test ends before it, so the next test's ``Passed`` does not make the failed
test's crash and assertion read as a passing test's output (real ctest 3.25 output made here,
tests/logs/fixtures/baseline/ctest-assert-fails.out)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import build_lines, find_blocks, score_lines
from ci_triage.logs.signal_context import drop_out_of_context

FIXTURE = Path(__file__).parent / "fixtures" / "baseline" / "ctest-assert-fails.out"


def test_a_crashed_ctest_test_heads_a_block_that_ends_before_the_next_test(analyser) -> None:
    texts = FIXTURE.read_text().splitlines()
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, analyser.signals, dict.fromkeys(raw, 0))
    drop_out_of_context(lines)
    section = Section(index=0, name="Run ctest", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    crashed = next(n for n, line in lines.items() if "Subprocess aborted***Exception" in line.text)
    block = next(block for block in find_blocks(lines, [section], {0}) if block.head == crashed)
    covered = [lines[number].text for number in range(block.start, block.end + 1)]
    assert any("Assertion `add(2, 2) == 4' failed." in text for text in covered)
    assert not any("Start 2: test_other" in text for text in covered)
