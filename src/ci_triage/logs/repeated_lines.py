"""Lines of one shape printed many times in a failing step (a warning flood): the step's tail shows
a few of each shape and counts the rest.

A build that prints hundreds of warnings before (or after) its one error spends the excerpt's
budget on them: gcc's ``-Wall`` prints ``mod7.c:41:44: warning: unused variable ‘unused_7’
[-Wunused-variable]`` with its quoted source and caret line for every function, javac's ``-Xlint``
a ``warning: [rawtypes] found raw type`` per use, eslint a ``12:5  warning  … no-unused-vars`` row
per finding, pytest's warnings summary a ``DeprecationWarning`` paragraph per test (trial t118
#6: 100 to 160 of an excerpt's 105 to 167 lines). Each line repeats one of a few shapes with
other files, lines and names; once a shape was shown a few times, its other lines say nothing
new. A line that reads as an error (scoring :data:`~ci_triage.logs.localise.STRONG_SCORE`) is never
one of them: a list of failed tests or of errors is what failed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ci_triage.logs.localise import STRONG_SCORE, LogLine
from ci_triage.logs.re2_patterns import LazyRE2

MIN_COPIES = 10
"""Fewest lines of one shape in a section for its lines to be a flood: a build's few ``cc -c``
commands and a report's few paragraphs stay whole."""
KEEP_COPIES = 2
"""Lines of one flooding shape shown before the rest are counted."""

_VARIABLE = LazyRE2(r"\"[^\"]*\"|'[^']*'|`[^`]*`|‘[^’]*’|\S*[/\\]\S*|\w*\d\w*")
"""What varies between repeats of one message: a quoted name (``"x"``, ``'x'``, `` `x` ``, gcc's
``‘x’``), a path, a word holding a digit (a line or column number, ``unused_7``)."""
_BLANKS = LazyRE2(r"\s+")


def line_shape(text: str) -> str:
    """``text`` (one cleaned log line) with what varies between repeats of one message masked
    (:data:`_VARIABLE`, each into ``*``) and runs of blanks counted as one: two warnings of one
    kind about other files, lines or names have one shape."""
    return _BLANKS.sub(" ", _VARIABLE.sub("*", text.strip()))


def flooding_shapes(lines: Iterable[LogLine]) -> frozenset[str]:
    """The shapes (:func:`line_shape`) of at least :data:`MIN_COPIES` of ``lines`` that do not read
    as an error (score below :data:`~ci_triage.logs.localise.STRONG_SCORE`) and are not blank.
    Linear in the lines' length."""
    counts = Counter(line_shape(line.text) for line in lines if not line.blank and line.score < STRONG_SCORE)
    return frozenset(shape for shape, count in counts.items() if count >= MIN_COPIES)


@dataclass(frozen=True, slots=True)
class Thinned:
    """A walk over a section's lines with the flood thinned: ``kept`` the line numbers walked
    (in the walk's order), ``left_out`` for a kept line the numbers of the lines passed over right
    after it in the walk (a flood's lines beyond :data:`KEEP_COPIES` of their shape)."""

    kept: list[int]
    left_out: dict[int, list[int]]


class Flood:
    """The floods of a log's lines read (line number → line, 1-based) and the lines of each
    flooding shape already shown, shared by the walks thinned (:meth:`thin`) so that a shape
    shown in one (a block's onward lines) is not shown again in another (the step's tail)."""

    def __init__(self, lines: dict[int, LogLine]) -> None:
        self.lines = lines
        self.seen: Counter[str] = Counter()
        self._floods: dict[int, frozenset[str]] = {}

    def _section_floods(self, section: int) -> frozenset[str]:
        if section not in self._floods:
            self._floods[section] = flooding_shapes(line for line in self.lines.values() if line.section == section)
        return self._floods[section]

    def repeat(self, number: int) -> bool:
        """Whether line ``number`` is one more line of a flooding shape (:func:`flooding_shapes`,
        counted over its section's lines read) of which :data:`KEEP_COPIES` were shown, reading
        as no error; else it counts as shown."""
        line = self.lines[number]
        floods = self._section_floods(line.section)
        shape = line_shape(line.text) if floods and not line.blank else ""
        if shape in floods and line.score < STRONG_SCORE and self.seen[shape] >= KEEP_COPIES:
            return True
        self.seen[shape] += 1
        return False

    def thin(self, walk: list[int]) -> Thinned:
        """``walk`` (line numbers read, in the order a walk offers them) without the lines
        :meth:`repeat` finds repeats, nor the blank lines walked right after such a line (the
        flood's paragraph breaks). The first line walked stays, whatever its shape."""
        kept: list[int] = []
        left_out: dict[int, list[int]] = {}
        passing = False  # whether the line walked before was passed over
        for number in walk:
            line = self.lines[number]
            passing = bool(kept) and ((line.blank and passing) or (not line.blank and self.repeat(number)))
            if passing:
                left_out.setdefault(kept[-1], []).append(number)
                continue
            kept.append(number)
        return Thinned(kept=kept, left_out=left_out)


def flood_note(count: int) -> str:
    """The excerpt reason that counts ``count`` lines of a flood left out next to a line shown."""
    lines = "line" if count == 1 else "lines"
    return f"{count:,} more {lines} like the ones shown left out"
