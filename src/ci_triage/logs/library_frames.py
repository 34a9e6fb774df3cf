"""A library's inner frames in a Python traceback below the project's code: the excerpt leaves them
out.

When a project's code calls into an installed library and the library raises, Python's traceback
goes on from the project's frame through every frame of the library down to where it raised:
Django's ORM prints fourteen (``…/site-packages/django/db/models/manager.py``, ``query.py``,
``base.py``, ``sql/compiler.py``, ``backends/utils.py``…, each with its source line and carets;
Django 5.2, trial 48) between a test's ``Product.objects.create(…)`` and ``OperationalError: no
such table: shop_product``, twice for two tests, which filled a whole excerpt. What a reader needs
of them is where the project's code entered the library (the first frame below the project's) and
where the library raised (the last, above the exception): those two are kept and the frames
between them left out. The standard library's frames are a library's too (``http/client.py``'s six
between a test's request and ``socket.py``'s ``ConnectionRefusedError``), but never the project's:
a traceback without any frame outside installed packages and the standard library (a library's
traceback chained below, an installed tool that crashed) keeps all its frames: there is no
project's frame to read them from, unless its exception quotes the project's code it ran: a
notebook's cell, whose source and IPython traceback nbclient's ``CellExecutionError`` (nbconvert
``--execute``, nbclient 0.11) and papermill's ``PapermillExecutionError`` (papermill 2.7) print as
their message, below some twenty frames of nbconvert, traitlets, jupyter_core, asyncio and nbclient
(papermill: click's): those are the tool's run of library frames, its first and last kept and the
frames between them left out (trial 63: nbconvert's filled 50 of an excerpt's 73 lines above the
cell). The test runner's own frames above the test's are :mod:`ci_triage.logs.runner_frames`'.
"""

from __future__ import annotations

from ci_triage.logs.console_script import CONSOLE_SCRIPT_FRAME
from ci_triage.logs.localise import MAX_FRAMES, LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_frames import is_python_frame, with_quoted_lines

INSTALLED = ("site-packages", "dist-packages")
"""The folders Python installs packages in (Debian's ``dist-packages``)."""
STANDARD = ("/lib/python", "\\Lib\\", 'File "<')
"""What a frame of Python's standard library shows (``/usr/lib/python3.12/json/decoder.py``,
Windows' ``\\Lib\\``, a frozen module's ``File "<frozen os>"``): a library's frame, never the
project's (``runpy``'s above an installed tool run with ``python -m``)."""
_CELL_ERROR = LazyRE2(r"^(?:[\w.]+\.)?(?:CellExecutionError|PapermillExecutionError):(?:\s|$)")
"""The exception of a notebook's runner whose message is the cell that raised (nbclient's, and
nbconvert 5's ``nbconvert.preprocessors.execute.CellExecutionError``; papermill's)."""


def library_frames(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are the inner frames of a
    run of library frames (installed packages', :data:`INSTALLED`, and the standard library's,
    :data:`STANDARD`; with the lines each quotes, :func:`~ci_triage.logs.runner_frames.with_quoted_lines`)
    below a frame of the project (any other file) in the same traceback: all but the run's first and
    last frame, in a run of three frames or more. So are those of a traceback of library frames
    alone whose exception is a notebook runner's that quotes the cell it ran (:data:`_CELL_ERROR`).
    A traceback ends at a line that is no frame nor a frame's quoted line (its exception, a blank
    line, the next ``Traceback`` heading). Linear in the number of lines: none is walked twice."""
    left_out: set[int] = set()
    run: list[list[int]] = []  # the installed-package frames below the project's, in order
    tool_run: list[list[int]] = []  # those of a traceback with no frame of the project's yet
    below_own = False  # a frame of a file outside installed packages seen in this traceback
    walked = 0
    for number, line in lines.items():
        if number <= walked:
            continue  # a line a frame quoted
        frame = with_quoted_lines(lines, number) if is_python_frame(line.text) else None
        library = frame is not None and library_frame(line.text)
        if library:
            (run if below_own else tool_run).append(frame or [])
        else:  # the project's frame, or the traceback's end: the run is done
            left_out.update(_inner(run))
            if frame is None and _CELL_ERROR.match(line.text) is not None:
                left_out.update(_inner(tool_run))
            run, tool_run, below_own = [], [], frame is not None
        walked = frame[-1] if frame else walked
    left_out.update(_inner(run))
    return frozenset(left_out)


def library_frame(text: str) -> bool:
    """Whether ``text``, a Python traceback's frame line (:data:`~ci_triage.logs.runner_frames.PYTHON_FRAME`),
    is an installed package's (:data:`INSTALLED`), the standard library's (:data:`STANDARD`) or an
    installed console script's (:data:`~ci_triage.logs.console_script.CONSOLE_SCRIPT_FRAME`)."""
    return any(part in text for part in (*INSTALLED, *STANDARD)) or CONSOLE_SCRIPT_FRAME.match(text) is not None


def project_frame_below(lines: dict[int, LogLine], number: int) -> int | None:
    """The line number (1-based) of the innermost frame of the project's code in the Python
    traceback that line ``number`` of ``lines`` (line number → line read) is a library's frame of
    (:func:`library_frame`): the last frame below it, before the traceback ends (a line that is no
    frame nor a frame's quoted line), of a file outside installed packages and the standard library.
    A library's frame says where the library's code was, the project's frame what the project's code
    did there: pytest's own hooks (``…/site-packages/_pytest/…``) above a test's frame interrupted at
    ``t1.join()``. ``None`` when line ``number`` is no library's frame or no project's frame follows
    it. Linear in the traceback's lines below ``number``."""
    line = lines.get(number)
    if line is None or not is_python_frame(line.text) or not library_frame(line.text):
        return None
    found = None
    below = number
    while (frame := lines.get(below)) is not None and is_python_frame(frame.text):
        if not library_frame(frame.text):
            found = below
        below = with_quoted_lines(lines, below)[-1] + 1
    return found


def projects_frames_above(lines: dict[int, LogLine], first: int, last: int) -> dict[int, list[int]]:
    """Each line from ``first`` to ``last`` (1-based, of ``lines``: line number → line read) of a
    library's frame (:func:`library_frame`; the frame line and the lines it quotes,
    :func:`~ci_triage.logs.runner_frames.with_quoted_lines`) in a Python traceback below a frame of
    the project's code → the innermost such frame above it in the same traceback, its line and the
    lines it quotes, in order. ``{File "<frozen os>", line 679}`` → the lines of ``File "app.py",
    line 5, in connect`` and ``url = os.environ["DATABASE_URL"]`` above it: where the project's code
    called the library that raised. A library's frame with no project's frame above it (a tool's
    own traceback) maps to nothing. A range starting inside a frame's quoted lines (the excerpt's
    exit block: the last lines above ``##[error]Process completed``) is read from that frame
    (:func:`_quoting_frame`); one starting below a traceback's first frame, from the frames walked
    back over (:func:`_project_frame_above`). Linear in the lines from ``first`` to ``last`` and
    those walked back over: each traceback is walked back once."""
    found: dict[int, list[int]] = {}
    project: list[int] | None = None  # the innermost project's frame of the traceback read, when known
    known = False  # whether the traceback read so far was read from its start, or walked back over
    number = _quoting_frame(lines, first) or first
    while number <= last:
        line = lines.get(number)
        frame = with_quoted_lines(lines, number) if line and is_python_frame(line.text) else None
        if line is None or frame is None:
            project, known = None, False
            number += 1
            continue
        if not library_frame(line.text):
            project = frame
        else:
            if not known:
                project = _project_frame_above(lines, number)
            if project is not None:
                found.update(dict.fromkeys(frame, project))
        known = True
        number = frame[-1] + 1
    return found


def _quoting_frame(lines: dict[int, LogLine], number: int) -> int | None:
    """The line number of the Python frame whose quoted lines (its source line, the carets below
    it) hold line ``number``, walking back over at most
    :data:`~ci_triage.logs.localise.MAX_FRAMES` lines not blank; ``None`` when line ``number`` is
    no such line."""
    above = number - 1
    while number - above <= MAX_FRAMES and (line := lines.get(above)) is not None and not line.blank:
        if is_python_frame(line.text):
            return above if with_quoted_lines(lines, above)[-1] >= number else None
        above -= 1
    return None


def _project_frame_above(lines: dict[int, LogLine], number: int) -> list[int] | None:
    """The innermost frame of the project's code (with its quoted lines) above the library's frame
    at line ``number`` of ``lines`` in the same Python traceback, walking back over at most
    :data:`~ci_triage.logs.localise.MAX_FRAMES` frames; the walk ends at a line of the frame's
    indentation or less that is no frame (the ``Traceback (most recent call last):`` heading), a
    blank line or a line not read. ``None`` when no project's frame is above it."""
    indent = lines[number].indent
    frames = 0
    above = number - 1
    while frames < MAX_FRAMES and (line := lines.get(above)) is not None and not line.blank:
        if is_python_frame(line.text):
            if not library_frame(line.text):
                return with_quoted_lines(lines, above)
            frames += 1
        elif line.indent <= indent:
            return None
        above -= 1
    return None


def _inner(run: list[list[int]]) -> list[int]:
    """The lines of ``run``'s frames but its first and last (each frame its line numbers)."""
    return [number for frame in run[1:-1] for number in frame]
