"""What a step that passed only on a retry printed of its failed attempt: a flaky signal.

A retried command's failed attempt is counted by the first pass (:attr:`Section.failed_attempts`:
``nick-fields/retry``'s ``Attempt 1 failed. Reason: Child_process exited with error code 1``,
Travis' ``travis_retry``, the Jenkins ``retry`` step's ``Retrying``, a hand-written loop's
``exit code 1, retrying (1/3)``). When the step passed in the end the job shows no failure, and that
answer stays; but a test or service that fails once in two runs is what a maintainer wants to hear
of, so the note quotes the failed attempt's first error line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import BinaryIO

from ci_triage.base.text import shortened
from ci_triage.logs.first_pass import Scan, Section
from ci_triage.logs.flaky_tests import passed_on_rerun, repeated_passing_run
from ci_triage.logs.localise import LogLine, build_lines
from ci_triage.logs.second_pass import WindowRequest, read_windows
from ci_triage.logs.signals import SignalIndex

PASSED_ON_RETRY = (
    "{step} passed only on a retry: an earlier attempt failed ({first}); the step passed, but a "
    "test or service that fails and then passes is flaky and worth a look"
)
"""The note (a warning, not a failure) of a step whose retried command failed before it passed:
``{step}`` ``step “NAME”`` (:data:`NAMED_STEP`), or :data:`UNNAMED_STEP` for a plain log's one
unnamed section, ``{first}`` the failed attempt's first error line and its number
(:data:`FIRST_ERROR`), else the tests its runner ran again (:data:`RERUN_TESTS`), else
:data:`NO_ERROR_LINE`."""
NAMED_STEP = "step “{name}”"
UNNAMED_STEP = "the command the log shows"
FIRST_ERROR = "its error at line {line}: “{text}”"
NO_ERROR_LINE = "it printed no error line the skills know"
RERUN_TESTS = "{tests} failed first, by {evidence}"
"""What the failed attempt was when it printed no error line but its runner named the tests it ran
again (:func:`~ci_triage.logs.flaky_tests.passed_on_rerun`): ``{tests}``, comma-separated, and the
runner's words that say so."""
ALREADY_RETRIED = (
    "The step already retried: the log shows {attempts} failed attempts of its command, so a re-run alone is "
    "unlikely to help: follow the advice below for a failure that repeats. "
)
"""What the advice of a verdict that says to re-run (:data:`RERUN_CATEGORIES`) begins with when the
failing step's command failed attempts before its last (:attr:`Section.failed_attempts`: a retry
loop's ``Attempt 1 failed with exit code 6. Retrying in 2s...``): those attempts were the re-runs."""
RERUN_CATEGORIES = frozenset({"infrastructure/network/flaky"})
"""Categories whose advice begins with a re-run (a runner's DNS or a service fails now and then)."""
QUOTE_CHARS = 160
"""Characters of the failed attempt's error line quoted at most."""
HEADER_LINES_READ = 50
"""Lines read from a section's first on, for the script its step shows there (no output of the attempt)."""

ScriptLines = Callable[[Section, dict[int, LogLine], str], range]
"""The lines of a section that show the step's command, not its output (section, the lines read,
the log's format → their numbers): :func:`ci_triage.logs.analyse.step_script_lines`."""


def passed_on_retry_notes(
    file: BinaryIO,
    log_scan: Scan,
    signals: SignalIndex,
    script_lines: ScriptLines,
    sections: Iterable[Section] | None = None,
) -> list[str]:
    """One :data:`PASSED_ON_RETRY` note per section of ``log_scan`` (the first pass of the log in
    ``file``) that passed on a retry (:attr:`Section.passed_on_retry`), in log order; with
    ``sections`` (steps that passed on a retry before the one that failed), one per section of
    those whose failed attempt printed an error line, since the tests a runner ran again are
    named by the failed job's own warning (:func:`~ci_triage.logs.flaky_tests.flaky_test_notes`). The error line
    quoted is the line before the section's first retry marker that the weightiest ``error`` signal
    of ``signals`` matches (the first of them), and that is neither a passing test's report
    (:func:`~ci_triage.logs.localise.build_lines`) nor the step's script (``script_lines``: a
    loop's ``echo "… failed with exit code $?, retrying"``), among the lines the first pass kept
    (its first and last candidate lines of the section). Reads only those lines and the section's
    first :data:`HEADER_LINES_READ`; ``file`` is left at its start."""
    notes: list[str] = []
    for section in (
        [section for section in log_scan.sections if section.passed_on_retry] if sections is None else sections
    ):
        error, rerun, repeats_only = _failed_attempt(file, log_scan, section, signals, script_lines)
        if error is None and sections is not None:
            continue  # no error line: the failed job's warning names the tests its runner ran again
        if error is None and not rerun and repeats_only:
            continue  # ctest --repeat until-fail: passing runs repeated, none failed
        named = "; ".join(RERUN_TESTS.format(tests=", ".join(tests), evidence=word) for word, tests in rerun.items())
        first = error or named or NO_ERROR_LINE
        step = NAMED_STEP.format(name=section.name) if section.name else UNNAMED_STEP
        notes.append(PASSED_ON_RETRY.format(step=step, first=first))
    file.seek(0)
    return notes


def _failed_attempt(
    file: BinaryIO, log_scan: Scan, section: Section, signals: SignalIndex, script_lines: ScriptLines
) -> tuple[str | None, dict[str, list[str]], bool]:
    """The failed attempt's first error line of ``section`` (:data:`FIRST_ERROR`; ``None`` when it
    printed none), the tests its runner ran again (:func:`~ci_triage.logs.flaky_tests.passed_on_rerun`),
    as :func:`passed_on_retry_notes` reads them, and whether every retry marker of the section is
    ctest's repeated passing run (:func:`~ci_triage.logs.flaky_tests.repeated_passing_run`), which
    says no run failed unless a failed run is read above it."""
    retry = min((anchor.line for anchor in section.markers if anchor.kind == "retry"), default=section.end_line)
    kept = [anchor for anchor in section.anchors() if anchor.line < retry or anchor.kind == "retry"]
    bounds = {"first_line": section.start.line, "last_line": section.end_line}
    header = WindowRequest(section.start, 0, HEADER_LINES_READ, **bounds)
    raw = read_windows(file, [header, *(WindowRequest(anchor, 0, 0, **bounds) for anchor in kept)])
    lines = build_lines(raw, signals, dict.fromkeys(raw, section.index), log_scan.stamp)
    script = script_lines(section, lines, log_scan.format)
    rerun = passed_on_rerun({number: line for number, line in lines.items() if number not in script})
    markers = [anchor.line for anchor in section.markers if anchor.kind == "retry"]
    repeats_only = all(number in lines and repeated_passing_run(lines[number].text) for number in markers)
    errors = (number for number in sorted(lines) if number < retry and number not in script)
    weights = {number: error_weight(lines[number]) for number in errors}
    if not any(weights.values()):
        return None, rerun, repeats_only
    first = min(weights, key=lambda number: (-weights[number], number))
    quoted = FIRST_ERROR.format(line=first, text=shortened(lines[first].text.strip(), QUOTE_CHARS))
    return quoted, rerun, repeats_only


def error_weight(line: LogLine) -> float:
    """The weight of the strongest ``error`` signal matching ``line`` (not a tool's context or a
    tally), 0 for none or for a passing test's report."""
    if line.passing:
        return 0.0
    return max((match.signal.weight for match in line.matches if match.signal.role == "error"), default=0.0)
