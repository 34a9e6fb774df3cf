"""The source file a linker's error names by its base name, from the object file CMake compiled it to.

GNU ld names the object whose code refers to a missing symbol on a heading line, then the source
file from the object's symbol table by its base name only (binutils 2.40, CMake 3.25 with make and
ninja, run here)::

    /usr/bin/ld: CMakeFiles/geo_cli.dir/src/main.cpp.o: in function `main':
    main.cpp:(.text+0x24): undefined reference to `geo::perimeter(int const*, int)'
    /usr/bin/ld: main.cpp:(.text+0x39): undefined reference to `geo::centroid(int const*, int)'

CMake names an object after its source's path from the source folder
(``CMakeFiles/<target>.dir/src/main.cpp.o``, ``cmLocalGenerator::GetObjectFileNameWithoutTarget``;
a source outside that folder has its ``..`` written ``__``), so the heading says that
``main.cpp`` is the checkout's ``src/main.cpp`` (trial 41 #9). An object of another build (make's
``main.o``, meson's ``geo_cli.p/src_main.cpp.o``) does not say which folder its source is in.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import Found, LazyRE2

_LD_PREFIX = LazyRE2(r"^(?:\S*/)?(?:ld|ld\.\w+)(?:\.exe)?: ")
"""The program's name GNU ld (or gold, lld as ``ld.lld``) starts its lines with (``/usr/bin/ld: ``)."""
_OBJECT_HEADING = LazyRE2(r"^(?P<object>[^\s:]+\.o(?:bj)?): [Ii]n function (?:`(?P<function>[^'\n]+)':)?")
"""ld's heading above a function's errors, after :data:`_LD_PREFIX`: the object file
(``CMakeFiles/geo_cli.dir/src/main.cpp.o: in function `main':``; ``In function`` before binutils 2.29)."""
_CMAKE_OBJECT = LazyRE2(r"^(?:.*/)?CMakeFiles/[^/]+\.dir/(?P<source>.+)\.o(?:bj)?$")
"""A CMake object's path: ``source`` is its source's path from the source folder."""


def without_ld_prefix(text: str) -> str:
    """``text`` without the linker's name before it (:data:`_LD_PREFIX`)."""
    prefix = _LD_PREFIX.match(text)
    return text[prefix.end() :] if prefix else text


def object_source(lines: Mapping[int, LogLine], number: int, file: str) -> str:
    """``file``, a bare source name (``main.cpp``) a linker error names on line ``number`` (1-based
    in ``lines``), as the path from the source folder that the object heading ld printed above it
    names (:data:`_OBJECT_HEADING`, CMake's :data:`_CMAKE_OBJECT`: ``src/main.cpp``); the lines
    between are the same file's errors in the same section. ``file`` unchanged when it has a folder,
    when no such heading is above, or when the object is not CMake's or names another file or a
    source outside the source folder (``__/``)."""
    if "/" in file or "\\" in file:
        return file
    heading = _object_heading(lines, number, file)
    cmake = _CMAKE_OBJECT.match(str(heading.group("object"))) if heading else None
    source = str(cmake.group("source")) if cmake else ""
    if not source.endswith(f"/{file}") or source.startswith("__/") or "/__/" in source:
        return file
    return source


def object_function(lines: Mapping[int, LogLine], number: int, file: str) -> str | None:
    """The function whose code refers to the symbol a linker error on line ``number`` (1-based in
    ``lines``) names as missing, in source ``file``: the one ld's object heading above it names
    (``/usr/bin/ld: build/main.o: in function `main':`` → ``main``); None when no heading is above."""
    heading = _object_heading(lines, number, file)
    return heading.group("function") if heading and heading.group("function") else None


def _object_heading(lines: Mapping[int, LogLine], number: int, file: str) -> Found | None:
    """ld's object heading (:data:`_OBJECT_HEADING`) above line ``number``, past the lines between
    that are ``file``'s errors in the same section; None when the line above those is none."""
    section = lines[number].section
    above = number - 1
    while (line := lines.get(above)) is not None and line.section == section:
        text = without_ld_prefix(line.text.strip())
        if not text.startswith(f"{file}:"):
            break
        above -= 1
    if line is None or line.section != section:
        return None
    return _OBJECT_HEADING.match(without_ld_prefix(line.text.strip()))
