"""A tool's usage text after a command-line error is no part of the error's block: it lists every
option, and the error line already names the one rejected. A line of its option list is help,
never a passing verdict, whatever its words (php's ``-H   Hide any passed arguments``). Real output
made here (tests/skills/fixtures/usage-*.txt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.first_pass import Anchor, Section
from ci_triage.logs.localise import LogLine, build_lines, find_blocks, passing_verdict, score_lines
from ci_triage.logs.signal_context import drop_out_of_context

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"


def _blocks(analyser, name: str) -> tuple[dict[int, LogLine], list[tuple[int, int, int]]]:
    texts = (FIXTURES / name).read_text().splitlines()
    raw = {number: text.encode() for number, text in enumerate(texts, start=1)}
    lines = build_lines(raw, analyser.signals, dict.fromkeys(raw, 0))
    drop_out_of_context(lines)
    section = Section(index=0, name="Run", start=Anchor(line=1, offset=0, tier=0), end_line=len(texts))
    score_lines(lines, [section], {0})
    return lines, [(block.start, block.head, block.end) for block in find_blocks(lines, [section], {0})]


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("usage-git.txt", "error: unknown option `frob'"),
        ("usage-getopt-grep.txt", "grep: invalid option -- 'Q'"),
        ("usage-php.txt", "Error in argument 1, char 2: option not found Q"),
        ("usage-go-flag.txt", "flag provided but not defined: -frob"),
    ],
)
def test_the_error_block_stops_at_the_usage_text(analyser, name: str, error: str) -> None:
    lines, blocks = _blocks(analyser, name)
    (start, head, end) = next(block for block in blocks if lines[block[1]].text == error)
    assert end == head, [lines[number].text for number in range(start, end + 1)]


def test_npms_block_holds_the_missing_package_and_stops_at_its_usage_text(analyser) -> None:
    """npm 11.19.1's ``npm ci`` with a lock file out of sync: every line carries ``npm error``."""
    lines, blocks = _blocks(analyser, "npm-ci-out-of-sync.txt")
    head = next(number for number, line in lines.items() if "can only install packages" in line.text)
    (_, _, end) = next(block for block in blocks if block[1] == head)
    texts = [lines[number].text for number in range(head, end + 1)]
    assert "npm error Missing: left-pad@1.3.0 from lock file" in texts
    assert lines[end + 1].text == "npm error Usage:"


def test_an_option_list_line_is_no_passing_verdict(analyser) -> None:
    lines, _ = _blocks(analyser, "usage-php.txt")
    help_lines = [line for line in lines.values() if "Hide any passed arguments" in line.text]
    assert help_lines
    assert not passing_verdict(help_lines[0])
    assert passing_verdict(LogLine(1, "All 12 tests passed", "", [], 0))
