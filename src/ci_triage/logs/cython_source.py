"""A C or C++ file Cython generated, as the Cython source it was generated from.

cythonize writes ``src/fastmath/_core.c`` beside ``src/fastmath/_core.pyx`` and a compiler's error
in it names the generated file (``src/fastmath/_core.c:1271:10: fatal error: simd_kernels.h: No
such file or directory``, gcc 12.2), a file no one edits: the fix is in the ``.pyx`` (its ``cdef
extern from`` block, its call). The log shows where the file came from in two ways: cythonize's own
lines above the build (``Compiling src/fastmath/_core.pyx because it changed.`` and ``[1/1]
Cythonizing src/fastmath/_core.pyx``, Cython 3.3.1, printed by ``cythonize -i``, ``setup.py
build_ext`` and ``pip install -v``; absolute when cythonize was given an absolute path), or, where
pip hides them (its box shows only the wheel build's output), gcc's heading of the diagnostic's
function, one of Cython's generated names (``src/fastmath/_core.c: In function
‘__pyx_pf_8fastmath_5_core_scaled_sum’:``): that file is Cython's output, and its source the
``.pyx`` of the same name in the same folder (Cython's default; a pure-Python module's ``.py``
is named by cythonize's lines). The generated file's line is no line of the source, and the log
does not map it: the place is the source without a line, unless the C line the compiler quotes
under its error holds Cython's error macro, which carries the source's line: ``2690 |   __pyx_t_1 =
__Pyx_PyLong_From_int(__pyx_v_f->_fileno_typo); if (unlikely(!__pyx_t_1)) __PYX_ERR(0, 7,
__pyx_L1_error)`` is the ``.pyx``'s line 7 (trial 89, Cython 3.3 and gcc 12; :func:`pyx_line`). A
generated file the log shows neither of (a committed ``_core.c`` built from an sdist, trial 81)
stays as named.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_CYTHONIZED = LazyRE2(
    r"^\s*(?:Compiling (?P<compiling>\S+\.(?:pyx|py)) because "
    r"|\[\d+/\d+\] Cythonizing (?P<cythonizing>\S+\.(?:pyx|py))$)"
)
"""cythonize's line for a source it compiles to C (``Compiling src/m.pyx because it changed.``,
``… because it depends on …``) and its progress line (``[1/1] Cythonizing src/m.pyx``)."""
_CYTHON_FUNCTION = LazyRE2(r"^\s*(?P<file>\S+\.(?:c|cpp)): In function [‘'`]__pyx_")
"""gcc's heading of a diagnostic's function when that function is one Cython generated
(``src/m.c: In function ‘__pyx_pf_1m_4area’:``): the file is Cython's output."""
_PYX_ERR = LazyRE2(r"^\s+(?:\d+ \|)?.*\b__PYX_ERR\(0, (?P<line>\d+), ")
"""A compiler's quote of a generated C line (gcc's ``2690 |   …``, clang's bare indented line) that
holds Cython's error macro for its module's own source: ``__PYX_ERR(FILE, LINE, LABEL)``, ``FILE``
an index into the module's table of source files, 0 the compiled ``.pyx`` itself (an included
``.pxi`` or a ``.pxd`` has another index, and is not the file the location names)."""
_GENERATED_SUFFIXES = (".c", ".cpp")
"""The suffixes of the files Cython generates (C, or C++ for ``language="c++"``)."""


class CythonSources:
    """The Cython sources ``lines`` (1-based numbers to lines) show cythonize compiled and the C
    files they show to be Cython's output (:data:`_CYTHONIZED`, :data:`_CYTHON_FUNCTION`)."""

    def __init__(self, lines: Mapping[int, LogLine]) -> None:
        self._sources: dict[str, str] = {}  # a source's path without its suffix → the source
        self._generated: set[str] = set()  # generated files' paths without their suffix
        for line in lines.values():
            if (found := _CYTHONIZED.match(line.text)) is not None:
                source = str(found.group("compiling") or found.group("cythonizing")).replace("\\", "/")
                self._sources.setdefault(posixpath.splitext(source)[0], source)
            elif (heading := _CYTHON_FUNCTION.match(line.text)) is not None:
                self._generated.add(posixpath.splitext(str(heading.group("file")).replace("\\", "/"))[0])

    def source(self, file: str) -> str | None:
        """The Cython source ``file`` (a path with forward slashes) was generated from, when it is a
        ``.c`` or ``.cpp`` file: the source cythonize's lines name of the same path without its
        suffix (the one path ending in the other's, when one is absolute), else, when gcc named a
        generated function in it, the ``.pyx`` beside it; ``None`` when the log shows neither."""
        stem, suffix = posixpath.splitext(file)
        if suffix not in _GENERATED_SUFFIXES:
            return None
        named = [
            source
            for path, source in self._sources.items()
            if path == stem or path.endswith("/" + stem) or stem.endswith("/" + path)
        ]
        if len(named) == 1:
            return named[0]
        return f"{stem}.pyx" if stem in self._generated else None


def pyx_line(lines: Mapping[int, LogLine], diagnostic: int) -> str | None:
    """The line of the Cython source that the C line a compiler's diagnostic on line ``diagnostic``
    (1-based, a key of ``lines``) of a generated file names was generated from: the line number in
    :data:`_PYX_ERR`'s macro on the source line the compiler quotes right below the diagnostic;
    ``None`` when it quotes none or its C line holds no such macro (a failed ``#include``)."""
    below = lines.get(diagnostic + 1)
    found = _PYX_ERR.match(below.text) if below is not None else None
    return str(found.group("line")) if found is not None else None
