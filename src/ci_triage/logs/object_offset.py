"""A linker error placed at an offset into an object file's section, not at a source line.

GNU ld names where code refers to a missing symbol from the object's symbol table when the object
has no debug information: the source's base name and the section offset (binutils 2.40 under g++
12.2 and CMake 3.25, run here)::

    /usr/bin/ld: CMakeFiles/app.dir/src/main.cpp.o: in function `main':
    main.cpp:(.text+0xf): undefined reference to `checksum(char const*)'

``(.text+0xf)`` is a byte offset into the object's code, no place a reader can open; what the
summary quotes is the error (the undefined symbol), then the file (the report's location, the
checkout's ``src/main.cpp`` when CMake's object says so:
:func:`~ci_triage.logs.linked_object.object_source`) and the function the heading above names.
A line built with ``-g`` (``main.cpp:5: undefined reference …``) has a real line and is left as it is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ci_triage.logs.linked_object import object_function, without_ld_prefix
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.re2_patterns import LazyRE2

_OFFSET_PLACE = LazyRE2(r"^(?P<file>[^\s:(][^:(]*):\((?P<section>\.[^\s)+]*)\+0x[0-9A-Fa-f]+\): (?P<message>\S.*)$")
"""A linker's line placed at a section offset, after its program's name (``ld: ``): ``file`` the
source's name, ``message`` the error."""


def without_object_offset(headline: str, lines: Mapping[int, LogLine], head: int, locations: Iterable[Location]) -> str:
    """``headline`` (the quoted text of line ``head``, 1-based in ``lines``) as ``message (file, in
    function `f')`` when it is a linker's error placed at a section offset (:data:`_OFFSET_PLACE`):
    ``undefined reference to `checksum(char const*)' (src/main.cpp, in function `main')``. The file is
    the report's location of line ``head`` (of ``locations``), else the name the line gives; the
    function is left out when no object heading is above. ``headline`` unchanged otherwise."""
    found = _OFFSET_PLACE.match(without_ld_prefix(headline.strip()))
    if found is None:
        return headline
    named = str(found.group("file"))
    file = next((location.file for location in locations if location.log_line == head and location.file), named)
    function = object_function(lines, head, named)
    where = f"{file}, in function `{function}'" if function else file
    return f"{found.group('message')} ({where})"
