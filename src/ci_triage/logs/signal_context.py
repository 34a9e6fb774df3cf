"""A line whose shape several languages print counts only in its own language's context.

Two fields of a signal (:class:`ci_triage.logs.skills.Signal`) say what that context is: ``after``
(a line of the named signals at most :data:`CONTEXT_LINES` lines above, in the same step) and
``needs`` (a line of the named signals anywhere in the same step, above or below: a bare
``Error: message`` is Node's beside ``Node.js v20`` or its ``at`` frames, Terraform's beside
``on main.tf line 2``, R's above ``Execution halted``).

Python's last traceback line ``ArgumentError: VERSION file is missing`` has the shape of the line
Rake prints after ``rake aborted!`` for a Ruby exception, and of Node's ``TypeError: x`` under
its source line. A signal that reads such a shape names, in ``after``
(:class:`ci_triage.logs.skills.Signal`), the signals of its skill that give it its context
(python-runtime's ``Traceback (most recent call last):`` and ``File "x.py", line 3, in f``
frames; ruby-runtime's ``rake aborted!``). Its match counts only below a line one of them matched,
at most :data:`CONTEXT_LINES` lines above in the same step. Elsewhere the match is dropped
before anything is scored: it names no tool, skill or category, and the reading of the language
whose context is there decides; a line with a failure word keeps the weight it would have had
(:attr:`ci_triage.logs.localise.LogLine.unplaced_weight`), since an error-shaped line is still
worth quoting when no skill can say whose it is (a Python traceback in a ``make`` step or a
``rake`` task still has its ``Traceback`` line above it).
"""

from __future__ import annotations

from ci_triage.logs.localise import ROLE_FACTOR, LogLine
from ci_triage.logs.passing import failure_word
from ci_triage.logs.signals import CompiledSignal

CONTEXT_LINES = 50
"""Lines above a match where its context may be: the lines the second pass reads after an anchor
(``WINDOW_AFTER`` of :mod:`ci_triage.logs.analyse`), so a traceback's heading opening a window
reaches the exception line that window reads."""


def drop_out_of_context(lines: dict[int, LogLine]) -> None:
    """Remove from ``lines`` (line number → line read, 1-based, in place) the matches of signals
    with ``after`` or ``needs`` that have no context (see the module docstring), keeping the
    lowest weight they would have given in the line's ``unplaced_weight`` when the line holds a
    failure word (:func:`ci_triage.logs.passing.failure_word`: an ``Error: x`` is error-shaped; a
    bare ``main.go`` that gofmt's listing would make a finding is nothing elsewhere). ``needs`` is
    judged on the matches before any is removed. The lowest, not the highest: a reading only one
    tool's context gives (vitest's error below its ``Unhandled Rejection`` banner, 0.85) says
    nothing of a bare ``Error: x`` elsewhere, which weighs as the plainest reading of it does. A
    ``context`` signal's match gives none: its line is no error's shape (ESLint's ``  1:1  warning
    Lang 'ar' missing keys: errors, …`` entry of a run that passed, read as a place only under
    ``ESLint found too many warnings``), and the words in it are a warning's."""
    matched = {(line.section, m.signal.skill, m.signal.id) for line in lines.values() for m in line.matches}
    for number, line in lines.items():
        kept = [
            match
            for match in line.matches
            if (not match.signal.after or _has_context(lines, number, line.section, match.signal))
            and _needs_met(match.signal, line.section, matched)
        ]
        if len(kept) != len(line.matches):
            dropped = [m for m in line.matches if m not in kept and m.signal.role != "context"]
            if dropped and failure_word(line.text):
                line.unplaced_weight = min(match.signal.weight * ROLE_FACTOR[match.signal.role] for match in dropped)
            line.matches = kept


def _needs_met(signal: CompiledSignal, section: int, matched: set[tuple[int, str, str]]) -> bool:
    """Whether ``signal`` needs nothing, or one of the signals it ``needs`` (ids of its skill's
    signals) is among ``matched`` (section, skill, signal id) in ``section``."""
    return not signal.needs or any((section, signal.skill, need) in matched for need in signal.needs)


def _has_context(lines: dict[int, LogLine], number: int, section: int, signal: CompiledSignal) -> bool:
    """Whether a line of ``section`` at most :data:`CONTEXT_LINES` above line ``number`` matched a
    signal of ``signal``'s skill that ``signal`` comes ``after``."""
    for above in range(number - 1, max(0, number - CONTEXT_LINES) - 1, -1):
        line = lines.get(above)
        if line is None or line.section != section:
            continue
        if any(m.signal.skill == signal.skill and m.signal.id in signal.after for m in line.matches):
            return True
    return False
