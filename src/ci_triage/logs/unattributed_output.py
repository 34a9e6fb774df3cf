"""What node's test runner printed that its reporter ties to no test: no evidence beside a failed
test's thrown error.

node's test runner (``node --test``) prints what a test logs (``console.log``, ``console.error``) as
it arrives, tied to no test: node starts the next test before it prints the last one's result, so a
failed test's line may come above a passing test's ``✔`` line, and a passing test's (a retry
helper's ``FAIL: attempt 1: expected status 200, got 503``, a fallback test's ``Error: getaddrinfo
ENOTFOUND …``) above a failed test's ``✖`` line, or (its standard error) below the last result. Such
output is *unattributed*: it may be the failed test's, so it stays in the excerpt as context, but it
is no evidence against what the reporter ties to the failed test, the error the test threw: under
the ``spec`` reporter the lines indented below its ``✖ name (0.7ms)`` line (repeated under the run's
``✖ failing tests:`` summary), under the ``tap`` reporter the YAML block below its ``not ok 3 -
name`` line (its ``error:``, ``stack:``), where the output is a ``# …`` comment at the margin. It
starts no block of the excerpt and backs no category.

That holds only when a failed test threw an error of its own. node states the reason itself, quoted
and without a stack, for a test file whose process failed (a ``require`` of a missing module, a
syntax error: ``✖ test/a.test.js (280.4ms)`` over ``'test failed'``; TAP's ``error: 'test failed'``
with its ``exitCode: 1``) and for a test that timed out (``'test timed out after 3000ms'``): there
the output (the process's ``Error: Cannot find module 'x'``) is the only account of the failure, so
a step with such a failed test keeps its output as evidence. A suite that failed for its subtests
(spec: a bare ``✖ math (1.2ms)``; TAP: ``failureType: 'subtestsFailed'``) says neither.
node 20.20.2's ``lib/internal/test_runner/reporter/spec.js`` and ``tap.js``, checked on their output.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_runs import with_gaps
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import SPEC_DIAGNOSTIC, SPEC_SUMMARY
from ci_triage.logs.re2_patterns import LazyRE2

_SPEC_FAILED = LazyRE2(r"^\s*✖ \S.*? \([0-9]+(?:\.[0-9]+)?ms\)(?: # \S.*)?$")
"""node's ``spec`` reporter's line of a test that failed, with its time: ``✖ rounds (1.14ms)`` (not the
``✖ failing tests:`` heading of the run's summary)."""
_TAP_RESULT = LazyRE2(r"^\s*(?:not )?ok [0-9]+ - ")
"""The ``tap`` reporter's line of a test's result, over its YAML block: ``not ok 3 - converts cents to
euros``, ``ok 1 - adds``."""
_REPORTER_LINE = LazyRE2(r"^\s*(?:[✔﹣▶] \S|# Subtest: |TAP version [0-9]+$|1\.\.[0-9]+$)")
"""Another line either reporter prints of a test or the run, no test's output: spec's ``✔ adds
(0.9ms)``, ``﹣ later (0.1ms) # SKIP``, a suite's ``▶ math``; TAP's ``# Subtest: adds``, ``TAP
version 13``, a plan ``1..3``."""
_TAP_SUMMARY = LazyRE2(r"^# (?:tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) [0-9][0-9.]*$")
"""The first lines of the run's summary under the ``tap`` reporter (``# tests 3``)."""
_OWN_REASON = LazyRE2(r"^\s*'[^']*'\s*$")
"""The first line of a failed test's error block under the ``spec`` reporter when node states the
reason itself, quoted: ``'test failed'``, ``'test timed out after 3000ms'``."""
_TAP_FAILURE_TYPE = LazyRE2(r"^\s*failureType: '(?P<type>[A-Za-z]+)'\s*$")
"""node's key in a failed test's TAP YAML block: ``failureType: 'testCodeFailure'``."""
_TAP_STACK = LazyRE2(r"^\s*stack: ")
"""The key of a thrown error's stack in a failed test's TAP YAML block: ``stack: |-``."""


def _failure(head: LogLine, block: list[LogLine]) -> str | None:
    """What the block ``block`` (the non-blank lines indented below a test's line ``head``: spec's
    ``✖`` line, TAP's ``ok``/``not ok`` line) says of a failure: ``"thrown"`` (an error the test
    threw), ``"own"`` (a reason node states itself) or ``None`` (neither: a test that passed, a
    suite that failed for its subtests, a block of no node reporter)."""
    if _SPEC_FAILED.search(head.text):
        if not block:
            return None
        return "own" if _OWN_REASON.search(block[0].text) else "thrown"
    types = [found.group("type") for line in block if (found := _TAP_FAILURE_TYPE.search(line.text))]
    if not types or types[0] == "subtestsFailed":
        return None
    return "thrown" if any(_TAP_STACK.search(line.text) for line in block) else "own"


def unattributed_output(lines: dict[int, LogLine], failing: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in the ``failing`` steps, of the output node's
    test reporter ties to no test (see the module docstring): each non-blank line of the step, up to
    the run's summary (``ℹ tests 3``, TAP's ``# tests 3``), that is none of the reporter's lines of a
    test or the run (:data:`_REPORTER_LINE`), spec's diagnostics (``ℹ …``), the block indented below
    a test's line (a failed test's error, TAP's YAML block) nor a runner's marker. Only in a step
    where a failed test threw an error of its own and none failed for a reason node states itself
    (:func:`_failure`). One pass over the lines read; a gap in them ends a block. A workspace runner's
    tasks (:attr:`~ci_triage.logs.localise.LogLine.prefix`: Turborepo's ``@acme/utils:test: ``) are
    read apart, each its own run: another task's lines between (tsc's ``error TS5081`` under
    ``@acme/core:build: ``) are no test's output."""
    found: set[int] = set()
    for section in failing:
        streams: dict[str, list[tuple[int, bool]]] = {}
        gaps = 0
        seen: dict[str, int] = {}  # a task's tag → the gaps counted at its last line
        for number, gap in with_gaps(n for n, line in lines.items() if line.section == section.index):
            gaps += gap
            tag = lines[number].prefix
            streams.setdefault(tag, []).append((number, tag in seen and seen[tag] != gaps))
            seen[tag] = gaps
        for stream in streams.values():
            found |= _unattributed(lines, stream)
    return found


def _unattributed(lines: dict[int, LogLine], stream: list[tuple[int, bool]]) -> set[int]:
    """:func:`unattributed_output` of one run's lines ``stream`` (line number, 1-based, and whether a
    gap in the lines read lies before it, in log order) of the lines read ``lines``."""
    output: list[int] = []
    failures: set[str | None] = set()
    head: LogLine | None = None  # the test's line whose indented block is being read
    block: list[LogLine] = []
    for number, gap in stream:
        line = lines[number]
        if head is not None and not gap and (line.blank or line.indent > head.indent):
            block += [] if line.blank else [line]
            continue
        if head is not None:
            failures.add(_failure(head, block))
        head, block = None, []
        if SPEC_SUMMARY.search(line.text) or _TAP_SUMMARY.search(line.text):
            break  # the run's summary: from here on the run's, no test's
        if _SPEC_FAILED.search(line.text) or _TAP_RESULT.search(line.text):
            head = line  # a test's line over its block: a failed test's error, TAP's YAML
        elif not (line.blank or line.marker or _REPORTER_LINE.search(line.text) or SPEC_DIAGNOSTIC.search(line.text)):
            output.append(number)
    if head is not None:
        failures.add(_failure(head, block))
    return set(output) if "thrown" in failures and "own" not in failures else set()


def mark_unattributed_output(lines: dict[int, LogLine], failing: Collection[Section]) -> None:
    """Mark :attr:`~ci_triage.logs.localise.LogLine.unattributed` the lines of ``lines`` (in place)
    that :func:`unattributed_output` finds in the ``failing`` steps, and remove their signal
    matches: quoted as context, they decide nothing and name no category."""
    for number in unattributed_output(lines, failing):
        lines[number].matches = []
        lines[number].unattributed = True
