"""Line templates: a log line with what changes from run to run masked, so two runs' lines compare.

Two runs of the same job print the same lines with different timestamps, durations, ids, hashes,
temporary paths and counters. :func:`template_keys` masks those in a block of raw log bytes with
one google-re2 automaton (linear time, no backtracking) and returns one hashable key per line;
lines with equal keys are "the same line" for :mod:`ci_triage.logs.compare`.

A CI runner's time stamp opening a line (:data:`_LINE_STAMP`) is cut, so a log with the stamps
and one without compare. What is masked, each into one placeholder: ANSI escape sequences, ISO-8601 and clock times,
UUIDs, hexadecimal hashes of 7+ characters, temporary paths (``/tmp/…``, ``/var/folders/…``,
``…/_temp/…``, ``%TEMP%``), durations (``12.3 s``, ``450ms``, ``2 min``), and every number
other than a lone ``0``: a count of zero (``Failures: 0``) and a count that is
not (``Failures: 2``) mean different things, so they stay different templates. A zero that ends
a word (pytest-xdist's worker ``gw0``) is an index, masked as ``gw1`` is, and a time whose hours
are ``00`` (an elapsed ``00:00:05``) is masked as ``01:00:05`` is. Runs of blanks count as one
blank, so a number padded to a column (pytest's progress ``[  9%]`` and ``[ 10%]``) keeps its
template when its width changes. Carriage-return redraws keep only their last segment, as
:func:`ci_triage.logs.clean.clean_line` does, and surrounding whitespace is dropped.

The choice of this masking over a log-template miner (drain3) is measured in
``benchmarks/templates.py`` and explained in ``benchmarks/README.md``.
"""

from __future__ import annotations

import re2

_MASKS: tuple[bytes, ...] = (
    rb"(?:\x1b|\^\[)\[[0-?]*[ -/]*[@-~]",
    rb"\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?)?",
    rb"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b",
    rb"(?:/tmp|/var/tmp|/var/folders|/private/var/folders|[/\\]_temp|\\Temp|\\TEMP)(?:[/\\][^\s'\"`:;,)\]]*)?",
    rb"\b[0-9a-fA-F]{7,}\b",
    rb"\b\d+(?:[.,:]\d+)*\s?(?:ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?)\b"
    rb"|\b\d+(?:[.,:]\d+)* [a-z]+ (?:secs?|seconds?|mins?|minutes?|hours?)\b",
    rb"\d*[1-9]\d*(?:[.,:]\d+)*|0+[.,:]\d+(?:[.,:]\d+)*",
    rb"\B0+",
)
"""ANSI codes; dates and date-times; UUIDs; temporary paths; hexadecimal words of 7+ characters
(hashes); durations, their unit right after the number or after one word that names the clock
(TAP::Harness 3.44's ``Files=1, Tests=3,  0 wallclock secs ( … CPU)``, ``1 wallclock secs`` in
the next run: a time, not a count, so its zero is masked too); numbers (clock times, versions and
``1,234`` included) other than a lone zero; zeros that end a word (``gw0``). Where two could match
at one place, the first wins."""
PLACEHOLDER = b"<*>"
_COUNT_MASKS: tuple[bytes, ...] = (*_MASKS[:6], rb"\d+(?:[.,:]\d+)+|\d{5,}|[A-Za-z_]\d+|:\d+|[Ll]ine \d+")
""":data:`_MASKS` but for numbers that may be counts: what :func:`numbered_keys` keeps is a whole
number of at most four digits that starts a word (``3 of 5 records``, ``Found 2 errors``); versions,
clock times and decimals, a source position (``path:12:5``, ``Test.java:151``, ``line 42``: code moved
above it), numbers of five digits or more (ports, process and run ids) and a letter with the digits
after it (``gw0``, ``F401``) are masked."""

_OPTION_VALUE = re2.compile(rb"(?:^|[\s'\"(\[])--?[A-Za-z][\w.-]*=[-+]?\d[\d.]*|(?i:\bseed)\s*[:=]?\s*[-+]?\d+")
"""A number that is an option's value, not a count: ``--randomly-seed=1`` (pytest-randomly's ``Using
--randomly-seed=1``, any ``--flag=N`` or ``-flag=N``), a seed (``seed: 42``, jest's ``Seed: -1234``,
RSpec's ``Randomized with seed 12345``). Two runs print it with different values where they ran with
different options: the line is of one template and, with its counts kept, may be of one numbered key
too (a seed of five digits or more is masked there)."""
_AUTOMATON = re2.compile(b"|".join(_MASKS))
_DATE_ID_PATH_MASKS = _MASKS[1:4]
""":data:`_MASKS`' date-times, UUIDs and temporary paths: values a run prints once, whatever its words."""
_DATE_ID_PATH_AUTOMATON = re2.compile("|".join(piece.decode("ascii") for piece in _DATE_ID_PATH_MASKS))
_COUNT_AUTOMATON = re2.compile(b"|".join(_COUNT_MASKS))
_LINE_STAMP = re2.compile(rb"(?m)^(?:\xef\xbb\xbf)?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?Z(?:[ \t]|$)")
"""A CI runner's time stamp opening a line (GitHub Actions: ``2026-12-03T09:00:00.1370000Z ``,
after a byte-order mark on a log's first line): cut, not masked, so that a log with the stamps
and a copy of the same job's log without them (``gh run view --log`` piped through ``cut``, a
log saved from the web page) give the same templates."""
_BLANKS = re2.compile(rb"[ \t]{2,}")
"""A run of blanks, counted as one (padding to a column)."""
_UNANCHORED = re2._re2.RE2.Anchor.UNANCHORED


def mask(data: bytes) -> bytes:
    """``data`` (raw log bytes, any number of lines) with each variable part replaced by :data:`PLACEHOLDER`.

    Line breaks are kept, so the result splits into as many lines as ``data``. Linear in
    ``len(data)``: one RE2 search per masked piece, each resuming where the previous one ended
    (google-re2's binding is called directly: its ``sub`` builds a match object per hit in Python).
    """
    return _replace(_AUTOMATON, data, PLACEHOLDER)


def date_id_path_spans(text: str) -> list[tuple[int, int]]:
    """Where :func:`mask` masks a date or date-time (``2026-12-07 07:43:31.388319207``), a UUID or a
    temporary path (``/tmp/tmp.x1/out``) in the one line ``text``: (start, end) character offsets
    (0-based, end exclusive), in order. Linear time (one RE2 scan). A starter skill's pattern matches
    any value there (:func:`ci_triage.logs.skill_starter.line_pattern`), as the baseline comparison
    counts two lines that differ only there as one; its numbers, hashes and durations the starter
    generalises by its own pieces, which tell a count from a value."""
    return [found.span() for found in _DATE_ID_PATH_AUTOMATON.finditer(text) if found.end() > found.start()]


def _replace(automaton: re2._Regexp, data: bytes, replacement: bytes) -> bytes:
    """``data`` with every match of ``automaton`` replaced by ``replacement``: linear, as :func:`mask`."""
    match = automaton._regexp.Match
    pieces: list[bytes] = []
    position, kept, end = 0, 0, len(data)
    while position <= end:
        start, stop = match(_UNANCHORED, data, position, end)[0]
        if start < 0:
            break
        pieces.append(data[kept:start])
        pieces.append(replacement)
        kept = stop
        position = stop if stop > start else stop + 1
    pieces.append(data[kept:])
    return b"".join(pieces)


def line_template(raw: bytes) -> bytes:
    """The template of one raw line (without its ``\\n``): its last redraw, masked and stripped."""
    if b"\r" in raw:
        segments = [segment for segment in raw.split(b"\r") if segment.strip()]
        raw = segments[-1] if segments else b""
    return _replace(_BLANKS, mask(_replace(_LINE_STAMP, raw, b"")), b" ").strip()


def printed_key(raw: bytes) -> int:
    """The key of one raw line (without its ``\\n``) as printed: only its time stamp cut
    (:data:`_LINE_STAMP`) and its surrounding blanks, nothing masked, so that two lines of one
    template whose masked parts differ (``API_VERSION: v1`` and ``v2``) have different keys."""
    return hash(_replace(_LINE_STAMP, raw, b"").strip())


def template_keys(block: bytes) -> list[int]:
    """One key per line of ``block`` (raw bytes split on ``\\n``): the hash of its template.

    Keys are only comparable within one process (Python's ``hash`` of bytes is salted per run).
    """
    return _keys(_AUTOMATON, block)


def numbered_keys(block: bytes) -> list[int]:
    """One key per line of ``block``, as :func:`template_keys`, of the line with its counts kept
    (:data:`_COUNT_MASKS`): two lines of one template whose counts differ (``1 of 4 records
    rejected``, ``3 of 5 records rejected``) have different keys."""
    return _keys(_COUNT_AUTOMATON, block)


def option_values(block: bytes) -> dict[int, bytes]:
    """The options' values (:data:`_OPTION_VALUE`) on the lines of ``block`` (raw bytes split on
    ``\\n``): 0-based line index → the values as printed, joined; a line without one is left out.
    Linear in ``len(block)`` (one RE2 scan; the lines counted between its matches)."""
    values: dict[int, bytes] = {}
    index, counted = 0, 0
    for found in _OPTION_VALUE.finditer(block):
        index += block.count(b"\n", counted, found.start())
        counted = found.start()
        values[index] = values.get(index, b"") + b"\0" + block[found.start() : found.end()].lstrip()
    return values


def _keys(automaton: re2._Regexp, block: bytes) -> list[int]:
    """The keys of :func:`template_keys`, with ``automaton`` masking."""
    masked = _replace(_BLANKS, _replace(automaton, _replace(_LINE_STAMP, block, b""), PLACEHOLDER), b" ")
    keys = []
    for line in masked.split(b"\n"):
        if b"\r" in line:
            segments = [segment for segment in line.split(b"\r") if segment.strip()]
            line = segments[-1] if segments else b""
        keys.append(hash(line.strip()))
    return keys
