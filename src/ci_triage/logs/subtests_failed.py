"""The TAP result of a test that failed only because one of its subtests did.

node --test's TAP reporter prints each test's result with a YAML block between ``---`` and ``...``.
A test with subtests (a ``describe`` suite, a ``test`` that calls ``t.test``) prints its own result
after its subtests' and fails when one of them fails: ``not ok 1 - add`` with ``failureType:
'subtestsFailed'``, ``error: '1 subtest failed'`` and its declaration's ``location:
'/…/math.test.js:5:1'`` (node 20.20.2, trial 92). That place is where the parent is declared, not
where anything failed: the failed subtest's own block gives its place and its stack.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_SUBTESTS_FAILED = LazyRE2(r"^\s+failureType: 'subtestsFailed'$")
"""The YAML key node's TAP gives a test that failed because a subtest did."""
_BLOCK_START = "---"
_BLOCK_END = "..."
MAX_BLOCK_LINES = 40
"""Lines of a TAP YAML block read at most each way from a line of it (a parent's block holds a
handful of keys: ``duration_ms``, ``type``, ``location``, ``failureType``, ``error``, ``code``)."""


def subtests_failed_place(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether line ``number`` (1-based) of ``lines`` lies in a TAP YAML block (below its ``---``,
    above its ``...``, at most :data:`MAX_BLOCK_LINES` away each way) whose ``failureType`` is
    ``'subtestsFailed'`` (:data:`_SUBTESTS_FAILED`): a parent test's result, its ``location:`` no place
    of the failure."""
    start = next(
        (
            above
            for above in range(number - 1, number - MAX_BLOCK_LINES - 1, -1)
            if above in lines and lines[above].text.strip() in (_BLOCK_START, _BLOCK_END)
        ),
        None,
    )
    if start is None or lines[start].text.strip() != _BLOCK_START:
        return False
    for below in range(start + 1, start + 2 * MAX_BLOCK_LINES):
        line = lines.get(below)
        if line is None or line.text.strip() in (_BLOCK_START, _BLOCK_END):
            return False
        if _SUBTESTS_FAILED.match(line.text):
            return True
    return False
