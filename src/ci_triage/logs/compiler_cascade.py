"""A C-family compiler's follow-on errors: the errors of one compilation after its first.

gcc and clang go on after an error and report what follows from it: one missing `;` in a header
makes every use of the struct it declares an error of its own (gcc 12.2: ``include/types.h:8:5:
error: expected ‘:’, ‘,’, ‘;’, ‘}’ or ‘__attribute__’ before ‘int’``, then nine ``src/vec.c:…: error:
‘vec_t’ has no member named ‘cap’``; clang 14: ``include/types.h:7:15: error: expected ';' at end of
declaration list``, then five ``no member named 'data' in 'vec_t'``). A maintainer fixes the first
and builds again. One compilation's output is a run of lines of the compiler's own shapes: its
diagnostics (``file:line[:col]: error|warning|note|remark: ``, the form gcc, clang and the compilers
that copy it print), gcc's context above a diagnostic (``In file included from a.c:3:``, ``  from
b.h:5,``, ``a.c: In function ‘main’:``, ``a.cpp: In instantiation of …:``, ``a.cpp:9:6:   required
from here``), gcc's code frame (``    8 |     int *data;``, ``      |     ^~~``) and clang's (the
source line, then its caret line ``    ~  ^`` and a fix-it below it, ``              ;``). The first
error's own lines are its context above, its code frame and its notes; every line of the run after
them is left out of the excerpt, and counted: the summary says how many errors follow the first.
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_DIAGNOSTIC = LazyRE2(
    r"^\s*[^\s:][^:]*\.(?:c|cc|cpp|cxx|c\+\+|C|h|hh|hpp|hxx|H|inl|ipp|tcc|m|mm|cu|cuh):\d+(?::\d+)?: "
    r"(?P<kind>fatal error|error|warning|note|remark): "
)
"""A diagnostic of gcc, clang (and the compilers that print their form) in a C-family source file
(the suffixes the c-cpp-build skill reads): ``src/vec.c:7:6: error: ‘vec_t’ has no member named
‘cap’``; ``kind`` what it is. mypy's and FileCheck's lines of the same form about other files are no
compiler's. RE2: linear."""
_CONTEXT = LazyRE2(
    r"^(?:In file included from \S|\s+from \S+:\d+[:,]$|\S+: In |\S+: At (?:top level|global scope):$"
    r"|\S+:\d+(?::\d+)?:\s+(?:recursively )?required (?:from|by) )"
)
"""gcc's and clang's context above a diagnostic: the include chain (``In file included from
include/vec.h:3,``, ``                 from src/vec.c:2:``), the function or template it is in
(``src/vec.c: In function ‘vec_new’:``, ``a.cpp: In instantiation of ‘…’:``, ``a.c: At top
level:``) and gcc's instantiation chain (``a.cpp:9:6:   required from here``)."""
_CODE_FRAME = LazyRE2(r"^\s*\d* \|")
"""A line of gcc's code frame: the source line (``    8 |     int *data;``) or the marker and label
lines under it (``      |     ^~~``)."""
_CARET = LazyRE2(r"^[ ~]*\^[ ~^]*$")
"""clang's caret line under the source line it quotes (``    ~  ^``)."""


@dataclass(frozen=True, slots=True)
class Cascade:
    """One compilation's errors after its first: ``first`` is the first error's line, ``shown`` the
    last line of that error's own lines (its code frame, its notes), ``left_out`` the line numbers
    (1-based) of the rest of the compilation's output below it, ``errors`` how many errors they
    hold."""

    first: int
    shown: int
    left_out: range
    errors: int

    @property
    def note(self) -> str:
        """The excerpt reason of :attr:`shown`: what was left out below it."""
        errors = "error" if self.errors == 1 else "errors"
        return (
            f"the first error of its compilation; {len(self.left_out):,} lines below left out, with"
            f" {self.errors:,} more {errors} (often following from the first)"
        )


def compiler_cascades(lines: dict[int, LogLine]) -> list[Cascade]:
    """The compilations among ``lines`` (line number → line read, 1-based) whose first error is
    followed by more errors: a run of consecutive lines of one section, each of the compiler's
    shapes (see the module docstring), that starts at a diagnostic. Linear in the number of lines."""
    cascades: list[Cascade] = []
    numbers = sorted(lines)
    index = 0
    while index < len(numbers):
        if _DIAGNOSTIC.match(lines[numbers[index]].text) is None:
            index += 1
            continue
        end = _run_end(lines, numbers, index)
        cascade = _cascade(lines, numbers[index:end])
        if cascade is not None:
            cascades.append(cascade)
        index = end
    return cascades


def with_follow_on_errors(headline: str, lines: dict[int, LogLine], head: int, room: int) -> str:
    """``headline`` (the quoted text of line ``head``) with how many errors of its compilation follow
    it when line ``head`` is the first error of a :class:`Cascade`: ``include/types.h:8:5: error: … (9
    more errors after it in this compilation)``; as it is otherwise, or when the count would make it
    longer than ``room`` characters."""
    cascade = next((cascade for cascade in compiler_cascades(lines) if cascade.first == head), None)
    if cascade is None:
        return headline
    errors = "error" if cascade.errors == 1 else "errors"
    counted = f"{headline} ({cascade.errors:,} more {errors} after it in this compilation)"
    return counted if len(counted) <= room else headline


def _run_end(lines: dict[int, LogLine], numbers: list[int], start: int) -> int:
    """The index in ``numbers`` just past the compiler's run that starts at index ``start``: the
    first line not consecutive with the one above it, of another section, or of no shape of the
    compiler's (a clang source line is one by the caret line below it, a fix-it by the caret line
    above it)."""
    section = lines[numbers[start]].section
    index = start + 1
    while index < len(numbers):
        number = numbers[index]
        line = lines[number]
        if number != numbers[index - 1] + 1 or line.section != section or not _of_run(lines, number):
            break
        index += 1
    return index


def _of_run(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is of one of the compiler's shapes (see :func:`_run_end`)."""
    text = lines[number].text
    if _DIAGNOSTIC.match(text) or _CONTEXT.match(text) or _CODE_FRAME.match(text) or _CARET.match(text):
        return True
    below = lines.get(number + 1)
    above = lines.get(number - 1)
    return (below is not None and _CARET.match(below.text) is not None) or (
        above is not None and _CARET.match(above.text) is not None and text[:1].isspace()
    )


def _cascade(lines: dict[int, LogLine], run: list[int]) -> Cascade | None:
    """The :class:`Cascade` of one compiler's ``run`` (consecutive line numbers), None when it holds
    no error after its first error's own lines."""
    kinds = [_kind(lines[number].text) for number in run]
    first = next((index for index, kind in enumerate(kinds) if kind in ("error", "fatal error")), None)
    if first is None:
        return None
    own = first + 1
    while own < len(run) and kinds[own] in (None, "note") and _CONTEXT.match(lines[run[own]].text) is None:
        own += 1
    errors = sum(1 for kind in kinds[own:] if kind in ("error", "fatal error"))
    if errors == 0:
        return None
    return Cascade(first=run[first], shown=run[own - 1], left_out=range(run[own], run[-1] + 1), errors=errors)


def _kind(text: str) -> str | None:
    """The kind of the diagnostic ``text`` is (``error``, ``fatal error``, ``warning``, ``note``,
    ``remark``), None when it is none."""
    found = _DIAGNOSTIC.match(text)
    return str(found.group("kind")) if found is not None else None
