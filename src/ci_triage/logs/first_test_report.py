"""The first failed test's report: the block holding what a test verdict's summary quotes.

A summary about failed tests quotes the first one's message (:func:`ci_triage.logs.report.job_summary`:
``failed tests normalize › …, byRole › … — the first: expect(received).toEqual(expected)``), not
the line the analysis headlines (jest's ``FAIL src/users.test.js`` above its list of tests). The
block that holds that message is the one a small budget must keep (:func:`ci_triage.logs.excerpt.select_lines`'
``quoted``): the report a runner prints under a line naming the failed test
(:func:`~ci_triage.logs.localise.names_failed_test`: jest's ``  ● normalize › lowercases email``,
go's ``--- FAIL: TestAdd``), its message indented below that line, up to the next line naming a
failed test (jest's ``●`` block reads on over every later test's report to the tally).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ci_triage.logs.localise import Block, LogLine, names_failed_test


def first_test_report(blocks: Sequence[Block], lines: dict[int, LogLine]) -> Block | None:
    """The block of ``blocks`` (one failing step's, or its failed unit's) that is the first failed
    test's report, in line order: a block headed by a line naming a failed test that holds a line
    indented deeper than its head below it (its message: :func:`_report_end`), ended before the
    next line naming a failed test; None when no block is. A line naming a failed test with no
    message under it (pytest ``-v``'s ``test_x FAILED``, a list of verdicts one a line) is no
    report. None too when ``blocks`` hold a test runner's reports (``kind`` ``report``, pytest's
    ``____ test_x ____`` sections): the first of them is offered first already
    (:func:`ci_triage.logs.excerpt.order_blocks`), and the test the summary quotes may be another
    (pytest lists its ``FAILED`` tests before its ``ERROR`` ones, whose report may come first), whose
    ``FAILED x.py::test_x - message`` line the summary's headline holds."""
    if any(block.kind == "report" for block in blocks):
        return None
    for block in sorted(blocks, key=lambda block: block.head):
        head = lines.get(block.head)
        if head is None or not names_failed_test(head):
            continue
        end = _report_end(block, lines)
        if end is not None:
            return replace(block, end=end)
    return None


def _report_end(block: Block, lines: dict[int, LogLine]) -> int | None:
    """The last line (1-based) of the report ``block``'s head opens: the lines below the head up to
    the block's end or the next line naming a failed test, trailing blank ones left out; None when
    none of them is indented deeper than the head (no message under it)."""
    depth = _indent(lines[block.head].text)
    end = None
    deeper = False
    for number in range(block.head + 1, block.end + 1):
        line = lines.get(number)
        if line is None or names_failed_test(line):
            break
        if not line.blank:
            end = number
            deeper = deeper or (_indent(line.text) > depth and not line.passing)
    return end if deeper else None


def _indent(text: str) -> int:
    """How many spaces and tabs ``text`` starts with."""
    return len(text) - len(text.lstrip(" \t"))
