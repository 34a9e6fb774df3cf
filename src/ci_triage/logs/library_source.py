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
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.library_frames import INSTALLED, STANDARD
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
