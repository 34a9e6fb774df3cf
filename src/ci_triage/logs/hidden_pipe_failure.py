"""A failure a pipe into ``tee`` hid: a step that passed while its command failed.

A pipeline's exit status is its last command's (bash(1), "Pipelines"), so ``go test ./... | tee
out.log`` ends with ``tee``'s 0 whatever ``go test`` did, unless ``pipefail`` is set: GitHub
Actions runs a ``run`` step with ``bash -e {0}`` when it names no shell, and with ``bash
--noprofile --norc -eo pipefail {0}`` under ``shell: bash`` (docs.github.com, "Workflow syntax",
``jobs.<job_id>.steps[*].shell``), and prints that line under the step's script. A step whose
script pipes into ``tee`` without ``pipefail`` (neither its ``shell:`` line nor a ``set -o
pipefail`` in its script) and whose output shows an error line therefore passed while its command
failed: the job went on (and passed, or failed in a later step that may trip on what the command
did not do). That answer stays; the note (a warning, as a step that passed on a retry gets,
:mod:`ci_triage.logs.retried_attempts`) quotes the command's first error line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import BinaryIO

from ci_triage.base.text import shortened
from ci_triage.logs.first_pass import Scan, Section
from ci_triage.logs.localise import build_lines
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.retried_attempts import (
    FIRST_ERROR,
    HEADER_LINES_READ,
    NAMED_STEP,
    QUOTE_CHARS,
    ScriptLines,
    error_weight,
)
from ci_triage.logs.second_pass import WindowRequest, read_windows
from ci_triage.logs.signals import SignalIndex

PIPED_INTO_TEE = (
    "{step} passed, but its command piped into `tee` failed ({first}): without `pipefail` a pipeline's exit "
    "status is `tee`'s, so the failure did not fail the step; add `set -o pipefail` to the script (or "
    "`shell: bash`, which sets it) so that the step fails when its command does"
)
"""The note (a warning, not a failure) of a step that passed while a command it piped into ``tee``
printed an error line: ``{step}`` ``step “NAME”`` (:data:`~ci_triage.logs.retried_attempts.NAMED_STEP`),
``{first}`` that line and its number (:data:`~ci_triage.logs.retried_attempts.FIRST_ERROR`)."""
_TEE = LazyRE2(r"\|&?\s*tee(?:\s|$)")
"""A pipe into ``tee`` on a script's line (``| tee out.log``, ``|& tee -a out.log``)."""
_PIPEFAIL = LazyRE2(r"\bpipefail\b")
"""``pipefail`` set on the step's ``shell:`` line (``bash --noprofile --norc -eo pipefail {0}``) or by
its script (``set -o pipefail``, ``set -euo pipefail``)."""


def piped_into_tee_notes(
    file: BinaryIO, log_scan: Scan, signals: SignalIndex, script_lines: ScriptLines, sections: Iterable[Section]
) -> list[str]:
    """One :data:`PIPED_INTO_TEE` note per section of ``sections`` (of ``log_scan``, the first pass of
    the GitHub Actions log in ``file``; the log's steps that passed) that did not fail, whose script
    (``script_lines``: its ``##[group]Run`` header, script and ``shell:`` line) pipes into ``tee``
    without ``pipefail`` and whose output shows an error line: the first line, among those the first
    pass kept of the section, that the weightiest ``error`` signal of ``signals`` matches (not a
    passing test's report, nor the script). ``[]`` for a log of another format, whose steps do not
    show their shell. Reads only sections the first pass found trigger lines in, and of each the
    kept lines and its first :data:`~ci_triage.logs.retried_attempts.HEADER_LINES_READ`; ``file``
    is left at its start."""
    if log_scan.format != "github-actions":
        return []
    notes: list[str] = []
    for section in sections:
        if section.failed or not section.trigger_lines or not section.name.startswith("Run "):
            continue
        first = _hidden_error(file, log_scan, section, signals, script_lines)
        if first is not None:
            notes.append(PIPED_INTO_TEE.format(step=NAMED_STEP.format(name=section.name), first=first))
    file.seek(0)
    return notes


def _hidden_error(
    file: BinaryIO, log_scan: Scan, section: Section, signals: SignalIndex, script_lines: ScriptLines
) -> str | None:
    """The first error line of ``section``'s output (:data:`~ci_triage.logs.retried_attempts.FIRST_ERROR`)
    when its script pipes into ``tee`` without ``pipefail`` (:func:`piped_into_tee_notes`), else None."""
    bounds = {"first_line": section.start.line, "last_line": section.end_line}
    header = WindowRequest(section.start, 0, HEADER_LINES_READ, **bounds)
    raw = read_windows(file, [header, *(WindowRequest(anchor, 0, 0, **bounds) for anchor in section.anchors())])
    lines = build_lines(raw, signals, dict.fromkeys(raw, section.index), log_scan.stamp)
    script = script_lines(section, lines, log_scan.format)
    shown = [lines[number].text for number in script if number in lines]
    if not any(_TEE.search(text) for text in shown) or any(_PIPEFAIL.search(text) for text in shown):
        return None
    weights = {number: error_weight(lines[number]) for number in sorted(lines) if number not in script}
    if not any(weights.values()):
        return None
    first = min(weights, key=lambda number: (-weights[number], number))
    return FIRST_ERROR.format(line=first, text=shortened(lines[first].text.strip(), QUOTE_CHARS))
