"""The lines of a Python traceback that quote a library's source: no line to make a signal of.

A traceback quotes the source of each frame it goes through, the standard library's and installed
packages' too: pytest's report of a test whose connection was refused quotes CPython's whole
``socket.create_connection``, its docstring included (``cannot be created, raises the last error if
*all_errors* is False,``; pytest 9.2, Python 3.11, trial 85), and ``ci-triage skills new`` made a
signal of that line, one that says nothing of the failure and matches CPython's source wherever a
traceback quotes it. The project's lines and the error lines (``E   ConnectionRefusedError: …``,
the exception) say what failed; a library's frames and the source they quote do not.

Three forms are read: Python's own traceback (``  File "…/socket.py", line 851, in
create_connection`` and the lines it quotes below it, indented), pytest's short entry (``…/socket.py:851:
in create_connection`` and its source below it) and pytest's long entry, whose source (with the
function's arguments above it) comes before its place (``…/socket.py:836: ConnectionRefusedError``),
from the entry's ``_ _ _`` separator or the test's banner down. A frame is a library's when its
path is an installed package's or the standard library's (:data:`~ci_triage.logs.library_frames.INSTALLED`,
:data:`~ci_triage.logs.library_frames.STANDARD`: ``/usr/lib/python3.12/``, pyenv's and
setup-python's ``…/lib/python3.11/``, Windows' ``\\Lib\\``, a frozen module's ``<frozen os>``).

The excerpt leaves the inner entries of a run of library entries in pytest's report out, as
:func:`~ci_triage.logs.library_frames.library_frames` does for Python's own traceback
(:func:`pytest_library_entries`): a test that called ``urllib.request.urlopen`` on a host that does
not resolve is reported in two chained tracebacks of 16 entries of ``urllib/request.py``,
``http/client.py`` and ``socket.py``, two of them long entries quoting the 43 lines of urllib's
``do_open`` (pytest 9.2.0, Python 3.11.7), 1,994 of an excerpt's 2,000 tokens (trial 103 #5).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ci_triage.logs.exception_chain import PYTHON_CHAIN_LINK
from ci_triage.logs.library_frames import INSTALLED, STANDARD
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_PYTHON_FRAME = LazyRE2(r'^\s*File "(?P<path>[^"]+)", line \d+')
"""A frame of Python's traceback (``  File "/usr/lib/python3.11/socket.py", line 851, in create_connection``)."""
_PYTEST_PLACE = LazyRE2(r"^(?P<path><[^>]+>|\S+):\d+:(?P<short> in \S+)?(?: \S+)?\s*$")
"""The place of an entry of pytest's traceback: a short entry's above its source (``…/socket.py:851:
in create_connection``, ``<frozen importlib._bootstrap>:1204: in _gcd_import``), a long entry's below
it (``…/socket.py:836: ConnectionRefusedError``, ``test_db.py:15:``)."""
_ENTRY_START = LazyRE2(r"^(?:(?:_ ){3,}_?|_{3,} \S.* _{3,}|={3,}.*)\s*$")
"""Where an entry of pytest's traceback starts: below the ``_ _ _`` between two entries, the test's
banner (``____ test_db ____``) or a section's ruler (``==== FAILURES ====``)."""
_ERROR_LINE = LazyRE2(r"^E(?:\s|$)")
"""pytest's error line under the failing source line (``E   ConnectionRefusedError: …``)."""
_REPORT_BANNER = LazyRE2(r"^_{3,} \S.* _{3,}\s*$")
"""pytest's banner over one test's report (``____ test_fetch_prices ____``)."""
_SECTION_RULER = LazyRE2(r"^={3,}.*$|^-{3,} .* -{3,}\s*$")
"""A ruler that ends a test's traceback: the next section's (``==== short test summary info ====``),
captured output's (``---- Captured stdout call ----``)."""
_ENTRY_SEPARATOR = LazyRE2(r"^(?:_ ){3,}_?\s*$")
"""The line pytest prints between two entries of one traceback (``_ _ _ …``)."""


@dataclass(slots=True)
class _Entry:
    """One entry of pytest's traceback: its lines (1-based numbers, in order), whether it is a
    library's, and a long entry's source lines above its failing (``>``) line."""

    library: bool
    lines: list[int]
    source_above: list[int] = field(default_factory=list)


def library_source_lines(lines: Mapping[int, str]) -> frozenset[int]:
    """Line numbers of ``lines`` (1-based line number → cleaned text; consecutive runs, as an
    excerpt's spans hold them) that are a library's frame or the source, arguments and carets it
    quotes, in Python's traceback or pytest's (the module's three forms); an error line (pytest's
    ``E   …``) is never one. A run's gap ends what was read. Linear in the number of lines."""
    found: set[int] = set()
    entry: list[int] = []  # the lines of pytest's long entry read since it started
    quoting = False  # the lines below a library's frame or short entry are its source
    previous = None
    for number in sorted(lines):
        text = lines[number]
        if previous is not None and number != previous + 1:
            entry, quoting = [], False
        previous = number
        python = _PYTHON_FRAME.match(text)
        place = None if python is not None else _PYTEST_PLACE.match(text)
        if python is not None or place is not None:
            library = _library(text)
            below = place is None or place.group("short") is not None  # its source is quoted below it
            if library:
                found.add(number)
                if not below:
                    found.update(line for line in entry if _ERROR_LINE.match(lines[line]) is None)
            entry, quoting = [], library and below
        elif _ENTRY_START.match(text) is not None:
            entry, quoting = [], False
        elif quoting and text[:1].isspace():
            found.add(number)
        else:
            quoting = False
            entry.append(number)
    return frozenset(found)


def _library(frame: str) -> bool:
    """Whether the ``frame`` line (Python's or pytest's) names a file of an installed package or of
    the standard library, or a frozen module (pytest's ``<frozen os>:…``)."""
    return frame.startswith("<") or any(part in frame for part in (*INSTALLED, *STANDARD))


def pytest_library_entries(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that the excerpt leaves out of
    pytest's report of a failed test (``--tb=long``, its default, and ``--tb=short``; from a test's
    banner to the next banner or ruler) that has an entry of the project's (a file outside
    installed packages and the standard library): in each run of library entries (one traceback of
    a chain: a chain's link ends the run) the lines of all but its first and last entry, and in a
    library's long entry the source it quotes above its failing ``>`` line (the function's code up to
    the call). An error line (``E   …``), the entries' places and the project's entries are never
    left out. Linear in the number of lines: each is read once, each entry's lines once more."""
    left_out: set[int] = set()
    entries: list[_Entry | None] = []  # this report's entries; None for a chain's link
    pending: list[int] = []  # the lines read since the last entry's start: a long entry's, so far
    short: _Entry | None = None  # the short entry whose quoted source lines are being read
    reading = False  # inside a test's report
    for number, line in lines.items():
        text = line.text
        banner = _REPORT_BANNER.match(text) is not None
        if banner or _SECTION_RULER.match(text) is not None:
            left_out.update(_left_out_of_report(entries, lines))
            entries, pending, short, reading = [], [], None, banner
            continue
        if not reading:
            continue
        place = _PYTEST_PLACE.match(text)
        if _ENTRY_SEPARATOR.match(text) is not None or PYTHON_CHAIN_LINK.match(text) is not None:
            if PYTHON_CHAIN_LINK.match(text) is not None:
                entries.append(None)
            pending, short = [], None
        elif place is not None and place.group("short") is not None:
            short = _Entry(_library(text), [number])
            entries.append(short)
            pending = []
        elif place is not None:
            failing = next((at for at, above in enumerate(pending) if lines[above].text.startswith(">")), 0)
            source = [above for above in pending[:failing] if lines[above].text.startswith(" ")]
            entries.append(_Entry(_library(text), [*pending, number], source))
            pending, short = [], None
        elif short is not None and text[:1].isspace():
            short.lines.append(number)
        else:
            short = None
            pending.append(number)
    left_out.update(_left_out_of_report(entries, lines))
    return frozenset(left_out)


def _left_out_of_report(entries: list[_Entry | None], lines: dict[int, LogLine]) -> list[int]:
    """The lines :func:`pytest_library_entries` leaves out of one test's report, given its
    ``entries`` in order (None for a chain's link): none without an entry of the project's."""
    if all(entry is None or entry.library for entry in entries):
        return []
    left_out: list[int] = []
    run: list[_Entry] = []
    for entry in [*entries, None]:
        if entry is not None and entry.library:
            run.append(entry)
            continue
        for inner in run[1:-1]:
            left_out.extend(number for number in inner.lines if _ERROR_LINE.match(lines[number].text) is None)
        for kept in run[:1] + run[1:][-1:]:
            left_out.extend(kept.source_above)
        run = []
    return left_out
