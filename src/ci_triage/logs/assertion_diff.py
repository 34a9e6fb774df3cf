"""The diff a failed assertion prints, read whole or by its outline when too long for the excerpt.

A test runner that compares structured values prints their difference as a diff of their pretty
printed forms, one value part a line, nested parts indented two more spaces under their parent
(Jest's and Playwright's ``expect(received).toEqual(expected)``: ``- Array []`` then ``+ Array [``,
``+   Object {``, ``+     "id": "color-contrast",``; @playwright/test 1.65.2 with @axe-core/playwright
4.13, trial 107). The items that differ and what tells them apart (their ids, names, values) are on
the diff's outer levels, their details deeper. A diff too long for the excerpt's budget (337 lines
of axe's violations) is read by those outer levels first, so every item is named, rather than by
its first lines and whatever the step's tail holds of its last.
"""

from __future__ import annotations

from ci_triage.logs.localise import REPORT_LINES, Block, LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_DIFF_LINE = LazyRE2(r"\s*[-+](?: (?P<part>.*))?$")
"""A line of a pretty printed diff: its marker (``-`` expected, ``+`` received) and the value's part
after one space, its nesting told by the spaces before it."""
OUTLINE_LEVELS = 2
"""Nesting levels below a diff's outermost (each two spaces deeper) whose lines are its outline: the
items of a list or object and their own fields (``Object {``, ``"id": "color-contrast",``)."""
INDENT_STEP = 2
"""Spaces per nesting level of a pretty printed value (Jest's pretty-format, Node's util.inspect)."""


def assertion_diff(lines: dict[int, LogLine], block: Block) -> list[int]:
    """The line numbers (1-based, in order) of the longest run of consecutive diff lines in the
    failed test's report ``block`` (``kind`` ``report``) and below it in its section, at most
    :data:`~ci_triage.logs.localise.REPORT_LINES` lines from its start; lines not read are passed
    over (the excerpt cannot show them, and they end no run); ``[]`` for another kind of block or a
    report with no diff line."""
    if block.kind != "report":
        return []
    best: list[int] = []
    run: list[int] = []
    for number in range(block.start, block.start + REPORT_LINES):
        line = lines.get(number)
        if line is None:
            continue  # not read: no line of the excerpt, no end of the diff
        if line.section != block.section:
            break
        if _DIFF_LINE.match(line.text):
            run.append(number)
            continue
        best = max(best, run, key=len)
        run = []
    return max(best, run, key=len)


def diff_outline(lines: dict[int, LogLine], diff: list[int]) -> list[int]:
    """The lines of ``diff`` (line numbers of :func:`assertion_diff`) on its outer levels: those
    whose value part is indented at most :data:`OUTLINE_LEVELS` levels deeper than its least
    indented part, in order."""
    depths = {number: _depth(lines[number].text) for number in diff}
    outermost = min(depths.values(), default=0)
    return [number for number, depth in depths.items() if depth <= outermost + OUTLINE_LEVELS * INDENT_STEP]


def _depth(text: str) -> int:
    match = _DIFF_LINE.match(text)
    part = (match.group("part") or "") if match else ""
    return len(part) - len(part.lstrip(" "))
