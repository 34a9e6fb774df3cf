"""What node's test runner printed that its ``spec`` reporter ties to no test: no evidence beside a
failed test's thrown error.

node's test runner (``node --test``) prints what a test logs (``console.log``, ``console.error``) as
it arrives, at the margin, tied to no test: node starts the next test before it prints the last
one's result, so a failed test's line may come above a passing test's ``✔`` line, and a passing
test's (a retry helper's ``FAIL: attempt 1: expected status 200, got 503``, a fallback test's
``Error: getaddrinfo ENOTFOUND …``) above a failed test's ``✖`` line. Such output is
*unattributed*: it may be the failed test's, so it stays in the excerpt as context, but it is no
evidence against what the reporter ties to the failed test: the ``✖ name (0.7ms)`` line and the
error the test threw, indented below it (repeated under the run's ``✖ failing tests:`` summary).
It starts no block of the excerpt and backs no category.

That holds only when a failed test threw an error of its own. node reports a test file whose process
failed (a ``require`` of a missing module, a syntax error) as ``✖ test/a.test.js (280.4ms)`` over
its own quoted reason, ``'test failed'``; a test that timed out reads ``'test timed out after
3000ms'``. There the output (the process's ``Error: Cannot find module 'x'``) is the only account
of the failure, so a step with such a failed test keeps its output as evidence.

The ``tap`` reporter prints the same output as a ``# …`` comment at the margin, in the form it
gives a top-level test's diagnostics: nothing there tells them apart, so it is left alone.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import SPEC_DIAGNOSTIC, SPEC_SUMMARY
from ci_triage.logs.re2_patterns import LazyRE2

_SPEC_RESULT = LazyRE2(r"^\s*(?:[✔﹣▶] \S|✖ \S.*? \([0-9]+(?:\.[0-9]+)?ms\)(?: # \S.*)?$)")
"""A line of node's ``spec`` reporter that opens or ends a test: ``✔ adds (0.9ms)``, ``﹣ later
(0.1ms) # SKIP``, a suite's ``▶ math``, a failed test's ``✖ computes total (0.9ms)``."""
_SPEC_FAILED = LazyRE2(r"^\s*✖ \S.*? \([0-9]+(?:\.[0-9]+)?ms\)(?: # \S.*)?$")
"""node's ``spec`` reporter's line of a test that failed, with its time: ``✖ rounds (1.14ms)`` (not the
``✖ failing tests:`` heading of the run's summary)."""
_OWN_REASON = LazyRE2(r"^\s*'[^']*'\s*$")
"""The first line of a failed test's error block when node states the reason itself, quoted: ``'test
failed'`` (a test file whose process failed), ``'test timed out after 3000ms'``."""


def unattributed_output(lines: dict[int, LogLine], failing: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in the ``failing`` steps, of the output node's
    ``spec`` reporter ties to no test (see the module docstring): each non-blank line of the step, up
    to the run's summary (``ℹ tests 3``), that is none of the reporter's result lines
    (:data:`_SPEC_RESULT`), its diagnostics (``ℹ …``), a failed test's error block (the lines right
    below its ``✖`` line indented deeper than it) nor a runner's marker. Only in a step where a failed
    test threw an error of its own and none failed for a reason node states itself
    (:data:`_OWN_REASON`). One pass over the lines read; a gap in them ends an error block."""
    found: set[int] = set()
    for section in failing:
        output: list[int] = []
        thrown = own_reason = False
        failed_indent: int | None = None  # inside a failed test's error block: its ``✖`` line's indent
        first = False  # the error block's first line is still to come
        previous = None
        for number in sorted(n for n, line in lines.items() if line.section == section.index):
            line = lines[number]
            if previous is not None and number != previous + 1:
                failed_indent = None
            previous = number
            if SPEC_SUMMARY.search(line.text):
                break  # the run's summary: from here on the run's, no test's
            if failed_indent is not None and (line.blank or line.indent > failed_indent):
                if first and not line.blank:
                    first = False
                    own_reason = own_reason or bool(_OWN_REASON.search(line.text))
                    thrown = thrown or not _OWN_REASON.search(line.text)
                continue
            failed_indent = None
            if _SPEC_FAILED.search(line.text):
                failed_indent, first = line.indent, True
            elif not (line.blank or line.marker or _SPEC_RESULT.search(line.text) or SPEC_DIAGNOSTIC.search(line.text)):
                output.append(number)
        if thrown and not own_reason:
            found.update(output)
    return found


def mark_unattributed_output(lines: dict[int, LogLine], failing: Collection[Section]) -> None:
    """Mark :attr:`~ci_triage.logs.localise.LogLine.unattributed` the lines of ``lines`` (in place)
    that :func:`unattributed_output` finds in the ``failing`` steps, and remove their signal
    matches: quoted as context, they decide nothing and name no category."""
    for number in unattributed_output(lines, failing):
        lines[number].matches = []
        lines[number].unattributed = True
