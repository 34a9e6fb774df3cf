"""A traceback a tool logged as a warning, or retried, and then went on: no evidence of why the step failed.

Python's ``logging`` prints a record's traceback under it when the record carries ``exc_info``
(``logger.warning("...", exc_info=True)``; Python documentation, ``logging.Logger.debug``): the
program caught the exception, said so at WARNING (or INFO, DEBUG) level, and carried on. Checkov
offline logs ``[WARNI]  Failed to get the checkov mappings and guidelines from https://...`` over
urllib3's whole ``socket.gaierror`` → ``NameResolutionError`` → ``MaxRetryError`` chain, then scans
and prints its results; a passing run prints the same traceback. Such a traceback's lines name an
error (a DNS failure, an exception) that the program survived, so what the step printed after it
says why the step failed, not the traceback (:data:`ci_triage.logs.classify.LOGGED_EXCEPTION_FACTOR`).

A logged traceback here is: a log record at a level below ERROR (:data:`_BELOW_ERROR`), the
``Traceback (most recent call last):`` right under it (blank lines between allowed), its frames
(indented lines), the exception line, and any chained tracebacks (``The above exception was the
direct cause of the following exception:``, ``During handling of the above exception, another
exception occurred:``), with the lines SQLAlchemy prints below every database error's exception
line as part of its message (:data:`_SQLALCHEMY_TRAILER`); and the program went on: a non-blank
line that is none of these and no runner's marker follows the last exception line in the same step.
A traceback whose end the lines read do not show (a window cut in its middle) is not one: nothing
says the program went on. Nor is one the step ends right after, unless the step's command sends the
program's standard output to a file (:data:`_STDOUT_TO_FILE`: ``checkov -d cfn --output junitxml >
checkov.xml``): then its results, and its verdict, went there, and the record's own level is what
says the program survived the exception (checkov 3.3's offline ``[WARNI]`` traceback, then exit 1
for the ten failed checks written to the file; trial 104). The step's command is read from its name
(``Run checkov … > checkov.xml``, a ``$ command``): a redirection on a later line of a multi-line
script is not seen.

A record that a skill's ``error`` signal reads is no survived warning but a failure the tool's own
settings made fatal (Sphinx's ``WARNING: autodoc: failed to import 'extra' from module 'mypkg'; the
following exception was raised:`` under ``-W``; Sphinx 9.0.4): the traceback under it is that
failure's explanation, the exception the import raised (:func:`explained_exceptions`), no evidence of
a cause of its own, and the record is no logged traceback's line.

A record that a skill reads with a signal of weight 0, its tool's known warning (checkov's offline
``[WARNI]  Failed to get the checkov mappings and guidelines from https://...``, which every run
without network access prints, passing or not), is a warning its tool is known to survive: the
traceback under it is no evidence of any cause (:func:`known_warning_exceptions`), not even a
discounted rival, and the step's own output (the failed checks) decides.

A retried traceback (:func:`retried_exceptions`) is the same survival without a log level: a
program that retries (a download, a connection) and prints each attempt's traceback
(``traceback.print_exc()``, a retry library's log) prints the same traceback, frames and exception
line, again and again;
when its output goes on after the last of them (another traceback that ended the program, a
``KeyError`` on the empty answer; a test runner's summary below a test's captured output), the run
ended of something else, and that later error says why. A program that retried and then let the
same exception end it prints nothing after the last one: it is not retried here, and its
exception says why the step failed.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.exception_chain import PYTHON_CHAIN_LINK
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_BELOW_ERROR = LazyRE2(
    r"(?:^|[\s\[|:])(?:WARNING|WARNI|WARN|INFO|DEBUG)(?:[\]\s|:]|$)|\blevel=(?:warn|warning|info|debug)\b"
)
"""A log record at a level below ERROR: Python logging's ``WARNING:root:`` and ``... WARNING ...``
formats, checkov's five-letter ``[WARNI]``, logfmt's ``level=warning``."""
_TRACEBACK = LazyRE2(r"^\s*Traceback \(most recent call last\):\s*$")
_STDOUT_TO_FILE = LazyRE2(r"(?:^|[\s;|(])1?>>?[ \t]*[^\s&>|;<]")
"""A shell redirection of a command's standard output to a file (``> checkov.xml``, ``>> out.log``,
``1>report.txt``); not standard error's (``2> err.log``) nor a copy to another stream (``>&2``,
``2>&1``)."""
_SQLALCHEMY_TRAILER = LazyRE2(r"^\[SQL: ")
"""The first line of what SQLAlchemy's ``StatementError`` adds to its exception's message
(``sqlalchemy.exc.IntegrityError: (psycopg2.errors.NotNullViolation) …``): ``[SQL: ALTER TABLE …]``
(the statement may go on over several lines), ``[parameters: …]`` when it had any, and
``(Background on this error at: https://sqlalche.me/e/21/gkpj)`` (:data:`_SQLALCHEMY_BACKGROUND`);
SQLAlchemy 2.0 printing alembic's failed migration. These lines are the exception's, not output
of a program that went on."""
_SQLALCHEMY_BACKGROUND = LazyRE2(r"^\(Background on this error at: https://sqlalche\.me/e/\S+\)\s*$")
"""The last line SQLAlchemy adds to a database error's message (:data:`_SQLALCHEMY_TRAILER`)."""


def logged_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in ``sections`` (the failing steps), of each
    traceback logged below ERROR level after which the program went on (see the module
    docstring): from the log record's line to the chain's last exception line; not those of a
    record a skill's ``error`` signal reads (:func:`explained_exceptions`). Linear in the lines read."""
    return {
        n
        for record, _traceback, end in _logged_tracebacks(lines, sections)
        if not _reports_failure(lines[record])
        for n in range(record, end + 1)
        if n in lines
    }


def explained_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in ``sections``, of each traceback logged
    under a record below ERROR level that a skill's ``error`` signal reads (see the module
    docstring): from its ``Traceback (most recent call last):`` line to the chain's last exception
    line, the record left out. Linear in the lines read."""
    return {
        n
        for record, traceback, end in _logged_tracebacks(lines, sections)
        if _reports_failure(lines[record])
        for n in range(traceback, end + 1)
        if n in lines
    }


def known_warning_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in ``sections``, of each traceback logged under
    a record below ERROR level that a skill reads as its tool's known warning (a signal of weight 0,
    see the module docstring) and gone on after: from the record's line to the chain's last
    exception line. Linear in the lines read."""
    return {
        n
        for record, _traceback, end in _logged_tracebacks(lines, sections)
        if _known_warning(lines[record])
        for n in range(record, end + 1)
        if n in lines
    }


def _known_warning(line: LogLine) -> bool:
    """Whether a skill's signal of weight 0 (a line it knows, no evidence of a failure) reads ``line``."""
    return any(match.signal.weight == 0 for match in line.matches)


def _logged_tracebacks(lines: dict[int, LogLine], sections: Collection[Section]) -> list[tuple[int, int, int]]:
    """``(record, traceback, end)`` line numbers of each traceback logged below ERROR level in
    ``sections`` after which the program went on: its log record's line, its ``Traceback`` line and
    its chain's last exception line, in log order."""
    by_index = {section.index: section for section in sections}
    found: list[tuple[int, int, int]] = []
    last_end = 0
    for number in sorted(lines):
        line = lines[number]
        section = by_index.get(line.section)
        if section is None or number <= last_end or not _TRACEBACK.match(line.text):
            continue
        record = _record_above(lines, number)
        if record is None:
            continue
        end = _went_on_after(lines, number, section, _STDOUT_TO_FILE.search(section.name) is not None)
        if end is not None:
            found.append((record, number, end))
            last_end = end
    return found


def _reports_failure(line: LogLine) -> bool:
    """Whether a skill's ``error`` signal that counts (weight above 0) reads ``line``."""
    return any(match.signal.role == "error" and match.signal.weight > 0 for match in line.matches)


def retried_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> set[int]:
    """The line numbers (1-based, keys of ``lines``), in ``sections`` (the failing steps), of each
    retried Python traceback (see the module docstring): from its ``Traceback (most recent call
    last):`` line to its exception line (the first line below it that is not blank and not
    indented, its frames'), for every traceback of a section whose frames and exception line
    another traceback there prints alike (the same call failing again, not several tests' reports
    that end in the same exception), when a line that is not blank, no chain's link (``During handling
    of the above exception…``) and no runner's marker follows the last of them in the section.
    Linear in the lines read."""
    by_index = {section.index: section for section in sections}
    spans: dict[tuple[int, str], list[tuple[int, int]]] = {}
    walked = 0  # the last line a traceback's walk read: a heading among its frames is not walked again
    for number in sorted(lines):
        line = lines[number]
        if number <= walked or line.section not in by_index or not _TRACEBACK.match(line.text):
            continue
        below = number + 1
        while (frame := lines.get(below)) is not None and frame.section == line.section and not frame.marker:
            if not frame.blank and not frame.text[:1].isspace():
                printed = "\n".join(lines[n].text for n in range(number + 1, below + 1) if n in lines)
                spans.setdefault((line.section, printed), []).append((number, below))
                break
            below += 1
        walked = below
    found: set[int] = set()
    for (section, _text), tracebacks in spans.items():
        if len(tracebacks) > 1 and _goes_on(lines, tracebacks[-1][1], by_index[section]):
            found.update(n for start, end in tracebacks for n in range(start, end + 1) if n in lines)
    return found


def _goes_on(lines: dict[int, LogLine], exception: int, section: Section) -> bool:
    """Whether the program's output goes on below the ``exception`` line in ``section``: the next
    line that is not blank is read, of the section, no runner's marker and no chain's link."""
    markers = {marker.line for marker in section.markers}
    number = exception + 1
    while (line := lines.get(number)) is not None and line.blank:
        number += 1
    return (
        line is not None
        and line.section == section.index
        and number not in markers
        and not line.marker
        and not PYTHON_CHAIN_LINK.match(line.text)
    )


def mark_logged_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> None:
    """Mark :attr:`~ci_triage.logs.localise.LogLine.logged_exception` on the lines of ``lines`` (in
    place) that :func:`logged_exceptions` finds in ``sections``: the excerpt shows what the program
    printed after them, not the traceback it survived; and
    :attr:`~ci_triage.logs.localise.LogLine.known_warning` on those :func:`known_warning_exceptions`
    finds, their signal matches removed: no evidence, no location, no line of the excerpt's blocks
    or the summary's."""
    known = known_warning_exceptions(lines, sections)
    for number in logged_exceptions(lines, sections):
        lines[number].logged_exception = True
    for number in known:
        lines[number].known_warning = True
        lines[number].matches = []


def _record_above(lines: dict[int, LogLine], traceback: int) -> int | None:
    """The number of the log record below ERROR level right above the ``traceback`` line (blank
    lines between skipped), or ``None``."""
    number = traceback - 1
    while number in lines and lines[number].blank:
        number -= 1
    line = lines.get(number)
    if line is None or line.section != lines[traceback].section or not _BELOW_ERROR.search(line.text):
        return None
    return number


def _went_on_after(lines: dict[int, LogLine], traceback: int, section: Section, output_to_file: bool) -> int | None:
    """The last exception line of the chain starting at ``traceback`` when a line of the program's
    own output follows it in ``section``, or the step ends (a runner's marker) right after it and
    ``output_to_file`` (the step's command sends the program's standard output to a file, see the
    module docstring); ``None`` when the chain's end or what follows it is not among the lines read,
    or the step ends right after it otherwise."""
    markers = {marker.line for marker in section.markers}
    state = "frames"
    last: int | None = None
    number = traceback + 1
    while True:
        line = lines.get(number)
        if line is None or line.section != section.index or number in markers:
            return last if output_to_file and state == "after" and line is not None else None
        text = line.text
        if state == "frames":
            if not line.blank and not text[:1].isspace():
                state, last = "after", number
        elif line.blank:
            pass
        elif _TRACEBACK.match(text):
            state = "frames"
        elif PYTHON_CHAIN_LINK.match(text):
            state = "chained"
        elif state == "trailer":
            if _SQLALCHEMY_BACKGROUND.match(text):
                state = "after"
        elif state == "after" and _SQLALCHEMY_TRAILER.match(text):
            state = "trailer"
        elif state == "after" and not line.marker:
            return last
        else:
            return None
        number += 1
