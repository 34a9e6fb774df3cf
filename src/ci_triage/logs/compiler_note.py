"""A C-family compiler's notes: what explains a diagnostic, not where the build failed.

gcc, clang and clang-tidy print a diagnostic's explanation as lines of its own, each with a place:
gcc 12's ``src/calc.c:3:21: note: expected ‘int *’ but argument is of type ‘int’`` below ``error:
passing argument 1 of ‘add’ …``, clang 14's ``src/calc.c:3:21: note: passing argument to parameter
'a' here`` and ``note: in instantiation of function template specialization … requested here``,
clang-tidy 14's path notes below a static analyser's finding (``src/parse.c:17:9: note: Assuming the
condition is false``, ``src/parse.c:17:5: note: Taking false branch``); and gcc prints a template
error's instantiation context above it (``src/tmpl.cpp:13:17:   required from here``). The
failure's place is the diagnostic's own (its ``error:`` or ``warning:`` line); a note's place is
one only when its diagnostic has none in the project (an error inside a system header, whose note
or ``required from here`` is the one line in the project's code): :func:`instantiation_sites` reads
that diagnostic's instantiation context, so its place in the project stands where the error does.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.model import Location

NOTE_REACH = 50
"""Lines walked from a note to its diagnostic at most: a diagnostic's notes and the source lines
they quote follow it (or, for gcc's ``required from``, lead to it) within a block's lines."""

_NOTE = LazyRE2(r"^\s*\S+:\d+(?::\d+)?: note: ")
"""A note of gcc, clang or clang-tidy below its diagnostic: ``src/parse.c:17:9: note: Assuming the
condition is false``. RE2: linear in the line's length."""
_INSTANTIATION_CONTEXT = LazyRE2(
    r"^\s*(?P<file>\S+?):(?P<line>\d+)(?::(?P<col>\d+))?:\s+(?:recursively )?required (?:from|by) "
)
"""gcc's instantiation context above a template's error, with its place: ``src/tmpl.cpp:13:17:
required from here``, ``a.h:9:5:   required from ‘…’`` (gcc 12 prints the chain outward, the
project's ``required from here`` last; ``recursively required from`` for a repeated frame)."""
_REQUESTED_HERE = LazyRE2(r"^\s*(?P<file>\S+?):(?P<line>\d+):(?P<col>\d+): note: in instantiation of ")
"""clang's note naming where a template was instantiated, below its error (clang 14:
``src/points.cpp:9:10: note: in instantiation of function template specialization 'std::sort<…>'
requested here``)."""
_DIAGNOSTIC = LazyRE2(r"^\s*\S+:\d+(?::\d+)?: (?:fatal error|error|warning): ")
"""A diagnostic of gcc, clang or clang-tidy with its place: ``src/parse.c:20:5: error: Undefined or
garbage value returned to caller [...]``."""


def without_explained_notes(lines: Mapping[int, LogLine], found: Sequence[Location]) -> list[Location]:
    """``found`` (places in log order, each at the 1-based ``log_line`` of ``lines`` it was read
    on) without the places of notes (:data:`_NOTE`, :data:`_INSTANTIATION_CONTEXT`) whose
    diagnostic is itself one of ``found``: the nearest :data:`_DIAGNOSTIC` line above a note (below
    gcc's ``required from``) within :data:`NOTE_REACH` lines. A note whose diagnostic has no place
    there (an error in a system header, left out as no project code) keeps its place."""
    placed = {location.log_line for location in found}
    return [location for location in found if not _explains(lines, location.log_line, placed)]


def _explains(lines: Mapping[int, LogLine], number: int, placed: set[int]) -> bool:
    """Whether line ``number`` is a note whose diagnostic's line is one of ``placed``."""
    line = lines.get(number)
    if line is None:
        return False
    if _NOTE.match(line.text) is not None:
        step = -1
    elif _INSTANTIATION_CONTEXT.match(line.text) is not None:
        step = 1
    else:
        return False
    for other in range(number + step, number + step * (NOTE_REACH + 1), step):
        text = lines[other].text if other in lines else ""
        if _DIAGNOSTIC.match(text) is not None:
            return other in placed
    return False


class InstantiationSite(NamedTuple):
    """A place of a template error's instantiation context: the 1-based ``log_line`` it is read on,
    the ``file``, ``line`` and ``column`` (None when not printed) as the log writes them."""

    log_line: int
    file: str
    line: str
    column: str | None


def instantiation_sites(lines: Mapping[int, LogLine], number: int) -> list[InstantiationSite]:
    """The places of the instantiation context of the diagnostic on line ``number`` of ``lines``
    (:data:`_DIAGNOSTIC`), outermost first (the code that made the compiler instantiate the
    template, then each template it went through): gcc's ``required from`` lines right above it,
    the nearest first (:data:`_INSTANTIATION_CONTEXT`; gcc prints the chain outward, ``required from here``
    last), then clang's ``in instantiation of … requested here`` notes below it before the next
    diagnostic, within :data:`NOTE_REACH` lines, the farthest first (:data:`_REQUESTED_HERE`; clang
    prints them inward to outward). ``[]`` for any other line, or a diagnostic no template made."""
    if number not in lines or _DIAGNOSTIC.match(lines[number].text) is None:
        return []
    sites: list[InstantiationSite] = []
    above = number - 1
    while above in lines and (context := _INSTANTIATION_CONTEXT.match(lines[above].text)) is not None:
        sites.append(InstantiationSite(above, context.group("file"), context.group("line"), context.group("col")))
        above -= 1
    below: list[InstantiationSite] = []
    for other in range(number + 1, number + NOTE_REACH + 1):
        text = lines[other].text if other in lines else ""
        if _DIAGNOSTIC.match(text) is not None:
            break
        note = _REQUESTED_HERE.match(text)
        if note is not None:
            below.append(InstantiationSite(other, note.group("file"), note.group("line"), note.group("col")))
    return sites + below[::-1]
