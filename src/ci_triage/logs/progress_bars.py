"""A progress bar's states printed one per line: the excerpt shows its last state and counts the rest.

A progress bar redraws one terminal line with carriage returns (``\\r``); a log keeps them in one
record, which the second pass reads as the terminal shows it, the last state. Some pipelines (a
``tee`` or ``script`` that turns ``\\r`` into a newline, a runner that splits records on it) print
each state on its own line instead: tqdm's ``transform:  45%|████      | 90/200 [00:01<00:02,
55.1it/s]`` once per item, a hundred lines above the traceback they crowded out of the excerpt's
budget. Each state repeats the one before with more done, so a run of them is one line of evidence
at most: its last.

A line is a progress bar's state (:func:`is_progress_line`) when it holds a bar (``|████    |``,
``|####    |``, ``[===>    ]``, ``<===---->``, pip's and rich's ``━━━━╸``) with a percentage
(``45%``) or an amount done (``90/200``, ``1.2/4.5 MB``, a rate ``55.1it/s``, ``3.4 MB/s``), a
percentage with a rate, or is a row of curl's progress meter (``100 58.7M  100 58.7M    0     0
1632M      0 --:--:-- …``), or a build tool's state that opens with its percentage and goes on with
the phase in lower case (webpack's ``--progress``: ``<s> [webpack.Progress] 10% building 0/1 entries
…``). conda's per-package download bars (``numpy-1.26.4 | 7.0 MB | ####5 | 45%``) are bars.
A percentage alone or with a count is not one: pytest's ``tests/test_a.py ..F.  [ 45%]``, PHPUnit's
``....F.... 378 / 405 ( 93%)``, CMake's ``[ 45%] Building CXX object …`` and a coverage tally's
``Lines: 61.19% (5388/8805)`` each say something of their own.
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_PERCENT = LazyRE2(r"(?:^|[\s|(\[:])\d{1,3}(?:\.\d+)?\s?%")
"""A percentage done: ``45%``, `` 45.5 %``; not a number glued to a word before it."""
_BAR = LazyRE2(
    r"\|[█▉▊▋▌▍▎▏#0-9 ]*[█▉▊▋▌▍▎▏#][█▉▊▋▌▍▎▏#0-9 ]*\|"
    r"|\|[ ]+\|"
    r"|\[[=#>\- ]*[=#>][=#>\- ]*\]"
    r"|<[=\-]*=[=\-]*>"
    r"|[━╸╺╾╼█▉▊▋▌▍▎▏]{3,}"
)
"""A bar: block characters or ``#`` between pipes (tqdm; its empty bar at 0%, pipes around spaces),
``=``, ``#`` and ``>`` in brackets (docker pull, npm, cargo), Gradle's ``<===---->``, or a run of
heavy box or block characters (pip's and rich's ``━━━━╸``)."""
_RATE = r"\d+(?:\.\d+)?\s?(?:it|[kKMGT]?i?B|bytes?)/s\b"
_AMOUNT = LazyRE2(r"\d+(?:\.\d+)?\s?(?:[kKMGT]i?B?|B)?\s?/\s?\d+(?:\.\d+)?|" + _RATE)
"""An amount done: ``90/200``, ``1.2/4.5 MB``, ``12.3MB/30MB``, or a rate, ``55.1it/s``, ``3.4 MB/s``."""
_RATE_ONLY = LazyRE2(_RATE)
"""A rate: ``55.1it/s``, ``3.4 MB/s``."""
_CURL_METER = LazyRE2(r"^\s*\d{1,3}\s+\S+\s+\d{1,3}\s+\S+\s+\d{1,3}\s+\S+\s+\S+\s+\S+\s+(?:--:--:--|\d+:\d\d:\d\d)\s")
"""A row of curl's progress meter: percentage, total, percentage, received, percentage, sent, the
two average speeds, then the times (``--:--:--`` while unknown)."""
_PHASE = LazyRE2(r"^(?:<[a-z]> )?(?:\[[\w.-]+\] )?\d{1,3}%(?:\s*$| [a-z])")
"""A state of a build tool's progress reporter that prints its percentage first, then the phase in
lower case: webpack's ProgressPlugin (``webpack --progress``, 5.113: ``<s> [webpack.Progress] 10%
building 0/1 entries 0/0 dependencies 0/0 modules``, ``69% sealing plugins``, ``100%``; webpack 4's
``10% building 1/1 modules 0 active``) and conda's and mamba's per-package bars are one run of it.
Not CMake's ``[ 45%] Building CXX object …`` (the percentage in brackets, a capitalised step)."""


def is_progress_line(text: str) -> bool:
    """Whether ``text`` (one cleaned log line) is one state of a progress bar (see the module
    docstring): a bar with a percentage or an amount done, a percentage with a rate, a curl
    meter row, or a percentage that opens the line before a phase in lower case (:data:`_PHASE`)."""
    if _CURL_METER.search(text) or _PHASE.search(text):
        return True
    bar = _BAR.search(text) is not None
    if bar and (_PERCENT.search(text) or _AMOUNT.search(text)):
        return True
    return not bar and _PERCENT.search(text) is not None and _RATE_ONLY.search(text) is not None


@dataclass(frozen=True, slots=True)
class ProgressRun:
    """A run of a progress bar's states one per line: ``shown`` is its last state's line number
    (1-based), ``left_out`` the line numbers of the states above it."""

    shown: int
    left_out: range

    @property
    def note(self) -> str:
        """The excerpt reason of :attr:`shown`: what was left out above it."""
        states = "state" if len(self.left_out) == 1 else "states"
        return f"the last state of a progress bar; {len(self.left_out):,} earlier {states} above it left out"


def progress_runs(lines: dict[int, LogLine]) -> list[ProgressRun]:
    """The runs of progress-bar states among ``lines`` (line number → line read, 1-based): two or
    more consecutive lines of one section that :func:`is_progress_line` accepts, blank lines between
    two of them part of the run (webpack's ``--progress`` prints one after some of its states).
    Linear in the number of lines and their length."""
    runs: list[ProgressRun] = []
    run: list[int] = []
    previous = 0  # the last line read of the run: a state, or a blank line after one
    for number in sorted(lines):
        line = lines[number]
        if run and (number != previous + 1 or line.section != lines[run[-1]].section):
            runs += _closed(run)
            run = []
        if is_progress_line(line.text):
            run.append(number)
        elif run and line.text.strip():  # a blank line keeps the run open
            runs += _closed(run)
            run = []
        previous = number
    return runs + _closed(run)


def _closed(run: list[int]) -> list[ProgressRun]:
    """``run`` (consecutive line numbers of progress-bar states) as a :class:`ProgressRun`, when it
    holds more than one state."""
    return [ProgressRun(shown=run[-1], left_out=range(run[0], run[-1]))] if len(run) > 1 else []
