"""A system message printed in another locale, read as the C locale prints it.

A runner or container image that sets ``LANG=de_DE.UTF-8`` (self-hosted runners and many images do)
makes the C library, coreutils, tar, GNU make and bash print their messages translated: ``cp: der
Aufruf von stat für 'x' ist nicht möglich: Datei oder Verzeichnis nicht gefunden`` for ``cp: cannot
stat 'x': No such file or directory``, ``make: *** Keine Regel, um „test“ zu erstellen.  Schluss.``,
``run.sh: Zeile 2: 21978 Speicherzugriffsfehler  ./seg``. The skills' signals are written against the
C locale's texts; :func:`c_locale_reading` gives a line's text with each translated message put back
in its C-locale form, so one signal reads the message in every locale of the table, and maps a span
of that reading back to the line (a signal's groups quote the line as the log holds it).

The translations are ``locale_messages.json`` beside this module: the gettext catalogues' ``msgstr``
of each ``msgid`` taken (glibc's ``strerror``/``strsignal`` texts, coreutils', tar's, make's and
bash's messages), written by ``scripts/locale_messages.py``, which names their source and licence.
A message with conversions (``cannot stat %s``) is read as a pattern: its fixed parts, each ``%s`` a
run of non-blank characters (of any characters after an opening quotation mark), each ``%d`` a number; a ``%s``
opening or closing both the ``msgid`` and its translation (make's ``%sNo rule to make target
'%s'%s``, bash's ``%s: line %d: ``) is the text around it and is left out. A translation that spans
lines, or whose fixed text is shorter than :data:`MIN_FIXED` characters, is not read. Every pattern
is RE2's (linear time); the line is screened once by one RE2 set of them all.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import re2

from ci_triage.logs.re2_patterns import re2_options

TABLE_FILE = Path(__file__).with_name("locale_messages.json")
MIN_FIXED = 2
"""Characters other than blanks a translation's fixed text needs to be read (``中止`` has two)."""
_OPENING_QUOTES = "'\"‘“„«‹「『"
"""Quotation marks opening a quoted argument in a translation (make's ``„%s“``, ``«\xa0%s\xa0»``):
the argument runs to the closing one, blanks included (``Keine Regel, um „my target“ …``)."""
_CONVERSION = re2.compile(r"%(?:(\d+)\$)?[-#0 +']*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t)?([sdiuc%])", re2_options())
"""A printf conversion of a gettext message: ``%s``, ``%d``, ``%2$s`` (positional), ``%%``."""


@dataclass(frozen=True, slots=True)
class _Message:
    """One translation as a pattern: ``pattern`` (RE2) finds it; ``english`` gives the C locale's
    text, its items a fixed string or the 1-based number of a group of ``pattern``."""

    pattern: str
    english: tuple[str | int, ...]


_Segment = tuple[int, int, str, bool]
"""A run of a reading: the span of the line it reads (0-based character offsets), its text, and
whether that text is the line's own there (``True``: the line's text or a message's argument) or a
translated message's C-locale words (``False``)."""


@dataclass(frozen=True, slots=True)
class CLocaleReading:
    """A line's text with its translated messages in their C-locale form: :attr:`text`, the
    :attr:`line` it reads, and :attr:`segments`, the runs :attr:`text` is made of, in order."""

    text: str
    line: str
    segments: tuple[_Segment, ...]

    def line_span(self, start: int, end: int) -> tuple[int, int]:
        """The span of :attr:`line` that the span ``start:end`` of :attr:`text` reads (0-based
        character offsets): an offset in the line's own text or a message's argument moves with
        it; one in a translated message's words moves to that message's start (for ``start``) or
        end (for ``end``)."""
        return self._line_offset(start, at_end=False), self._line_offset(end, at_end=True)

    def _line_offset(self, offset: int, *, at_end: bool) -> int:
        position = 0
        for line_start, line_end, text, verbatim in self.segments:
            after = position + len(text)
            if position < offset < after or offset == (after if at_end else position):
                if verbatim:
                    return line_start + offset - position
                return line_end if at_end else line_start
            position = after
        return len(self.line) if offset >= position else 0


def c_locale_reading(text: str) -> CLocaleReading | None:
    """``text`` (a cleaned line) read in the C locale, or ``None`` when it holds no translated
    message of the table (most lines: one RE2 set screens it)."""
    messages, screen = _table()
    found = screen.Match(text) if messages else None
    if not found:
        return None
    spans: list[tuple[int, int, list[_Segment]]] = []
    for index in sorted(found):
        spans.extend(_occurrences(messages[index], text))
    spans.sort(key=lambda span: (span[0], span[0] - span[1]))
    segments: list[_Segment] = []
    last = 0
    for start, end, reading in spans:  # the first and longest of overlapping ones
        if start < last:
            continue
        if start > last:
            segments.append((last, start, text[last:start], True))
        segments.extend(reading)
        last = end
    if not segments:
        return None
    if last < len(text):
        segments.append((last, len(text), text[last:], True))
    return CLocaleReading("".join(segment[2] for segment in segments), text, tuple(segments))


def translated_texts(*msgids: str) -> tuple[str, ...]:
    """The translations in the table of each of ``msgids`` that has no conversion (a ``strerror``
    or ``strsignal`` text: ``Datei oder Verzeichnis nicht gefunden``), longest first, none twice."""
    table = _load()
    found = {
        translation.strip()
        for message in table
        if message["msgid"] in msgids and _CONVERSION.search(message["msgid"]) is None
        for translation in message["translations"].values()
        if len(translation.strip()) >= MIN_FIXED
    }
    return tuple(sorted(found, key=lambda text: (-len(text), text)))


def literal_alternation(texts: tuple[str, ...]) -> str:
    """A pattern matching any of ``texts`` as written: each a literal, its regular-expression
    metacharacters escaped (only those: the syntax RE2 and Hyperscan share), joined by ``|``."""
    return "|".join("".join(f"\\{char}" if char in _METACHARACTERS else char for char in text) for text in texts)


_METACHARACTERS = frozenset("\\.^$|?*+()[]{}")


def _occurrences(message: _Message, text: str) -> Iterator[tuple[int, int, list[_Segment]]]:
    """Each place ``message`` is found in ``text``: its span and the segments reading it."""
    regex = _compiled(message.pattern)
    position = 0
    while position <= len(text):
        hit = regex.search(text, position)
        if hit is None or hit.end() == hit.start():
            return
        start, end = hit.span()
        segments: list[_Segment] = []
        for item in message.english:
            if isinstance(item, str):
                segments.append((start, end, item, False))
            else:
                argument_start, argument_end = hit.span(item)
                segments.append((argument_start, argument_end, text[argument_start:argument_end], True))
        yield start, end, segments
        position = end


@functools.cache
def _compiled(pattern: str) -> re2._Regexp:
    return re2.compile(pattern, re2_options())


def _load() -> list[dict]:
    return json.loads(TABLE_FILE.read_text(encoding="utf-8"))["messages"]


@functools.cache
def _table() -> tuple[tuple[_Message, ...], re2.Set]:
    """Every translation of the table as a :class:`_Message`, and the RE2 set screening them."""
    messages = [
        read
        for message in _load()
        for translation in message["translations"].values()
        if (read := _message(message["msgid"], translation)) is not None
    ]
    screen = re2.Set.SearchSet(re2_options())
    for message in messages:
        screen.Add(message.pattern)
    if messages:
        screen.Compile()
    return tuple(messages), screen


def _message(msgid: str, translation: str) -> _Message | None:
    """``translation`` of ``msgid`` as a :class:`_Message`; ``None`` when it cannot be read alone
    (it spans lines, its fixed text is too short, a conversion of ``msgid`` is not in it)."""
    english, translated = _pieces(msgid.strip("\n"), positional=False), _pieces(translation.strip("\n"), True)
    if english is None or translated is None or any("\n" in item for item in translated if isinstance(item, str)):
        return None
    for edge in (0, -1):  # a %s at both texts' edge, the same argument: the text around the message
        if english and translated and english[edge] == translated[edge] and isinstance(english[edge], tuple):
            if english[edge][1] != "s":
                return None
            english, translated = _without(english, edge), _without(translated, edge)
    fixed = "".join(item for item in translated if isinstance(item, str))
    arguments = [item[0] for item in translated if isinstance(item, tuple)]
    wanted = [item[0] for item in english if isinstance(item, tuple)]
    if len("".join(fixed.split())) < MIN_FIXED or len(set(arguments)) != len(arguments) or set(wanted) - set(arguments):
        return None
    pattern = []
    for place, item in enumerate(translated):
        if isinstance(item, str):
            pattern.append(re2.escape(item))
        elif item[1] in "diu":
            pattern.append(r"(\d+)")
        elif place > 0 and str(translated[place - 1]).rstrip()[-1:] in _OPENING_QUOTES:
            pattern.append(r"(.+?)")
        else:
            pattern.append(r"(\S+)")
    group = {argument: number for number, argument in enumerate(arguments, start=1)}
    return _Message("".join(pattern), tuple(item if isinstance(item, str) else group[item[0]] for item in english))


def _without(items: list[str | tuple[int, str]], edge: int) -> list[str | tuple[int, str]]:
    return items[1:] if edge == 0 else items[:-1]


def _pieces(message: str, positional: bool) -> list[str | tuple[int, str]] | None:
    """``message`` as its fixed strings and its conversions ``(argument, kind)``, arguments 1-based
    (``%2$s`` is argument 2 when ``positional``); ``None`` for a conversion other than ``s``,
    ``d``, ``i``, ``u`` (``%c`` is not read)."""
    items: list[str | tuple[int, str]] = []
    last, number = 0, 0
    for hit in _CONVERSION.finditer(message):
        items.append(message[last : hit.start()])
        last = hit.end()
        kind, place = str(hit.group(2)), hit.group(1)
        if kind == "%":
            items.append("%")
            continue
        if kind == "c":
            return None
        number += 1
        argument = int(str(place)) if positional and place else number
        items.append((argument, kind))
    items.append(message[last:])
    merged: list[str | tuple[int, str]] = []
    for item in items:
        if isinstance(item, str) and merged and isinstance(merged[-1], str):
            merged[-1] += item
        elif item != "":
            merged.append(item)
    return merged
