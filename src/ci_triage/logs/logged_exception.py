"""A traceback a tool logged as a warning and then went on: no evidence of why the step failed.

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
says the program went on.
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
    docstring): from the log record's line to the chain's last exception line. Linear in the
    lines read."""
    by_index = {section.index: section for section in sections}
    found: set[int] = set()
    for number in sorted(lines):
        line = lines[number]
        section = by_index.get(line.section)
        if section is None or number in found or not _TRACEBACK.match(line.text):
            continue
        record = _record_above(lines, number)
        if record is None:
            continue
        end = _went_on_after(lines, number, section)
        if end is not None:
            found.update(n for n in range(record, end + 1) if n in lines)
    return found


def mark_logged_exceptions(lines: dict[int, LogLine], sections: Collection[Section]) -> None:
    """Mark :attr:`~ci_triage.logs.localise.LogLine.logged_exception` on the lines of ``lines`` (in
    place) that :func:`logged_exceptions` finds in ``sections``: the excerpt shows what the program
    printed after them, not the traceback it survived."""
    for number in logged_exceptions(lines, sections):
        lines[number].logged_exception = True


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


def _went_on_after(lines: dict[int, LogLine], traceback: int, section: Section) -> int | None:
    """The last exception line of the chain starting at ``traceback`` when a line of the program's
    own output follows it in ``section``; ``None`` when the chain's end or what follows it is not
    among the lines read, or the step ends (a runner's marker) right after it."""
    markers = {marker.line for marker in section.markers}
    state = "frames"
    last: int | None = None
    number = traceback + 1
    while True:
        line = lines.get(number)
        if line is None or line.section != section.index or number in markers:
            return None
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
