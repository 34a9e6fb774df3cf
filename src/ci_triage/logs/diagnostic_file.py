"""The file a quoted diagnostic is about, when its line does not name it: linters and formatters
that print the file on a line of its own (stylelint's and ESLint's ``css/app.css`` header above
indented ``2:6  ✖  Unknown property``, biome's ``bsrc/index.js:3:7 lint/…`` heading above ``✖ Using
==…``, oxlint's and ruff format's ``,-[bsrc/bad.js:1:17]`` / `` --> src/pkg/a.py:3:1`` below the
message; semgrep's ``    app/calc.py`` heading its rules, each rule's line number below its
message, ``5┆ return eval(expr)``). The summary then says ``file:line:col: message``, as a reader
of a pull request needs, the file without the runner's checkout folder
(:func:`~ci_triage.logs.runner_folder.without_runner_folder`: ``/home/runner/work/app/app/src/entry.js``
is ``src/entry.js``, on every machine); the quoted line itself is left as the log has it."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from ci_triage.logs.localise import reports_error, warning_only
from ci_triage.logs.passing import pytest_banner
from ci_triage.logs.runner_folder import without_runner_folder

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.model import Location

POINTER_MARKS = " \t-=>,[|│╭─┌"
"""What may come before the file on a line that only points at a place: ruff's and rustc's `` --> ``,
oxlint's ``,-[``, miette's ``╭─[``. A line with other words first (a stack frame's ``at f (vm.js:56:10)``
below an exception) names a place the message passed through, not the message's file."""
POINTER_LABELS = ("Origin: ",)
"""A word that may come first on a line that only points at a place, before the file: ansible-core's
``Origin: /home/runner/work/app/app/site.yml:7:8`` below its ``[ERROR]: …`` (2.19 and later)."""
TABLE_RULE = "|"
"""The column rule a table puts after the line number it opens a row with, dropped with it
(PHP_CodeSniffer's `` 3 | ERROR | [x] Inline control structures are not allowed`` under its
``FILE:`` heading is quoted ``src/a.php:3: ERROR | [x] Inline …``)."""
ADJACENT_LINES = 2
"""How many lines away (blank ones between allowed, unread ones not) the location of a quoted
diagnostic may be: its heading above (biome's, a blank line between) or its pointer below
(oxlint's ``,-[file:line:col]``, the very next line)."""


def with_diagnostic_location(headline: str, lines: dict[int, LogLine], head: int, locations: Iterable[Location]) -> str:
    """``headline`` (the quoted text of line ``head``; ``lines`` are the read lines by 1-based number)
    as ``file:line[:col]: headline`` when it names no file and one of ``locations`` (the report's)
    is that diagnostic's: the location read from line ``head`` itself (a file header's, with the
    line's own ``line:col``, which is then dropped from the text, with a table's column rule after
    it, :data:`TABLE_RULE`, wherever the line stands in it: after a wrapper's unit, ``yamllint: 8:8
    error …`` is ``file:8:8: yamllint: error …``), else the only one on the
    nearest non-blank line above or below it, at most :data:`ADJACENT_LINES` away, that only points
    at it (:func:`_points_at`) and that only ``context`` signals match, if any (a
    heading or a pointer; a heading above without a location of its own gives the first one
    below ``head`` in its file, :func:`_line_below`; not a stack frame, nor a line that reports something itself, make's
    ``make: *** [Makefile:8: test] Error 1`` under a Python traceback's last line). A
    location on both sides is the one on the line next to ``head`` when the other is across a blank
    line, which ends the diagnostic before (cfn-lint's ``E3678 …`` over ``template.yaml:15:5``, the
    warning's place above it and a blank line between); else it is ambiguous (the end of one
    diagnostic, the start of the next):
    ``headline`` is returned as it is, as it is when no location is found, and when the headline
    ends with a colon and the location is below it: the line announces a list, and the file is its
    first item, not the place of a diagnostic (cargo package's ``error: 1 files in the working
    directory contain changes that were not yet committed into git:`` above ``src/lib.rs``; a
    script's ``The following files are missing a license header:``); nor is a file above it
    that is an item of such a list (:func:`_listed_item`: a script's ``Files changed since main:``
    over ``  src/shop/cart.py``, then ``ERROR: CHANGELOG.md was not updated.``)."""
    by_line: dict[int, Location] = {}
    for location in locations:
        by_line.setdefault(location.log_line, location)
    if any(location.file in headline or _names_place(headline, location) for location in by_line.values()):
        return headline
    location = by_line.get(head)
    if location is None:
        sides = [
            (number, place)
            for number in _nearest_non_blank(lines, head)
            if (place := by_line.get(number) or _line_below(lines, head, number, by_line)) is not None
            and _points_at(lines[number].text, place.file)
            and all(match.signal.role == "context" for match in lines[number].matches)
            and not (number < head and _listed_item(lines, number))
        ]
        touching = [place for number, place in sides if abs(number - head) == 1]
        found = touching if len(sides) == 2 and len(touching) == 1 else [place for _, place in sides]
        if len(found) != 1 or (found[0].log_line > head and headline.rstrip().endswith(":")):
            return headline  # ambiguous, or the first item of the list the headline announces
        location = _first_listed(lines, found[0], by_line) if found[0].log_line < head else found[0]
    file = without_runner_folder(location.file)
    where = ":".join(str(part) for part in (file, location.line, location.column) if part is not None)
    text = headline.strip()
    own = ":".join(str(part) for part in (location.line, location.column) if part is not None)
    quoted = lines[head].text.strip() if head in lines else ""
    if location.log_line == head and own and quoted.startswith(own) and quoted[len(own) : len(own) + 1].isspace():
        at = text.find(quoted[: len(own) + 1])  # the line's own place, where the line stands in the headline
        if at >= 0:
            text = text[:at] + text[at + len(own) :].strip().removeprefix(TABLE_RULE).strip()
    return f"{where}: {text}"


def _names_place(headline: str, location: Location) -> bool:
    """Whether ``headline`` names ``location``'s file by another path, with its line, as
    ``name:LINE``, ``name(LINE,COL)`` or ``name (LINE:COL)``: gcc's ``../shapes.cpp:11:28: error: …`` of a location read
    from the folder ninja entered (``/tmp/t41/m3/shapes.cpp``,
    :class:`~ci_triage.logs.build_folder.BuildFolders`); tsc's ``src/index.ts(12,10): error …`` of
    a workspace package's location (``packages/core/src/index.ts``,
    :mod:`~ci_triage.logs.workspace_package`); Rollup's ``src/main.js (1:22): …`` under Vite's
    ``error during build:``, of the location its ``file: /home/runner/work/app/app/src/main.js:1:22``
    line below gives."""
    if location.line is None:
        return False
    name = PurePosixPath(location.file.replace(chr(92), "/")).name
    places = (
        f"{name}:{location.line}",
        f"{name}({location.line},",
        f"{name}({location.line})",
        f"{name} ({location.line}:",
    )
    for place in places:
        at = headline.find(place)
        while at >= 0:
            end = at + len(place)
            whole = not place.endswith(str(location.line)) or not headline[end : end + 1].isdigit()
            if (at == 0 or headline[at - 1] in "/\\ \t(") and whole:
                return True
            at = headline.find(place, at + 1)
    return False


def _line_below(lines: dict[int, LogLine], head: int, heading: int, by_line: dict[int, Location]) -> Location | None:
    """The location of the diagnostic on line ``head`` whose file heads it on line ``heading`` above
    (``by_line``: the report's locations by the 1-based log line read): the first location below
    ``head`` when no error line comes before it, the place of that diagnostic's own line number
    (semgrep's ``    app/calc.py`` heading, the rule ``❯❯❱ no-eval`` quoted below it, its message,
    then ``5┆ return eval(expr)``); ``None`` when ``heading`` is not above ``head``, when another
    diagnostic's error line comes first, or a section banner (pytest's ``=== warnings summary ===``:
    its warnings' places are no diagnostic's above it, pytest-cov's ``ERROR: Coverage failure`` under
    the progress line ``tests/test_calc.py .``), or when the location found is of another file (the
    caller checks that the heading points at the location's file)."""
    if heading > head:
        return None
    for number in range(head + 1, max(by_line, default=head) + 1):
        if number in by_line:
            return by_line[number]
        line = lines.get(number)
        if line is None or any(match.signal.role == "error" for match in line.matches) or pytest_banner(line.text):
            return None
    return None


def _first_listed(lines: dict[int, LogLine], place: Location, by_line: dict[int, Location]) -> Location:
    """The location the headline below ``place`` (a location read above it, :func:`with_diagnostic_location`)
    leads with: ``place`` when it heads the headline's diagnostic; when it closes a diagnostic
    above it instead (the nearest non-blank line above it reports a warning or an error: Elixir's
    ``warning: unused alias Missing`` over ``  lib/report.ex:2``), the headline is a verdict on the
    list of diagnostics above it (mix's ``Compilation failed due to warnings while using the
    --warnings-as-errors option``), and the first of them leads: the first location (``by_line``:
    the report's by 1-based log line) of the lines read above, back to an unread line, another
    section or a line an ``error`` signal matches (another diagnostic's, or its tool's), at most
    :data:`MAX_LISTED_LINES` lines up."""
    above = next((n for n in _nearest_non_blank(lines, place.log_line) if n < place.log_line), None)
    if above is None or not (reports_error(lines[above]) or warning_only(lines[above])):
        return place
    first = place
    for number in range(place.log_line - 1, max(place.log_line - MAX_LISTED_LINES, 0), -1):
        line = lines.get(number)
        if line is None or line.section != lines[place.log_line].section:
            break
        if any(match.signal.role == "error" for match in line.matches):
            break
        first = by_line.get(number, first)
    return first


MAX_LISTED_LINES = 200
"""Lines read up from the last diagnostic of a list for its first (:func:`_first_listed`)."""


def _listed_item(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` (1-based, read) is an item of a list a line above announces: up
    through the items beside it (lines indented as it is, at most :data:`MAX_LISTED_LINES`), the
    first line indented less ends with a colon (``Files changed since main:`` over ``  src/a.py``
    and ``  src/b.py``). A blank or unread line, or one indented more (the last diagnostic of the
    file above, under ESLint's heading), ends the look: no list."""
    indent = _indent(lines[number].text)
    for above in range(number - 1, max(number - MAX_LISTED_LINES, 0), -1):
        line = lines.get(above)
        if line is None or not line.text.strip() or _indent(line.text) > indent:
            return False
        if _indent(line.text) < indent:
            return line.text.rstrip().endswith(":")
    return False


def _indent(text: str) -> int:
    """The number of blanks and tabs ``text`` starts with."""
    return len(text) - len(text.lstrip(" \t"))


def _nearest_non_blank(lines: dict[int, LogLine], head: int) -> list[int]:
    """The numbers of the nearest non-blank read line above line ``head`` and below it, each at
    most :data:`ADJACENT_LINES` away with only blank lines between (an unread line ends the look)."""
    found: list[int] = []
    for step in (-1, 1):
        for distance in range(1, ADJACENT_LINES + 1):
            line = lines.get(head + step * distance)
            if line is None:
                break
            if line.text.strip():
                found.append(head + step * distance)
                break
    return found


def _points_at(text: str, file: str) -> bool:
    """Whether the line ``text`` only points at a place in ``file``: after :data:`POINTER_MARKS`, it
    starts with the file and its ``:line:col`` numbers, then ends, or a blank or ``]`` follows
    (biome's ``bsrc/index.js:3:7 lint/…``, oxlint's ``,-[bsrc/bad.js:1:17]``); not a stack frame
    (``at App.main(App.java:3)``, Ruby's ``Rakefile:5:in 'block in <top>'``). A label of
    :data:`POINTER_LABELS` may come first (``Origin: site.yml:7:8``)."""
    rest = text.lstrip(POINTER_MARKS)
    rest = next((rest[len(label) :] for label in POINTER_LABELS if rest.startswith(label)), rest)
    if not rest.startswith(file):
        return False
    rest = rest[len(file) :]
    while rest[:1] == ":" and rest[1:2].isdigit():
        rest = rest[1:].lstrip("0123456789")
    return not rest or rest[0] in " \t]"
