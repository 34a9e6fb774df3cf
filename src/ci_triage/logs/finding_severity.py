"""The severity a scanner or linter gives each of its findings, and the places ordered by it.

A scanner's findings are peers, none the cause of the next, and it prints them in file order, so
a warning's place may come first (Semgrep's ``❯❱ semgrep.debug-enabled`` in ``app/settings.py``
above the ``❯❯❱`` ERROR findings in ``app/util.py``). The tool's own severity, read by a signal's
``severity`` group or declared by the signal for a rule class its tool documents (ruff's ``F821``
undefined name, a bug, below its ``I001`` unsorted imports, style), tells which one a maintainer
reads first: the summary quotes it (:mod:`ci_triage.logs.analyse`) and the places list it first
(:func:`most_severe_first`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ci_triage.logs.localise import Block, LogLine
from ci_triage.logs.model import Location
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.signals import SignalMatch

FINDING_SEVERITY = {
    "low": 1,
    "medium": 2,
    "moderate": 2,
    "high": 3,
    "critical": 4,
    "style": 1,
    "info": 2,
    "note": 2,
    "suggestion": 2,
    "warning": 3,
    "error": 4,
    "❱": 2,
    "❯❱": 3,
    "❯❯❱": 4,
    "syntax": 5,
    "prs": 5,
    "tmp": 5,
    "lxr": 5,
}
"""The ranks of the severity a scanner gives each of its findings, from the lowest (a signal's
``severity`` group: bandit's ``Severity: High   Confidence: High``; shellcheck's ``SC2086 (info)``,
whose levels are style, info, warning, error: its ``--severity``; Semgrep's text output draws a
rule's severity as arrows before its id, ``❱`` INFO, ``❯❱`` WARNING, ``❯❯❱`` ERROR; HLint's hint
levels, its ``Severity`` type, Ignore < Suggestion < Warning < Error, of which it prints all but
Ignore, ``Cart.hs:4:15-23: Suggestion: Use :``); another word ranks 0. Above them all, a finding
that the file could not be parsed, read by a stage before the rules (yamllint's ``syntax``;
sqlfluff's ``PRS`` parser, ``TMP`` templater, ``LXR`` lexer): no rule read the rest of the file,
and no fixer can fix it, so it is what a maintainer fixes first."""


def severity_rank(match: SignalMatch) -> int:
    """The rank (:data:`FINDING_SEVERITY`) of the severity ``match``'s ``severity`` group reads, else
    of the one its signal declares for every finding of its line (``severity``: flake8's ``F821``,
    pylint's ``E0602``, whose line spells a rule class, not a severity word); 0 without either or
    for another word."""
    word = match.groups.get("severity") or match.signal.severity or ""
    return FINDING_SEVERITY.get(word.lower(), 0)


WARNING_LEVELS = frozenset({"style", "info", "note", "suggestion", "warning", "❱", "❯❱"})
"""The severity words (lower case, of :data:`FINDING_SEVERITY`) of a linter's levels below its
errors: yamllint's and ESLint's ``warning`` fail their run only with ``--strict`` or
``--max-warnings 0``; markdownlint-cli 0.48.0 prints ``warning`` for a rule configured
``"warning"`` and exits 0 on those alone; hadolint's ``--failure-threshold error`` and
shellcheck's ``-S error`` let ``warning``/``info``/``style`` findings pass; Semgrep draws its INFO
and WARNING rules' findings as ``❱`` and ``❯❱`` (``--error`` fails on every finding, but below an
ERROR's ``❯❯❱``); HLint's ``Suggestion`` and ``Warning`` hints, below its ``Error`` (a hint its
rules mark ``error``, a file it could not parse), fail its run too, but are its advice on style. Not
a scanner's risk ratings (bandit's ``Low``..``High``), each of which fails its run."""


def warning_level(match: SignalMatch) -> bool:
    """Whether the severity ``match`` reads (its ``severity`` group, else its signal's declared
    one, as :func:`severity_rank` reads it) is one of :data:`WARNING_LEVELS`; ``False`` without one."""
    word = match.groups.get("severity") or match.signal.severity or ""
    return word.lower() in WARNING_LEVELS


def _finding_read(lines: Mapping[int, LogLine], block: Block) -> tuple[frozenset[str], bool]:
    """The tools (a signal's ``tool``, else its skill's name) whose ``error`` signals read the head
    of the finding ``block`` in ``lines`` (line number → line read), and whether the finding is one
    its tool prints as a warning: a severity is read on its lines (the head and those below it up to
    the next ``error`` signal's line, the next finding) and each is one of :data:`WARNING_LEVELS`."""
    tools = frozenset(
        match.signal.tool or match.signal.skill
        for match in (lines[block.head].matches if block.head in lines else ())
        if match.signal.role == "error"
    )
    read = [match for line in finding_lines(lines, block) for match in line.matches if severity_rank(match)]
    levels = [warning_level(match) for match in read]
    return tools, bool(levels) and all(levels)


def finding_lines(lines: Mapping[int, LogLine], block: Block) -> Iterator[LogLine]:
    """The lines read (``lines``: line number → line read) of the finding ``block`` heads, in order:
    its head line and those below it up to the next line an ``error`` signal reads (the next
    finding: hadolint prints one finding a line, and a block reaches over the next ones)."""
    for number in range(block.head, block.end + 1):
        line = lines.get(number)
        if line is None:
            continue
        if number != block.head and any(match.signal.role == "error" for match in line.matches):
            return
        yield line


def other_tools_errors_first(lines: Mapping[int, LogLine], blocks: list[Block]) -> list[Block]:
    """``blocks`` (findings that may lead the summary, read in ``lines``: line number → line read)
    without each finding its tool printed as a warning (:data:`WARNING_LEVELS`) while a block of
    another tool is no warning: an error, or a finding of a tool that prints no level (codespell's
    ``NOTES.md:1: recieve ==> receive``). A block's tools are those of the ``error`` signals on its
    head; a block none reads (an ``##[error]`` annotation's) is kept and outranks none. In a step
    that runs several linters (a ``lint.sh`` running yamllint, markdownlint and codespell, trial
    t125), a tool's warning often failed nothing (yamllint 1.38.0 exits 0 on ``2:6  warning  truthy
    value …``) and the step failed on another tool's error. ``blocks`` unchanged when one tool
    reads them all (yamllint ``--strict``'s warnings alone fail it) or every block is a warning."""
    read = [_finding_read(lines, block) for block in blocks]
    errors = [tools for tools, warned in read if tools and not warned]
    return [
        block
        for block, (tools, warned) in zip(blocks, read, strict=True)
        if not (warned and tools and any(not (other & tools) for other in errors))
    ]


def line_severity(lines: Mapping[int, LogLine], number: int) -> int:
    """The highest rank (:data:`FINDING_SEVERITY`, as :func:`severity_rank` reads it) of the signals
    on line ``number`` (1-based) of ``lines`` (line number → line read); 0 without one or for a
    number not in ``lines``. A place a tool names in several findings (hadolint 2.15.1's
    ``Dockerfile:2 DL3015 info: …`` above ``Dockerfile:2 DL3008 warning: …``) is its most severe
    one's."""
    line = lines.get(number)
    return max((severity_rank(match) for match in line.matches), default=0) if line is not None else 0


def most_severe_first(lines: dict[int, LogLine], places: list[Location]) -> list[Location]:
    """``places`` (in the log's order) with the most severe findings' first, each severity's in the
    order given: a place's severity is the highest a ``severity`` group reads in ``lines`` (line
    number → line read) on its own log line or the lines above it in its step, back to the line of
    the place before it (Semgrep's rule line above its ``8┆`` line, bandit's ``Severity: High`` above
    its ``Location:``, hadolint's own line). Unchanged unless every place has a severity and they
    differ: a place whose severity the log does not show (shellcheck prints it below the place)
    is not moved, nor are the others around it."""
    ranks: list[int] = []
    previous = 0
    for place in sorted(places, key=lambda place: place.log_line):
        section = lines[place.log_line].section if place.log_line in lines else None
        rank = max(
            (
                severity_rank(match)
                for number in range(previous + 1, place.log_line + 1)
                if number in lines and lines[number].section == section
                for match in lines[number].matches
            ),
            default=0,
        )
        ranks.append(rank)
        previous = place.log_line
    by_line = dict(zip(sorted(place.log_line for place in places), ranks, strict=True))
    if not ranks or min(ranks) == 0 or len(set(ranks)) == 1:
        return places
    return sorted(places, key=lambda place: -by_line[place.log_line])


_RULED_HEADING = LazyRE2(r"\S:\d+(?::\d+)? .*━+\s*$")
"""A diagnostic's heading ruled to the line's end, its place first (Biome 2.6.9: ``biome.json:1:11
deserialize  DEPRECATED  ━━━━``, ``src/util.js:4:3 lint/suspicious/noDebugger  FIXABLE  ━━━━``)."""
_INFO_MESSAGE = LazyRE2(r"^\s+ℹ ")
"""A diagnostic's message drawn with the information glyph (Biome's ``  ℹ The use of the recommended
field has been deprecated …``; ``×``/``✖`` draws an error's, ``⚠`` a warning's)."""
INFO_LOOKAHEAD = 3
"""Lines read below a ruled heading for its first message (Biome prints one blank line between)."""


def info_notice(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether line ``number`` (1-based) of ``lines`` is the ruled heading of a diagnostic whose first
    message below (within :data:`INFO_LOOKAHEAD` lines, indented) is drawn with the information glyph
    (:data:`_INFO_MESSAGE`): a notice, Biome's ``DEPRECATED`` configuration field, that failed
    nothing; its place is no location of the failure."""
    line = lines.get(number)
    if line is None or not _RULED_HEADING.search(line.text):
        return False
    below = next(
        (
            lines[after]
            for after in range(number + 1, number + INFO_LOOKAHEAD + 1)
            if after in lines and lines[after].text.strip()
        ),
        None,
    )
    return below is not None and below.section == line.section and _INFO_MESSAGE.search(below.text) is not None
