"""The first frame in the project's files of a sanitizer's or valgrind's stack trace, quoted with its report.

A sanitizer (AddressSanitizer, LeakSanitizer, ThreadSanitizer, MemorySanitizer, and
UndefinedBehaviorSanitizer with ``print_stacktrace``) prints its report's heading
(``==13140==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000020 …``), then the
stack of where it happened, one frame a line, innermost first, in the symbolizer's form
``    #0 0x55e50e11d26d in main /home/runner/work/app/app/main.c:5`` (compiler-rt's
``sanitizer_common`` default stack trace format ``    #%n %p %F %L``; gcc 12's libsanitizer
prints the same; ThreadSanitizer's ``WARNING: ThreadSanitizer: data race (pid=…)`` reports print
``    #0 bump /home/runner/work/app/app/main.c:7 (main+0x11e0)``). A leak's or an interceptor's first
frames are the runtime's own
(``#0 … in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69``,
``#1 … in __libc_start_call_main ../sysdeps/nptl/libc_start_call_main.h:58``): the first frame at
one of the report's locations, which are the project's files
(:func:`ci_triage.logs.extract.locations` leaves the runtime's out), is where to look. valgrind's
Memcheck prints the same stack under a report's heading (``4 bytes in 1 blocks are definitely lost in
loss record 1 of 2``) in its own form, ``==15921==    by 0x1091D4: add (names.c:7)`` (valgrind 3.19),
its allocator's and the C library's frames first. gdb's ``bt`` prints its own form, the
arguments in brackets and ``at`` before the place (``#0  0x0000555555555173 in list_sum (head=0x0)
at list.c:9``, gdb 13.1), below the shell's ``Segmentation fault (core dumped)`` when a step runs
the crashed program again under ``gdb -batch -ex run -ex bt`` or reads its core file.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import Found, LazyRE2
from ci_triage.logs.runner_folder import without_runner_folder

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.model import Location

FRAME_LOOKAHEAD = 12
"""Lines after a report's heading searched for its first frame in the project's files: a heading,
the access line (``READ of size 4 …``) and a handful of runtime frames come before it."""

_FRAME = LazyRE2(
    r"^\s*(?P<frame>#\d+ (?:0x[0-9A-Fa-f]+ in )?(?P<function>\S.*) (?P<place>\S+:\d+(?::\d+)?)(?: \([^()\s]+\))?)\s*$"
)
"""A frame of a sanitizer's stack trace with a source location (see the module docstring): the
function is everything up to the last blank before the location, since a C++ function's name holds
blanks (``#0 0x55… in Ring<int>::peek(unsigned long) const /path/ring.cpp:10``,
``std::vector<int, std::allocator<int> >::…``); ThreadSanitizer's frames have no address and ``in``
and end with the module's offset (``#0 bump /path/main.c:7 (main+0x11e0)``, compiler-rt's
``kDefaultFormat`` of ``tsan_report.cpp``: ``    #%n %f %S %M``). A frame without debug information
reads ``(/path/main+0x1100)`` and names no line. ``frame`` is the frame without the blanks around
it, ``function`` and ``place`` (``path:line[:col]``) its parts. RE2: linear in the line's length."""


_MEMCHECK_FRAME = LazyRE2(
    r"^==\d+==\s+(?:at|by) (?P<frame>0x[0-9A-Fa-f]+: (?P<function>.+) \((?P<place>[^()\s]+:\d+)\))\s*$"
)
"""A frame of a valgrind (Memcheck) report with a source location, under its ``==PID==`` column
(``==15921==    by 0x1091D4: add (names.c:7)``, below ``4 bytes in 1 blocks are definitely lost in
loss record 1 of 2``); ``frame``: the frame without the column and its ``at``/``by`` (``0x1091D4: add
(names.c:7)``; ``function`` and ``place`` its parts). RE2: linear in the line's length."""


_GDB_FRAME = LazyRE2(
    r"^\s*(?P<frame>#\d+ +(?:0x(?P<address>[0-9A-Fa-f]+) in )?"
    r"(?P<function>[^\s(#][^(]*?) \(.*\) at (?P<place>[^\s:][^:]*:\d+))\s*$"
)
"""A frame of gdb's backtrace with a source location (gdb 13.1's ``bt``: ``#0  0x0000555555555173
in list_sum (head=0x0) at list.c:9``, ``#1  main () at list.c:19`` when the frame's address is a
line's first, a C++ one ``#0  0x… in Ring<int>::peek (this=0x…, i=4) at ring.hpp:6``); a frame in a
library without debug information reads ``from /lib/x86_64-linux-gnu/libc.so.6`` and names no
line. ``frame`` is the frame without the blanks around it, ``function`` (the name before the
arguments' brackets), ``place`` (``path:line``) and ``address`` (hexadecimal digits, absent when the
frame's address is a line's first) its parts. RE2: linear in the line's length."""

_GDB_STOP_PLACE = LazyRE2(
    r"^(?:0x(?P<address>[0-9A-Fa-f]+) in )?(?P<function>[^\s(#][^(]*?) \(.*\) at (?P<place>[^\s:][^:]*:\d+)\s*$"
)
"""gdb's line for where a signal stopped the program, below ``Program received signal SIGABRT,
Aborted.``: the innermost frame as ``bt`` prints it, without its ``#0`` (gdb 13.1's
``print_stack_frame`` with ``SRC_AND_LOC``: ``__pthread_kill_implementation (threadid=<optimized
out>, signo=signo@entry=6, no_tid=no_tid@entry=0) at ./nptl/pthread_kill.c:44``); groups as
:data:`_GDB_FRAME`'s. RE2: linear in the line's length."""


_GDB_LIBRARY_FRAME = LazyRE2(r"^\s*#\d+ +0x00007[Ff][0-9A-Fa-f]{10} in ")
"""A frame of gdb's backtrace at an address of x86-64 Linux's mmap area, below the stack
(``0x00007ffff7…`` when gdb starts the program, randomisation off; ``0x00007f…`` in a core file),
where the dynamic linker maps shared libraries; a position-independent program is mapped at
``0x0000555555554000`` (the kernel's ``ELF_ET_DYN_BASE``), another at its own address
(``0x401000``): glibc's ``#3  0x00007ffff7df5472 in __GI_abort () at ./stdlib/abort.c:79`` below an
abort, built with debug information but no file of the project's. x86-64's alone: on another machine
the addresses near those gdb's own text places in a shared library are (:class:`_GdbLibraries`)."""

_GDB_SHARED_LIBRARY_FRAME = LazyRE2(r"^\s*(?:#\d+ +)?0x(?P<address>[0-9A-Fa-f]+) in \S.* from /\S+\.so(?:\.\d+)*\s*$")
"""A frame of gdb's backtrace (or its stop line) in a shared library without debug information,
which gdb names instead of a place (``#1  0x00007ffff7e10fb2 in raise () from
/lib/x86_64-linux-gnu/libc.so.6``, gdb 13.1's ``print_frame``): its ``address`` (hexadecimal
digits) is in that library, whatever the machine. RE2: linear in the line's length."""

LIBRARY_SPAN = 0x10000000
"""Bytes (256 MiB) on either side of an address gdb's text places in a shared library within which
another frame's address is read as a shared library's too: the dynamic linker maps a program's
shared libraries next to one another, a few MiB each, while the program itself is mapped far from
them on every machine (x86-64's ``0x555555554000`` against ``0x7ffff7…``, i386's ``0x56555000``
against ``0xf7c…``, AArch64's ``0xaaaaaaaa0000`` against ``0xfffff7…``, randomisation off as gdb
runs it)."""

_GDB_MISSING_SOURCE = LazyRE2(r"^\d+\t(?P<file>\S.*): No such file or directory\.$")
"""gdb's line for a stop place whose source file it cannot open (``44\t./nptl/pthread_kill.c: No
such file or directory.``, gdb 13.1's ``print_source_lines_base`` through ``print_sys_errmsg``,
where the project's own file shows its source line): a file not on the machine that built and ran
the program, so not the project's (the C library's, from its debug information). RE2: linear in
the line's length."""


@dataclass(frozen=True, slots=True)
class _GdbLibraries:
    """What gdb's own lines around a backtrace say of the C library and the other shared libraries."""

    missing: frozenset[str]
    """The paths of source files gdb said it cannot open (:data:`_GDB_MISSING_SOURCE`)."""
    addresses: tuple[int, ...]
    """The addresses of frames gdb placed in a shared library (:data:`_GDB_SHARED_LIBRARY_FRAME`) or in
    one of the files ``missing``."""

    def holds(self, text: str, frame: Found) -> bool:
        """Whether the frame ``frame`` (a match of :data:`_GDB_FRAME` or :data:`_GDB_STOP_PLACE` on the
        line ``text``) is a shared library's, not the project's: in a file gdb cannot open, at an
        address of x86-64's shared libraries (:data:`_GDB_LIBRARY_FRAME`), or within
        :data:`LIBRARY_SPAN` of an address gdb's text places in one (any machine's)."""
        if _path_of(str(frame.group("place"))) in self.missing or _GDB_LIBRARY_FRAME.match(text):
            return True
        address = frame.group("address")
        return bool(address) and any(abs(int(address, 16) - known) < LIBRARY_SPAN for known in self.addresses)


def _gdb_libraries(lines: Mapping[int, LogLine], numbers: Iterable[int]) -> _GdbLibraries:
    """What gdb's lines among ``numbers`` (1-based log line numbers, keys of ``lines``) say of the
    shared libraries (:class:`_GdbLibraries`)."""
    texts = [line.text for number in numbers if (line := lines.get(number)) is not None]
    missing = frozenset(
        str(found.group("file")) for text in texts if (found := _GDB_MISSING_SOURCE.match(text)) is not None
    )
    addresses: list[int] = []
    for text in texts:
        found = _GDB_SHARED_LIBRARY_FRAME.match(text)
        if found is None and (found := _GDB_FRAME.match(text) or _GDB_STOP_PLACE.match(text)) is not None:
            found = found if _path_of(str(found.group("place"))) in missing else None
        if found is not None and found.group("address"):
            addresses.append(int(str(found.group("address")), 16))
    return _GdbLibraries(missing, tuple(addresses))


def gdb_library_place(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether log line ``number`` (1-based, a key of ``lines``) is a frame of gdb's backtrace
    (:data:`_GDB_FRAME`) or its stop line (:data:`_GDB_STOP_PLACE`) in a shared library, the C
    library's below an abort (``#3  0x00007ffff7dfb472 in __GI_abort () at ./stdlib/abort.c:79``),
    as gdb's lines within :data:`FRAME_LOOKAHEAD` of it tell (:meth:`_GdbLibraries.holds`): no place
    of the project's, as the crash's quoted frame is not."""
    text = lines[number].text
    frame = _GDB_FRAME.match(text) or _GDB_STOP_PLACE.match(text)
    if frame is None:
        return False
    around = range(number - FRAME_LOOKAHEAD, number + FRAME_LOOKAHEAD + 1)
    return _gdb_libraries(lines, around).holds(text, frame)


def _frames_below(lines: Mapping[int, LogLine], head: int, *, to_blank: bool) -> Iterator[tuple[int, Found, str]]:
    """Each stack frame (:data:`_FRAME`, a valgrind frame, :data:`_MEMCHECK_FRAME`, or gdb's,
    :data:`_GDB_FRAME`, but not one in a shared library, :meth:`_GdbLibraries.holds`) among the
    :data:`FRAME_LOOKAHEAD` lines after line ``head`` (1-based log line numbers, keys of ``lines``),
    in order, as its line number, match (groups ``frame``, ``function``, ``place``) and line text;
    with ``to_blank``, none after a blank line or a line not read (the report's end: below it may be
    another test's report)."""
    below = range(head + 1, head + FRAME_LOOKAHEAD + 1)
    libraries = _gdb_libraries(lines, below)
    for number in below:
        line = lines.get(number)
        if line is None or not line.text.strip():
            if to_blank:
                return
            continue
        frame = _FRAME.match(line.text) or _MEMCHECK_FRAME.match(line.text) or _own_gdb_frame(line.text, libraries)
        if frame is not None:
            yield number, frame, line.text


def _own_gdb_frame(text: str, libraries: _GdbLibraries) -> Found | None:
    """The match of :data:`_GDB_FRAME` on the line ``text``, None when it is none or a frame in a
    shared library (``libraries``: :meth:`_GdbLibraries.holds`)."""
    frame = _GDB_FRAME.match(text)
    if frame is None or libraries.holds(text, frame):
        return None
    return frame


def first_project_frame(lines: Mapping[int, LogLine], head: int, locations: Iterable[Location]) -> Found | None:
    """The first stack frame below line ``head`` (:func:`_frames_below`; groups ``frame``,
    ``function``, ``place``) that is one of ``locations`` (the report's, the project's files): on the
    log line of one, or at the file and line of one read on another line (gdb's frame ``#0  0x… in
    list_sum (head=0x0) at list.c:9`` below its stop line ``0x… in list_sum (head=0x0) at
    list.c:9``, which names the place first; UBSan's ``list.c:9:16: runtime error: …`` above
    AddressSanitizer's ``#0 0x… in list_sum /path/list.c:9``); None when there is none."""
    found = list(locations)
    at = {location.log_line for location in found}
    places = {(location.file, location.line) for location in found}
    return next(
        (
            frame
            for number, frame, _ in _frames_below(lines, head, to_blank=False)
            if number in at or _is_one_of(str(frame.group("place")), places)
        ),
        None,
    )


def with_project_frame(message: str, lines: Mapping[int, LogLine], head: int, locations: Iterable[Location]) -> str:
    """``message``, read on line ``head`` of ``lines`` (1-based), with the first frame below it in
    the project's files (:func:`first_project_frame`) after it, as printed, blanks around it left
    out: ``…: line 2:  7747 Segmentation fault      (core dumped) ./test_list (at #0
    0x0000555555555173 in list_sum (head=0x0) at list.c:9)``; ``message`` as it is when there is no
    such frame or it names that file and line already (UBSan's ``list.c:9:16: runtime error: …``)."""
    frame = first_project_frame(lines, head, locations)
    if frame is None:
        return message
    place = str(frame.group("place"))
    if _names_place(message, _path_of(place), place):
        return message
    return f"{message} (at {frame.group('frame')})"


def _is_one_of(place: str, places: set[tuple[str, int | None]]) -> bool:
    """Whether ``place`` (``path:line[:col]``, as a frame prints it) is the file and line of one of
    ``places`` (a location's path as the log printed it, and its line): the two paths, the runner's
    checkout folder left out of each, are one, or one ends in the other (gdb's ``list.c`` is
    AddressSanitizer's ``/home/runner/work/list/list/list.c``)."""
    path = _path_of(place)
    line = int(place[len(path) + 1 :].split(":", 1)[0])
    return any(line == at and _same_file(path, file) for file, at in places)


def _same_file(one: str, other: str) -> bool:
    """Whether paths ``one`` and ``other``, each without the runner's checkout folder and with
    forward slashes, are the same or one ends in the other after a ``/``."""
    one, other = (without_runner_folder(path).replace("\\", "/") for path in (one, other))
    return one == other or one.endswith(f"/{other}") or other.endswith(f"/{one}")


def first_own_frame(
    lines: Mapping[int, LogLine], head: int, not_own: Callable[[str, str], bool], *, to_blank: bool = True
) -> tuple[str, str] | None:
    """The function and place (``path:line[:col]``, as printed) of the first stack frame below line
    ``head`` (:func:`_frames_below`; with ``to_blank``, before the report's end) that ``not_own``
    (path, the frame's line) does not call the runtime's or a library's:
    ``("ring_push", "/home/runner/work/ring/ring/src/ring.c:11")``; None when there is none. A report
    read without its locations (a failed test's message, a crash's advice) judges its frames so."""
    return next(
        (
            (str(frame.group("function")), str(frame.group("place")))
            for _, frame, text in _frames_below(lines, head, to_blank=to_blank)
            if not not_own(_path_of(str(frame.group("place"))), text)
        ),
        None,
    )


_REGISTERS = LazyRE2(r" at pc 0x[0-9A-Fa-f]+ bp 0x[0-9A-Fa-f]+ sp 0x[0-9A-Fa-f]+")
"""The registers AddressSanitizer's report heading gives after the bad address (``==1==ERROR:
AddressSanitizer: heap-buffer-overflow on address 0x602… at pc 0x555… bp 0x7ff… sp 0x7ff…``):
the machine's state, which says nothing of where in the code; the frame below does."""


def with_own_frame(message: str, lines: Mapping[int, LogLine], head: int, not_own: Callable[[str, str], bool]) -> str:
    """``message``, read on line ``head`` of ``lines`` (1-based), with the place of the first frame
    in the project's code below it (:func:`first_own_frame`, the runner's checkout folder left out)
    and function after it, as the sanitizer's ``SUMMARY:`` line gives them (the place first, which a
    summary cut short keeps before a long C++ name), and the registers of its heading
    (:data:`_REGISTERS`) left out: ``ERROR: AddressSanitizer: heap-buffer-overflow on address
    0x60200000001c (at src/ring.c:11 in ring_push)``.
    ``message`` as it is when no such frame is below it or it names that file and line already
    (UBSan's ``src/ring.c:17:40: runtime error: …``)."""
    frame = first_own_frame(lines, head, not_own)
    if frame is None:
        return message
    function, place = frame
    path = _path_of(place)
    if _names_place(message, path, place):
        return message
    return f"{_REGISTERS.sub('', message)} (at {without_runner_folder(place)} in {function})"


def _path_of(place: str) -> str:
    """The path of ``place`` (``path:line[:col]``), its line and column left out (a Windows drive's
    colon kept: ``D:\\a\\x.c:11`` is ``D:\\a\\x.c``)."""
    path = place
    for _ in range(2):
        before, colon, after = path.rpartition(":")
        if colon and after.isdigit():
            path = before
    return path


def _names_place(message: str, path: str, place: str) -> bool:
    """Whether ``message`` names the file and line of ``place`` (its ``path``'s base name, then
    ``:line``): the frame adds nothing."""
    line = place[len(path) + 1 :].split(":", 1)[0]
    return f"{path.replace(chr(92), '/').rsplit('/', 1)[-1]}:{line}" in message
