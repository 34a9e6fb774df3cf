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
its allocator's and the C library's frames first.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.model import Location

FRAME_LOOKAHEAD = 12
"""Lines after a report's heading searched for its first frame in the project's files: a heading,
the access line (``READ of size 4 …``) and a handful of runtime frames come before it."""

_FRAME = LazyRE2(r"^\s*#\d+ (?:0x[0-9A-Fa-f]+ in )?\S.* \S+:\d+(?::\d+)?(?: \([^()\s]+\))?\s*$")
"""A frame of a sanitizer's stack trace with a source location (see the module docstring): the
function is everything up to the last blank before the location, since a C++ function's name holds
blanks (``#0 0x55… in Ring<int>::peek(unsigned long) const /path/ring.cpp:10``,
``std::vector<int, std::allocator<int> >::…``); ThreadSanitizer's frames have no address and ``in``
and end with the module's offset (``#0 bump /path/main.c:7 (main+0x11e0)``, compiler-rt's
``kDefaultFormat`` of ``tsan_report.cpp``: ``    #%n %f %S %M``). A frame without debug information
reads ``(/path/main+0x1100)`` and names no line. RE2: linear in the line's length."""


_MEMCHECK_FRAME = LazyRE2(r"^==\d+==\s+(?:at|by) (?P<frame>0x[0-9A-Fa-f]+: .+ \([^()\s]+:\d+\))\s*$")
"""A frame of a valgrind (Memcheck) report with a source location, under its ``==PID==`` column
(``==15921==    by 0x1091D4: add (names.c:7)``, below ``4 bytes in 1 blocks are definitely lost in
loss record 1 of 2``); ``frame``: the frame without the column and its ``at``/``by`` (``0x1091D4: add
(names.c:7)``). RE2: linear in the line's length."""


def first_project_frame(lines: dict[int, LogLine], head: int, locations: Iterable[Location]) -> str | None:
    """The text (blanks around it removed) of the first stack frame (:data:`_FRAME`; a valgrind
    frame from its address on, :data:`_MEMCHECK_FRAME`) among the
    :data:`FRAME_LOOKAHEAD` lines after line ``head`` (1-based log line numbers, keys of ``lines``)
    that is the log line of one of ``locations`` (the report's, the project's files); None when
    there is none."""
    at = {location.log_line for location in locations}
    for number in range(head + 1, head + FRAME_LOOKAHEAD + 1):
        line = lines.get(number)
        if line is None or number not in at:
            continue
        if _FRAME.match(line.text):
            return line.text.strip()
        memcheck = _MEMCHECK_FRAME.match(line.text)
        if memcheck is not None:
            return memcheck.group("frame")
    return None
