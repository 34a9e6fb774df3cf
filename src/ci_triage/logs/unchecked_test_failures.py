"""Failed tests in a step that passed: a test runner whose exit status does not count its failures.

Some test runners report failed tests and exit 0 unless the script checks their count: tcltest's
``runAllTests`` and ``cleanupTests`` print ``all.tcl:	Total	3	Passed	1	Skipped	0	Failed	2`` and
return normally (tcltest(n), "Test suites"; a suite that should fail exits with ``[runAllTests]``'s
result in tcltest 2.5, or checks ``$::tcltest::numTests(Failed)``), so ``tclsh all.tcl`` goes green
with failed tests. A step that passed (GitHub Actions' runner printed no exit code for it) whose
output holds a test runner's own tally of failures (a ``summary`` signal of a ``test failure``
skill) therefore passed with failed tests: the job went on (and passed, or failed in a later check
that may be of something else). That answer stays; the note (a warning, as a step that passed on
a retry gets, :mod:`ci_triage.logs.retried_attempts`) quotes the tally. A step whose script pipes
into ``tee`` without ``pipefail`` has its own note (:mod:`ci_triage.logs.hidden_pipe_failure`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import BinaryIO

from ci_triage.base.text import shortened
from ci_triage.logs.first_pass import Scan, Section
from ci_triage.logs.localise import LogLine, build_lines
from ci_triage.logs.retried_attempts import HEADER_LINES_READ, NAMED_STEP, QUOTE_CHARS, ScriptLines
from ci_triage.logs.second_pass import WindowRequest, read_windows
from ci_triage.logs.signals import SignalIndex

TESTS_FAILED_IN_PASSED_STEP = (
    "{step} passed, but its test runner reported failed tests (line {line}: “{text}”): the runner "
    "exited 0 with failed tests, so they did not fail the step; make the step fail when a test fails "
    "(check the runner's count of failures, such as tcltest's `$::tcltest::numTests(Failed)`, and exit non-zero)"
)
"""The note (a warning, not a failure) of a step that passed while its test runner's tally counted
failed tests: ``{step}`` ``step “NAME”`` (:data:`~ci_triage.logs.retried_attempts.NAMED_STEP`),
``{line}`` the tally's 1-based line and ``{text}`` the tally, its runs of whitespace (tcltest's tabs) one space."""
TALLY_CATEGORY = "test failure"
"""The category of the skills whose ``summary`` signals are a test runner's tally of failures."""


def unchecked_test_failure_notes(
    file: BinaryIO,
    log_scan: Scan,
    signals: SignalIndex,
    script_lines: ScriptLines,
    sections: Iterable[Section],
    noted: Iterable[str] = (),
) -> list[str]:
    """One :data:`TESTS_FAILED_IN_PASSED_STEP` note per section of ``sections`` (of ``log_scan``, the
    first pass of the GitHub Actions log in ``file``) that did not fail and whose output (not its
    script, ``script_lines``) holds a line a ``summary`` signal of a :data:`TALLY_CATEGORY` skill
    matches: its last such line is quoted. A section that a note of ``noted`` (notes of steps that
    passed with a failure, a pipe into ``tee``'s) opens by naming gets none. ``[]`` for a log of another format,
    which marks no step as passed. Reads only sections the first pass found trigger lines in, and of
    each the kept lines and its first :data:`~ci_triage.logs.retried_attempts.HEADER_LINES_READ`;
    ``file`` is left at its start."""
    if log_scan.format != "github-actions":
        return []
    said = tuple(noted)
    notes: list[str] = []
    for section in sections:
        if section.failed or not section.trigger_lines or not section.name.startswith("Run "):
            continue
        step = NAMED_STEP.format(name=section.name)
        if any(note.startswith(f"{step} ") for note in said):
            continue
        tally = _tally(file, log_scan, section, signals, script_lines)
        if tally is not None:
            number, text = tally
            notes.append(TESTS_FAILED_IN_PASSED_STEP.format(step=step, line=number, text=shortened(text, QUOTE_CHARS)))
    file.seek(0)
    return notes


def _tally(
    file: BinaryIO, log_scan: Scan, section: Section, signals: SignalIndex, script_lines: ScriptLines
) -> tuple[int, str] | None:
    """The last line of ``section``'s output that a test runner's tally of failures matches
    (:func:`unchecked_test_failure_notes`): its 1-based number and cleaned text, each run of
    whitespace one space; else None."""
    bounds = {"first_line": section.start.line, "last_line": section.end_line}
    header = WindowRequest(section.start, 0, HEADER_LINES_READ, **bounds)
    raw = read_windows(file, [header, *(WindowRequest(anchor, 0, 0, **bounds) for anchor in section.anchors())])
    lines = build_lines(raw, signals, dict.fromkeys(raw, section.index), log_scan.stamp)
    script = script_lines(section, lines, log_scan.format)
    found = [number for number in sorted(lines) if number not in script and _counts_failures(lines[number])]
    return (found[-1], " ".join(lines[found[-1]].text.split())) if found else None


def _counts_failures(line: LogLine) -> bool:
    """Whether ``line`` is a test runner's own tally of failed tests (a ``summary`` signal of a
    :data:`TALLY_CATEGORY` skill), not a passing test's report."""
    return not line.passing and any(
        match.signal.role == "summary" and match.signal.category == TALLY_CATEGORY for match in line.matches
    )
