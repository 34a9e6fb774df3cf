"""Which lines of a block hold a trigger, found by RE2 or by Hyperscan with the same answer.

The first pass (:mod:`ci_triage.logs.first_pass`) asks one question of each block of a log: which
lines hold a *candidate* trigger (a skill's literal, a strong or a weak word), where the leftmost
one starts on each such line, and where every *structure* trigger (step, exit code, cancellation,
timeout, ``##[error]``) starts and of which kind it is. Two finders answer it:

- :class:`Re2LineFinder` runs the two RE2 automatons (:func:`ci_triage.logs.first_pass.compile_structure`
  and :func:`~ci_triage.logs.first_pass.compile_candidates`) over the block: one Python round trip per hit.
- :class:`HyperscanLineFinder` (the ``hyperscan`` package: Intel's Hyperscan, an automaton engine
  without backtracking, so linear time like RE2) finds every trigger of the block in one call with
  pattern ids; Python then walks the match list once. Structure lines, rare, are read again by the
  RE2 structure automaton for their exact matches and kinds.

Both give the same :class:`BlockTriggers` for every block (``tests/logs/test_first_pass_engines.py``
checks it on the corpus and on crafted lines). Where they could differ, Hyperscan's answer is not
used: RE2 reads patterns and text as UTF-8, so its case-insensitive ``k`` and ``s`` also match
U+212A (Kelvin sign) and U+017F (long s), which Hyperscan's byte mode does not; lines holding those
characters are read again by RE2. A skill literal Hyperscan cannot take as bytes (an empty one, one
with a newline, a case-insensitive one with non-ASCII letters, whose UTF-8 case folding Hyperscan's
byte mode does not know) makes :func:`hyperscan_finder` return ``None`` and RE2 finds every line.

Skills reach this module only as literals (the text every match of a signal contains, see
:func:`ci_triage.logs.signals.required_literal`), escaped byte for byte: Hyperscan takes any literal
and matches it in linear time, so no skill, bundled or from a repository, can make it refuse a
pattern or slow down; skills' regexes themselves run under RE2 in later stages.

Offsets are byte offsets into the block; a line ends at its ``\\n`` (excluded) or at the end of the
block.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import re2

from ci_triage.logs import disk_cache

_UNANCHORED = re2._re2.RE2.Anchor.UNANCHORED
_ANCHOR_START = re2._re2.RE2.Anchor.ANCHOR_START

FOLDED_ELSEWHERE = ("\u212a", "\u017f")
"""Characters outside ASCII that RE2's case-insensitive ASCII letters match (``k`` and ``s``): the
only ones, checked over every code point by ``tests/logs/test_first_pass_engines.py``."""
_FOLDED_SHORT = [text for text in map(str.encode, FOLDED_ELSEWHERE) if len(text) < 3]
"""Those of :data:`FOLDED_ELSEWHERE` two bytes long in UTF-8 (U+017F): found by ``bytes.find`` of
their first byte (:func:`_ends_of`), not by Hyperscan, whose search of a block a literal of two bytes
slowed by more than half (every block of the benchmark's 10 MB log: 59 M instructions without it,
92 M with it; U+212A, three bytes, adds 1 M)."""
_FOLDED_LONG = [text for text in map(str.encode, FOLDED_ELSEWHERE) if len(text) >= 3]
"""The others, found by Hyperscan."""


@dataclass(slots=True)
class BlockTriggers:
    """The triggers of one block.

    ``starts[i]`` is the offset of the leftmost candidate trigger on the ``i``-th candidate line and
    ``ends[i]`` the offset where that line ends (both increasing); ``structure`` holds ``(offset,
    kind)`` of every structure match in order (kinds are the group names of
    :func:`ci_triage.logs.first_pass.compile_structure`: ``step``, ``exit``, ``cancel``,
    ``timeout``, ``errmark``). ``strong``, when known, holds the ends (increasing) of the lines on
    which a strong word may start the leftmost trigger: every line whose tier is strong is among them
    (``None``: any line may be).
    """

    starts: list[int]
    ends: list[int]
    structure: list[tuple[int, str]]
    strong: list[int] | None = None


class Re2LineFinder:
    """Finds a block's triggers with the RE2 ``structure`` automaton and the ``candidates`` one, which
    ``compile_candidates`` compiles on first use: a Hyperscan finder asks RE2 about candidates only
    for the few lines it must settle, and compiling that automaton (every skill literal, escaped)
    costs a small log's triage a few milliseconds."""

    def __init__(self, structure: re2._Regexp, compile_candidates: Callable[[], re2._Regexp]) -> None:
        self.structure = structure
        self._compile_candidates = compile_candidates
        self.kinds = {
            index: name.decode() if isinstance(name, bytes) else name for name, index in structure.groupindex.items()
        }

    @functools.cached_property
    def candidates(self) -> re2._Regexp:
        """The candidate automaton, compiled on first use."""
        return self._compile_candidates()

    def find(self, data: bytes, end: int | None = None) -> BlockTriggers:
        """The triggers of ``data[:end]`` (a block: whole lines, the last one ending at ``end`` or
        at a ``\\n`` just before it); see the module docstring."""
        end = len(data) if end is None else end
        structure = [
            (spans[0][0], self.kinds[_matched_group(spans)])
            for spans in all_matches(self.structure, data, 0, end, STRUCTURE_PER_LINE)
        ]
        starts: list[int] = []
        ends: list[int] = []
        line_end = -1
        find = data.find
        for spans in all_matches(self.candidates, data, 0, end):
            start, stop = spans[0]
            if start <= line_end:
                continue  # the previous match stopped inside this line (at bytes that are not UTF-8)
            line_end = find(b"\n", stop, end)
            if line_end < 0:
                line_end = end
            starts.append(start)
            ends.append(line_end)
        return BlockTriggers(starts, ends, structure)

    def first_candidate(self, data: bytes, line_start: int, line_end: int) -> int | None:
        """Offset of the leftmost candidate trigger in ``data[line_start:line_end]`` (one line), or ``None``."""
        start = self.candidates._regexp.Match(_UNANCHORED, data, line_start, line_end)[0][0]
        return start if start >= 0 else None

    def structure_in_line(
        self, data: bytes, line_start: int, line_end: int, last_end: int | None = None
    ) -> Iterator[tuple[int, str]]:
        """``(offset, kind)`` of every structure match in one line, as a scan of the whole block finds them.
        ``last_end``, when given, is where every structure match in the line ends at the latest: no
        search goes on from a match that ends there (it could find no other)."""
        for spans in all_matches(self.structure, data, line_start, line_end, STRUCTURE_PER_LINE):
            yield spans[0][0], self.kinds[_matched_group(spans)]
            if last_end is not None and spans[0][1] >= last_end:
                return

    def matched_end(self, data: bytes, start: int, line_end: int) -> int:
        """Where RE2's candidate match starting at ``start`` ends: the line's end, or earlier where the
        line stops being UTF-8 (RE2's ``[^\\n]`` matches UTF-8 characters only)."""
        return self.candidates._regexp.Match(_ANCHOR_START, data, start, line_end)[0][1]


class HyperscanLineFinder:
    """Finds a block's triggers with one Hyperscan database; RE2 (``exact``) settles the rare lines
    Hyperscan cannot (structure lines, lines with :data:`FOLDED_ELSEWHERE` characters).

    The database's patterns, by id: the skills' literals (but those :func:`covered_literals` finds,
    whose ids stay unused), the weak words and the strong words
    (``candidate_ids`` of them, reported with their leftmost start; the strong words' lines are
    maybe strong), the structure patterns, the folded characters of :data:`_FOLDED_LONG`, and the
    strong words right after a word character (maybe strong too, see :func:`hyperscan_finder`;
    :attr:`BlockTriggers.strong`).
    """

    STRUCTURE, FOLDED, STRONG = 0, 1, 2
    """Ids of the last three patterns, counted from ``candidate_ids``."""

    def __init__(self, database: Any, candidate_ids: int, exact: Re2LineFinder) -> None:
        self.database = database
        self.candidate_ids = candidate_ids
        self.exact = exact

    def find(self, data: bytes, end: int | None = None) -> BlockTriggers:
        """The triggers of ``data[:end]`` (a block: whole lines, the last one ending at ``end`` or
        at a ``\\n`` just before it); see the module docstring."""
        size = len(data) if end is None else end
        starts: list[int] = []
        ends: list[int] = []
        others: list[tuple[int, int]] = []
        strong_ends: list[int] = []
        late: list[tuple[int, int]] = []
        add_start, add_end, add_other, add_late = starts.append, ends.append, others.append, late.append
        add_strong = strong_ends.append
        find = data.find
        candidate_ids = self.candidate_ids
        strong_words_id = candidate_ids - 1
        strong_id = candidate_ids + self.STRONG
        line_end = -1  # where the line of the last candidate line kept ends

        def on_match(pattern: int, start: int, end: int, _flags: int, _context: object) -> None:
            # Hyperscan reports matches roughly by end offset: one entry per line, with its leftmost start
            nonlocal line_end
            if pattern >= strong_words_id:
                if pattern != strong_words_id:
                    if pattern == strong_id:
                        add_strong(end)
                    else:
                        add_other((pattern - candidate_ids, end))
                    return
                add_strong(end)  # a strong word is a candidate trigger too
            if end > line_end:
                line_end = find(b"\n", end)
                if line_end < 0:
                    line_end = size
                add_start(start)
                add_end(line_end)
            elif start < starts[-1]:  # an earlier start on this line, or a match of an earlier line
                if find(b"\n", start, line_end) < 0:
                    starts[-1] = start
                else:
                    add_late((start, end))

        # a match's line ends at a "\n" before ``size``, or at ``size``: ``find`` reads no further
        self.database.scan(data if size == len(data) else memoryview(data)[:size], match_event_handler=on_match)
        if late:
            starts, ends = merge_late(data, starts, ends, late)
        by_kind: list[set[int]] = [set(), set()]
        for kind, end in others:
            by_kind[kind].add(end)
        for character in _FOLDED_SHORT:
            by_kind[self.FOLDED].update(_ends_of(data, character, size))
        folded = _lines_of(data, sorted(by_kind[self.FOLDED]))
        structure = self._structure(data, sorted(by_kind[self.STRUCTURE]), folded)
        if folded:
            starts, ends = self._settle(data, starts, ends, folded)
        # each strong word's line is the first candidate line ending at or after the word (found in C;
        # a search from each word to its line's end would read a long line once per word): a word on a
        # line with no candidate marks the next candidate line, whose tier is then only read exactly
        strong_lines = set(map((*ends, size).__getitem__, map(bisect.bisect_left, itertools.repeat(ends), strong_ends)))
        strong_lines.update(line_end for _, line_end in folded)  # RE2's case folding may read a strong word
        strong = sorted(strong_lines)
        return BlockTriggers(starts, ends, structure, strong)

    def _structure(self, data: bytes, ends: list[int], folded: list[tuple[int, int]]) -> list[tuple[int, str]]:
        """``(offset, kind)`` of every structure match, in order: RE2 (``exact``) reads each line on
        which Hyperscan found one ending at one of ``ends`` (increasing), and the ``folded`` lines
        (``(start, end)``), where RE2's case folding may find a match Hyperscan cannot
        (``exit ſtatus 1``). Hyperscan reports every end of every match, so on the other lines RE2
        stops at a match ending where the line's last report does: one search per line instead of
        two for a line of one match."""
        last_ends: dict[tuple[int, int], int | None] = {
            line: ends[bisect.bisect_right(ends, line[1]) - 1] for line in _lines_of(data, ends)
        }
        last_ends.update(dict.fromkeys(folded))
        return [
            found
            for line in sorted(last_ends)
            for found in self.exact.structure_in_line(data, line[0], line[1], last_ends[line])
        ]

    def _settle(
        self, data: bytes, starts: list[int], ends: list[int], lines: Sequence[tuple[int, int]]
    ) -> tuple[list[int], list[int]]:
        """``starts``/``ends`` with RE2's answer for each of ``lines`` (``(start, end)`` of a line)."""
        by_end = dict(zip(ends, starts, strict=True))
        for line_start, line_end in lines:
            first = self.exact.first_candidate(data, line_start, line_end)
            if first is None:
                by_end.pop(line_end, None)
            else:
                by_end[line_end] = first
        kept = sorted(by_end.items())
        return [start for _, start in kept], [end for end, _ in kept]


def merge_late(
    data: bytes, starts: list[int], ends: list[int], late: list[tuple[int, int]]
) -> tuple[list[int], list[int]]:
    """``starts``/``ends`` (one per line) with matches reported after a later line's, merged in."""
    by_end = dict(zip(ends, starts, strict=True))
    late = sorted(late, key=operator.itemgetter(1))
    late_ends = [end for _, end in late]
    for line_start, line_end in _lines_of(data, late_ends):
        on_line = late[bisect.bisect_left(late_ends, line_start) : bisect.bisect_right(late_ends, line_end)]
        start = min(start for start, _ in on_line)
        by_end[line_end] = min(start, by_end.get(line_end, start))
    kept = sorted(by_end.items())
    return [start for _, start in kept], [end for end, _ in kept]


_LEAD_TRIES = 64
"""Occurrences of a folded character's first byte that :func:`_ends_of` checks one by one in a block."""


def _ends_of(data: bytes, text: bytes, end: int) -> Iterator[int]:
    """Where each occurrence of ``text`` (two bytes or more) in ``data[:end]`` ends, as Hyperscan reports a
    literal. Its first byte is found by ``bytes.find`` (``memchr``: far faster than ``bytes.find`` of
    the whole text) and the other bytes compared, for the first :data:`_LEAD_TRIES` occurrences of
    that byte (the byte that opens U+017F is rare in logs); past them (a text where that byte opens
    other characters: ``ł``, ``ś`` in Polish), by ``bytes.find`` of the whole text."""
    lead = text[:1]
    find, starts_with = data.find, data.startswith
    position = find(lead, 0, end)
    for _ in range(_LEAD_TRIES):
        if position < 0:
            return
        if starts_with(text, position, end):
            yield position + len(text)
        position = find(lead, position + 1, end)
    position = find(text, position, end) if position >= 0 else -1
    while position >= 0:
        yield position + len(text)
        position = find(text, position + 1, end)


def _lines_of(data: bytes, ends: Sequence[int]) -> list[tuple[int, int]]:
    """``(start, end)`` of each line holding a match ending at one of ``ends`` (increasing), once each,
    in order. One search each way per line, not per match: a long line with many matches is read
    once (linear time)."""
    lines = []
    index = 0
    while index < len(ends):
        line = _line_of(data, ends[index])
        lines.append(line)
        index = bisect.bisect_right(ends, line[1], index)
    return lines


def _line_of(data: bytes, end: int) -> tuple[int, int]:
    """``(start, end)`` of the line in which a match ending at ``end`` lies."""
    return data.rfind(b"\n", 0, end) + 1, _line_end(data, end)


def _line_end(data: bytes, end: int) -> int:
    """Where the line in which a match ending at ``end`` lies ends: its newline, or the end of ``data``."""
    line_end = data.find(b"\n", end)
    return line_end if line_end >= 0 else len(data)


def hyperscan_finder(
    structure_patterns: Sequence[bytes],
    strong_words: bytes,
    weak_words: bytes,
    weak_scanned: bytes,
    literals: Sequence[tuple[str, bool]],
    exact: Re2LineFinder,
    cache_kind: str,
) -> HyperscanLineFinder | None:
    """A Hyperscan finder that gives the same answer as ``exact``, or ``None`` when the ``hyperscan``
    package is missing (no wheel for the platform), refuses a pattern, or a literal is one it cannot
    take as bytes (see the module docstring). Its database comes from the disk cache (``cache_kind``,
    see :func:`_database`).

    ``structure_patterns``, ``strong_words`` and ``weak_words`` are the RE2 patterns (bytes) of the
    structure groups and of :mod:`ci_triage.logs.vocabulary`; ``weak_scanned`` is ``weak_words`` as
    Hyperscan scans them (multi-line), which leaves out matches where one of the strong words starts
    at the same offset: the lines and their leftmost starts are the same, with a callback less per
    such match (``error: x``, where ``error`` and ``error:`` both match). The literals they cover
    (:func:`covered_literals`) are read from ``weak_words``, which starts a match wherever either does.
    ``literals`` are the skills' ``(text, ignore_case)`` pairs. A line's tier is strong when the
    strong pattern matches the text from its
    leftmost trigger on, read without what precedes it: there the pattern matches in the line too,
    or one of its ``\\b`` fails only because a word character precedes, where the strong pattern
    without its ``\\b`` assertions matches right after a word character. The lines of either are a
    superset of the strong lines, and a line ``error: x`` costs one callback less than with that
    pattern alone.
    """
    try:
        import hyperscan
    except ImportError:
        return None
    encoded = [(text.encode("utf-8"), ignore_case) for text, ignore_case in sorted(set(literals))]
    if any(not text or b"\n" in text or (ignore_case and not text.isascii()) for text, ignore_case in encoded):
        return None
    leftmost = hyperscan.HS_FLAG_SOM_LEFTMOST
    expressions = [_escape(text) for text, _ in encoded]
    flags = [leftmost | (hyperscan.HS_FLAG_CASELESS if ignore_case else 0) for _, ignore_case in encoded]
    expressions.extend((weak_scanned, strong_words))  # the strong words last: see HyperscanLineFinder.find
    flags.extend((leftmost | hyperscan.HS_FLAG_MULTILINE, leftmost))
    candidate_ids = len(expressions)
    expressions.append(b"|".join(b"(?:%s)" % pattern.replace(b"(?m:^)", b"^") for pattern in structure_patterns))
    flags.append(hyperscan.HS_FLAG_MULTILINE)
    expressions.append(b"|".join(map(_escape, _FOLDED_LONG)))
    flags.append(0)
    expressions.append(b"\\w(?:%s)" % strong_words.replace(rb"\b", b""))
    flags.append(0)
    covered = functools.partial(covered_literals, encoded, (weak_words, strong_words))
    try:
        database = _database(hyperscan, expressions, flags, cache_kind, covered)
    except hyperscan.error:
        return None
    return HyperscanLineFinder(database, candidate_ids, exact)


_CONTEXTS = [(before, after) for before in (b"a", b" ") for after in (b"a", b" ")]
"""A word character or a character that is not one, before and after a literal: all that ``\\b`` reads."""


def covered_literals(literals: Sequence[tuple[bytes, bool]], words: Sequence[bytes]) -> set[int]:
    """Indexes of the ``(text, ignore_case)`` literals of which every match starts with a match of
    another pattern at the same offset: a shorter literal they start with, or one of ``words`` (RE2
    patterns over bytes: the weak and strong words), tried with a word character and another one
    before and after the literal and matching inside it. Such a literal adds no line and no earlier
    start to what the others find (lines with a skill's literal are told by their first bytes, not
    by the pattern that matched), only a callback per match: ``error: `` always holds the weak word
    ``error``, ``Failed to build `` the literal ``Failed``. A literal whose cover is itself left out
    is covered by that one's cover, which is shorter still."""
    options = re2.Options()
    options.encoding = re2.Options.Encoding.LATIN1  # bytes as Hyperscan reads them
    options.log_errors = False
    automata = [re2.compile(pattern, options)._regexp for pattern in words]
    prefixes = {text for text, ignore_case in literals if not ignore_case}
    folded_prefixes = {text.lower() for text, ignore_case in literals if ignore_case}
    covered = set()
    for index, (text, ignore_case) in enumerate(literals):
        shorter = range(1, len(text))
        starts_with_literal = any(text.lower()[:length] in folded_prefixes for length in shorter) or (
            not ignore_case and any(text[:length] in prefixes for length in shorter)
        )
        if starts_with_literal or (not ignore_case and any(_inside_from_start(found, text) for found in automata)):
            covered.add(index)
    return covered


def _inside_from_start(automaton: Any, text: bytes) -> bool:
    """Whether RE2's ``automaton`` matches ``text`` from its first byte and within it, whatever
    precedes and follows it (:data:`_CONTEXTS`)."""
    return all(
        automaton.Match(_ANCHOR_START, before + text + after, 1, len(text) + 2)[0][1] in range(2, len(text) + 2)
        for before, after in _CONTEXTS
    )


def _database(
    hyperscan: Any, expressions: list[bytes], flags: list[int], cache_kind: str, left_out: Callable[[], set[int]]
) -> Any:
    """A block-mode Hyperscan database of ``expressions`` (ids in order) with ``flags``, but those of
    ``left_out`` (asked only to compile; see :func:`covered_literals`): loaded from the disk cache
    (``cache_kind``), else compiled and stored there. Compiling the bundled skills' literals costs ≈ 50
    ms of CPU, loading them ≈ 0.5 ms. The key covers the package and ``hyperscan`` versions, the
    expressions, the flags and the rule that leaves expressions out; the stored bytes open with the
    key, so a corrupt file, one copied from another entry, or a database built for another CPU is
    compiled again, never used. Raises ``hyperscan.error`` when Hyperscan refuses a pattern."""
    parts = [
        hyperscan.__version__.encode(),
        *expressions,
        b",".join(b"%d" % flag for flag in flags),
        b"literals covered at their start left out",
    ]
    key = disk_cache.content_key(parts)
    stamp = key.encode()
    stored = disk_cache.load_bytes(cache_kind, key)
    if stored is not None and stored.startswith(stamp):
        try:
            database = hyperscan.loadb(stored[len(stamp) :], hyperscan.HS_MODE_BLOCK)
            database.scratch = hyperscan.Scratch(database)
            return database
        except hyperscan.error:
            pass  # compiled again below
    dropped = left_out()
    ids = [index for index in range(len(expressions)) if index not in dropped]
    database = hyperscan.Database()
    database.compile(expressions=[expressions[index] for index in ids], ids=ids, flags=[flags[index] for index in ids])
    disk_cache.store_bytes(cache_kind, key, stamp + hyperscan.dumpb(database))
    return database


_ESCAPED_BYTES = [bytes((byte,)) if chr(byte).isalnum() and byte < 128 else b"\\x%02x" % byte for byte in range(256)]
"""Each byte as a Hyperscan pattern matching it: ASCII letters and digits as themselves, others as ``\\xHH``."""


def _escape(text: bytes) -> bytes:
    """``text`` as a Hyperscan pattern matching exactly those bytes."""
    return b"".join(map(_ESCAPED_BYTES.__getitem__, text))


def all_matches(
    automaton: re2._Regexp, data: bytes, position: int = 0, end: int | None = None, per_line: int | None = None
) -> Iterator[list[tuple[int, int]]]:
    """The spans (whole match, then each group) of every match of ``automaton`` in ``data[position:end]``,
    at most ``per_line`` on one line when given (the rest of that line is not searched).

    Calls google-re2's binding (``_regexp.Match``) directly: its ``finditer`` builds a match object
    per hit in Python, which costs more than the search itself on trigger-dense logs (measured:
    70 against 102 MB/s for the candidate automaton on the benchmark's 100 MB log).
    """
    match = automaton._regexp.Match
    end = len(data) if end is None else end
    line_end = -1
    on_line = 0
    while position <= end:
        spans = match(_UNANCHORED, data, position, end)
        start, stop = spans[0]
        if start < 0:
            return
        yield spans
        position = stop if stop > start else stop + 1
        if per_line is None:
            continue
        if start > line_end:
            line_end = data.find(b"\n", start, end)
            line_end = line_end if line_end >= 0 else end
            on_line = 0
        on_line += 1
        if on_line == per_line:
            position = max(position, line_end + 1)


STRUCTURE_PER_LINE = 8
"""Structure matches read per line (:func:`all_matches`'s ``per_line``). The GitHub runner writes one
workflow command per line, at its start, and at most a message of its own after it
(``##[error]Process completed with exit code 1.``); a line with more is a command's output. Past this
many, the rest of the line is not searched: each search for a structure match may read on to the
line's end (the exit pattern's ``[^\n]*``), so a line of 10^5 ``##[error]`` would otherwise be read
10^5 times."""


def _matched_group(spans: list[tuple[int, int]]) -> int:
    """Number of the first group that took part in a match."""
    return next(index for index in range(1, len(spans)) if spans[index][0] >= 0)
