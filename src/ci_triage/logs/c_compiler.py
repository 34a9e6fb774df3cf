"""The compiler driver a step ran, gcc or clang (or gfortran, GCC's Fortran driver), named by what the log shows.

gcc and clang print one diagnostic shape (``area.cpp:6:17: error: …``) and drive the same linkers,
so the skill that reads their lines (``c-cpp-build``) names gcc by default, and the step's command
tells them apart only when it runs the compiler itself (``Run clang -c x.c``). Under a build system
or a wrapper (``cmake --build``, ``make``, ``ninja``) the log still says which ran: the compiler
named by ``CC``/``CXX`` or ``-DCMAKE_CXX_COMPILER`` in a step's command or ``env:``, the command
line make or ninja echoes (``/usr/bin/clang++ … -c src/area.cpp``), CMake's ``-- The CXX compiler
identification is Clang 14.0.6`` and Meson's ``C compiler for the host machine: cc (gcc 12.2.0 …)``,
and each compiler's own forms: clang's tally ``2 errors generated.`` and its flag ``[-Werror,-Wunused-variable]``,
gcc's ``[-Werror=unused-variable]`` and its front end's ``cc1: all warnings being treated as errors``.
gfortran drives the same linker (``/usr/bin/ld: main.o: in function `MAIN__':``, ``undefined reference
to `normalise_'``): the command line make echoes (``gfortran -O2 -g -o norm main.o norm.o``) names it.
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import Tool

C_COMPILERS = frozenset({"gcc", "clang"})
"""The catalogue's C-family compiler drivers, whose lines one skill reads."""
LINKING_DRIVERS = C_COMPILERS | {"gfortran"}
"""The compiler drivers whose link lines that skill reads: the C family's and GCC's Fortran driver."""

_NAMED = LazyRE2(
    r"(?:^(?:\S*/)?(?:ccache +(?:\S*/)?)?"  # a command line make or ninja echoes, or the driver's own error
    r"|(?:^|[\s'\"])(?:-D)?(?:CC|CXX|CMAKE_C_COMPILER|CMAKE_CXX_COMPILER)(?::\w+)?(?:=|: +)['\"]?(?:\S*/)?)"
    r"(?:[\w.]+-)*(?P<name>clang|gcc|g\+\+|gfortran)(?:\+\+)?(?:-\d+(?:\.\d+)*)?(?:\.exe)?"
    r"(?: +-|: (?:fatal )?error: |['\"]?$|['\"]? )"
)
"""A compiler named by its program: the command line a build echoes (``clang -Wall -c parser.c``,
``/usr/bin/ccache /usr/bin/x86_64-linux-gnu-g++-12 -O2 …``, ``gfortran -O2 -g -o norm main.o
norm.o``: options follow the name), the driver's own error (``clang: error: …``), or an assignment in a
command or a step's ``env:`` (``CC=clang``, ``-DCMAKE_CXX_COMPILER:FILEPATH=/usr/bin/clang++-14``, ``CXX: g++``)."""
_IDENTIFIED = LazyRE2(
    r"^-- The (?:C|CXX|OBJC|OBJCXX|CUDA|HIP) compiler identification is (?P<name>Clang|AppleClang|GNU)\b"
    r"|^(?:C|C\+\+|Objective-C|Objective-C\+\+) compiler for the host machine: [^(]*\((?P<meson>gcc|clang) "
)
"""A build system's report of the compiler it found: CMake's identification (``GNU``, ``Clang``,
``AppleClang``) and Meson's, the compiler's own id in brackets."""
_CLANG_FORMS = LazyRE2(r"^\d+ (?:warnings? and \d+ )?errors? generated\.$|\[-Werror,-W[\w+=-]+\]$")
"""clang's own forms: its tally of a file's errors and its way of writing the flag that made a
warning an error (``[-Werror,-Wunused-variable]``)."""
_GCC_FORMS = LazyRE2(r"\[-Werror=[\w+=-]+\]$|^cc1(?:plus|obj|objplus)?: ")
"""gcc's own forms: its way of writing that flag (``[-Werror=unused-variable]``) and its front end's
lines (``cc1: all warnings being treated as errors``)."""
_CHEAP = ("clang", "gcc", "g++", "gfortran", "GNU", "generated.", "-Werror", "cc1", "CC", "CXX")
"""Words one of the patterns needs on a line: a line without any is not matched at all."""


def compiler_that_ran(tool: str | None, ran: Tool | None, texts: Iterable[tuple[int, str]]) -> str | None:
    """The compiler driver (a name of :data:`LINKING_DRIVERS`) that printed lines read as ``tool``'s
    when ``tool`` is one of :data:`C_COMPILERS` (any other ``tool``, or ``None``, is returned as it is, ``texts``
    unread): the step's tool ``ran`` when it is one (the step runs the compiler itself), else the
    compiler the last of ``texts`` (line number, 1-based, and cleaned text: the steps' titles and
    the lines read, up to the failing step's end) that names one names (see the module's
    docstring), else ``tool``."""
    if tool not in C_COMPILERS:
        return tool
    if ran is not None and ran.name in LINKING_DRIVERS:
        return ran.name
    named = tool
    for _number, text in sorted(texts):
        found = _named_compiler(text)
        named = found or named
    return named


def _named_compiler(text: str) -> str | None:
    """The compiler ``text`` names or shows by its own forms, ``None`` when it shows none."""
    if not any(word in text for word in _CHEAP):
        return None
    if _CLANG_FORMS.search(text):
        return "clang"
    if _GCC_FORMS.search(text):
        return "gcc"
    found = _NAMED.search(text) or _IDENTIFIED.search(text)
    if found is None:
        return None
    name = next(group for group in found.groups() if group)
    if name == "gfortran":
        return name
    return "clang" if "lang" in name.lower() else "gcc"
