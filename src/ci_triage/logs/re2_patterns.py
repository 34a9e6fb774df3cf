"""Which patterns RE2 can run, and RE2 set up to run them quietly.

Every pattern run on untrusted text must take linear time: RE2 guarantees it, and refuses the
constructs that do not (lookaround, backreferences, possessive quantifiers). Every skill's patterns
are checked with :func:`re2_refusal` when the skill loads, and the signal index runs them with RE2;
the signal index also screens lines with one RE2 automaton of every signal. Our own patterns on log
text are written in Python's syntax and run by RE2 through :func:`python_semantics` and
:class:`LazyRE2` (compiled on first use, so start-up does not pay for them).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any, Protocol, overload

import re2

_GROUP_NAME = re.compile(r"(?<!\\)\(\?P<(\w+)>")

PYTHON_WORD = r"\pL\pN_"
r"""Inside an RE2 character class: the characters of Python's ``\w`` on ``str`` (letters, numbers and
``_`` of every script; RE2's own ``\w`` is ASCII only). Same set as Python 3.11 in the BMP."""
PYTHON_SPACE = r"\t\n\v\f\r\x{1c}-\x{20}\x{85}\p{Z}"
r"""Inside an RE2 character class: the characters of Python's ``\s`` on ``str`` (RE2's ``\s`` is
``[\t\n\f\r ]``)."""


PYTHON_DIGIT = r"\p{Nd}"
r"""Python's ``\d`` on ``str`` (decimal digits of every script; RE2's ``\d`` is ``[0-9]``)."""

ASCII_WORD = "0-9A-Za-z_"
r"""Inside an RE2 character class: the characters of Python's ``\w`` on ASCII text."""
ASCII_SPACE = r"\t\n\v\f\r\x{1c}-\x{20}"
r"""Inside an RE2 character class: the characters of Python's ``\s`` on ASCII text (``str.isspace``
also takes the separators ``\x1c``-``\x1f``, which RE2's ``\s`` does not)."""

_ESCAPES = {
    "w": f"(?-i:[{PYTHON_WORD}])",
    "W": f"(?-i:[^{PYTHON_WORD}])",
    "d": PYTHON_DIGIT,
    "D": r"\P{Nd}",
    "s": f"(?-i:[{PYTHON_SPACE}])",
    "S": f"(?-i:[^{PYTHON_SPACE}])",
    "Z": r"\z",
}
"""Python's classes outside a character class; never case-folded, as in Python (and RE2 compiles
a folded Unicode class slowly)."""
_ASCII_ESCAPES = {
    "w": f"(?-i:[{ASCII_WORD}])",
    "W": f"(?-i:[^{ASCII_WORD}])",
    "d": "[0-9]",
    "D": "[^0-9]",
    "s": f"[{ASCII_SPACE}]",
    "S": f"[^{ASCII_SPACE}]",
    "Z": r"\z",
    "b": r"\b",
}
"""The same classes with Python's meaning on ASCII text only: cheap for RE2 to compile, and RE2's
own zero-width ``\b`` (ASCII words) is Python's there."""
_CLASS_ESCAPES = {"w": PYTHON_WORD, "d": PYTHON_DIGIT, "s": PYTHON_SPACE}
_ASCII_CLASS_ESCAPES = {"w": ASCII_WORD, "d": "0-9", "s": ASCII_SPACE}
_WORD_START = f"(?-i:^|[^{PYTHON_WORD}])"
_WORD_END = f"(?-i:$|[^{PYTHON_WORD}])"
_CASELESS_I = "iI\u0131\u0130"
"""What Python's case-insensitive ``i`` also matches and RE2's does not: dotless ``ı`` and dotted ``İ``
(RE2 folds ``ſ`` with ``s`` and the Kelvin sign with ``k`` as Python does)."""
_GROUP_OPENING = re.compile(r"\((?:\?(?:P<\w+>|:|i:|-i:|i\)))?")
_AFTER_WORD_START = re.compile(r"(?:\A|\||\((?:\?(?:P<\w+>|:|i:|-i:|i\)))?)\Z")
_NON_WORD_NEXT = re.compile(r"[ :;,=!\"'#%&<>/-]|\[[^\]\\\w^-]*(?:\\[^\w][^\]\\\w^-]*)*\]")
"""What makes an ending ``\\b`` redundant: a non-word character must follow (a literal or a class of
punctuation only), so the ``\\b`` is dropped rather than made to consume that character."""
_RANGE = re.compile(r"(\\?.)-(\\?.)", re.DOTALL)


def python_semantics(pattern: str, *, ascii_text: bool = False) -> str:
    r"""``pattern``, written for Python's ``re`` on ``str``, rewritten for RE2 with the same matches
    on one line of text (no ``\n``; Python's ``$`` also matches before a final ``\n``).

    With ``ascii_text``, the same matches only on text for which :func:`ascii_semantics` holds
    (ASCII, or other characters that are neither word characters nor spaces nor cased): ``\w``, ``\d``,
    ``\s`` and their negations become ASCII classes (Python's ``\s`` there also takes
    ``\x1c``-``\x1f`` and ``\v``), ``\b`` stays RE2's zero-width ASCII ``\b`` (the same matches and
    spans as Python's), and ``i`` needs no dotless ``ı``: RE2 compiles that variant far faster.
    Without it, the following holds for any text.

    ``\w``, ``\d``, ``\s`` and their negations become Python's Unicode classes (RE2's are ASCII);
    ``\Z`` becomes ``\z``; ``\uXXXX`` becomes ``\x{XXXX}``; a case-insensitive ``i`` also takes
    ``ı`` and ``İ``. RE2 has no zero-width ``\b`` over Unicode words, so ``\b`` becomes "start of
    text or a non-word character" where a word starts (at the pattern's or a group's start, after
    ``|``) and "end of text or a non-word character" elsewhere: that consumes the character beside
    the word, so only patterns whose ``\b`` touches a word character and whose match spans do not
    matter (tests of truth, or group spans away from the boundary) may use it; property tests
    compare both engines on each converted pattern. Raises :class:`ValueError` on a lookaround or
    a backreference (RE2 has neither).
    """
    escapes = _ASCII_ESCAPES if ascii_text else _ESCAPES
    out: list[str] = []
    caseless = [pattern.startswith("(?i)") and not ascii_text]
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            escape = pattern[index + 1]
            if escape in escapes:
                out.append(escapes[escape])
            elif escape == "b":
                if _AFTER_WORD_START.search(pattern[:index]):
                    out.append(_WORD_START)
                elif not _NON_WORD_NEXT.match(pattern, index + 2):
                    out.append(_WORD_END)
            elif escape == "u":
                out.append(f"\\x{{{pattern[index + 2 : index + 6]}}}")
                index += 4
            elif escape.isdigit():
                raise ValueError(f"RE2 has no backreference: {pattern!r}")
            else:
                out.append(pattern[index : index + 2])
            index += 2
        elif char == "[":
            end = _class_end(pattern, index)
            out.append(_character_class(pattern[index + 1 : end], caseless=caseless[-1], ascii_text=ascii_text))
            index = end + 1
        elif char == "(":
            opening = _GROUP_OPENING.match(pattern, index)
            assert opening is not None
            text = opening.group()
            if pattern.startswith(("(?=", "(?!", "(?<=", "(?<!"), index):
                raise ValueError(f"RE2 has no lookaround: {pattern!r}")
            if text != "(?i)":
                caseless.append({"(?i:": not ascii_text, "(?-i:": False}.get(text, caseless[-1]))
            out.append(text)
            index += len(text)
        elif char == ")":
            caseless.pop()
            out.append(char)
            index += 1
        else:
            out.append(f"[{_CASELESS_I}]" if caseless[-1] and char in "iI" else char)
            index += 1
    return "".join(out)


def _class_end(pattern: str, start: int) -> int:
    """Index of the ``]`` closing the character class opened at ``start``."""
    index = start + 1
    if pattern.startswith("^", index):
        index += 1
    if pattern.startswith("]", index):
        index += 1
    while pattern[index] != "]":
        index += 2 if pattern[index] == "\\" else 1
    return index


def _character_class(body: str, *, caseless: bool, ascii_text: bool) -> str:
    """One character class (``body`` between the brackets) in RE2's syntax with Python's classes
    (on ASCII text only, with ``ascii_text``)."""
    class_escapes = _ASCII_CLASS_ESCAPES if ascii_text else _CLASS_ESCAPES
    out: list[str] = []
    index = 0
    while index < len(body):
        if body[index] == "\\":
            escape = body[index + 1]
            if escape in class_escapes:
                out.append(class_escapes[escape])
            elif escape in "WDS":
                raise ValueError(f"negated class escape inside a class: [{body}]")
            elif escape == "u":
                out.append(f"\\x{{{body[index + 2 : index + 6]}}}")
                index += 4
            else:
                out.append(body[index : index + 2])
            index += 2
        else:
            out.append(body[index])
            index += 1
    ranges = [(low[-1], high[-1]) for low, high in _RANGE.findall(body)]
    if caseless and (
        "i" in body or "I" in body or any(low <= "i" <= high or low <= "I" <= high for low, high in ranges)
    ):
        # before a closing literal ``-``, where it would start a range (``[.-ıİ]`` holds ``@``)
        out.insert(len(out) - 1 if out and out[-1] == "-" else len(out), _CASELESS_I[2:])
    return "[" + "".join(out) + "]"


class Found(Protocol):
    """A match of a :class:`LazyRE2` (google-re2's match object, with the methods of ``re.Match``):
    groups are ``str`` for ``str`` text, ``bytes`` for ``bytes``, ``None`` when a group took no part;
    positions are in characters of the text."""

    @property
    def string(self) -> Any: ...
    def group(self, *groups: int | str) -> Any: ...
    def groups(self) -> tuple[Any, ...]: ...
    def groupdict(self) -> dict[str, Any]: ...
    def start(self, group: int = 0) -> int: ...
    def end(self, group: int = 0) -> int: ...
    def span(self, group: int = 0) -> tuple[int, int]: ...


class LazyRE2:
    """A pattern written for Python's ``re``, run by RE2 with the same matches (linear time) and
    compiled on first use, so start-up pays nothing for patterns a run never uses.

    A ``str`` pattern gets Python's ``str`` semantics through :func:`python_semantics` (read its
    limits) in two automata: ASCII text (``str.isascii()``, most log lines), and text whose other
    characters are only punctuation or symbols (:func:`ascii_semantics`: ``‘quoted’``, ``✓``,
    ``●``), runs the cheap ASCII variant, and the Unicode variant (≈ 1–2 ms of CPU to compile for a
    pattern with ``\\w`` or ``\\b``) is compiled only when a text holds a non-ASCII letter, digit or
    space. A ``bytes``
    pattern runs byte by byte (RE2's Latin-1 mode) with ASCII classes and case folding, as Python's
    ``re`` on ``bytes``. The methods are google-re2's and take the text's type.
    """

    __slots__ = ("_ascii", "_compiled", "pattern")

    def __init__(self, pattern: str | bytes) -> None:
        self.pattern = pattern
        self._compiled: re2._Regexp | None = None
        self._ascii: re2._Regexp | None = None

    @property
    def compiled(self) -> re2._Regexp:
        """The RE2 automaton for any text, compiled at the first call; :class:`ValueError` or
        ``re2.error`` when RE2 cannot run the pattern."""
        compiled = self._compiled
        if compiled is None:
            options = re2_options()
            if isinstance(self.pattern, bytes):
                options.encoding = re2.Options.Encoding.LATIN1
                compiled = re2.compile(self.pattern, options)
            else:
                compiled = re2.compile(python_semantics(self.pattern), options)
            self._compiled = compiled
        return compiled

    @property
    def ascii_compiled(self) -> re2._Regexp:
        """The RE2 automaton for ASCII ``str`` text only (``str.isascii()``), compiled at the first
        call; :attr:`compiled` for a ``bytes`` pattern."""
        compiled = self._ascii
        if compiled is None:
            if isinstance(self.pattern, bytes):
                compiled = self.compiled
            else:
                compiled = re2.compile(python_semantics(self.pattern, ascii_text=True), re2_options())
            self._ascii = compiled
        return compiled

    def for_text(self, text: str | bytes) -> re2._Regexp:
        """The automaton that gives Python's matches on ``text``: :attr:`ascii_compiled` for ``str``
        text of :func:`ascii_semantics`, else :attr:`compiled`."""
        return self.ascii_compiled if isinstance(text, str) and ascii_semantics(text) else self.compiled

    def search(self, text: str | bytes) -> Found | None:
        """The first match anywhere in ``text``, or ``None``."""
        if isinstance(text, str) and text.isascii():
            return _ascii_found(self.ascii_compiled, _UNANCHORED, text)
        return self.for_text(text).search(encodable(text))

    def match(self, text: str | bytes) -> Found | None:
        """The match at the start of ``text``, or ``None``."""
        if isinstance(text, str) and text.isascii():
            return _ascii_found(self.ascii_compiled, _ANCHOR_START, text)
        return self.for_text(text).match(encodable(text))

    def match_spans(self, text: str) -> list[tuple[int, int]] | None:
        """The spans of :meth:`match`'s match (the whole match, then each group; ``(-1, -1)`` for a
        group that took no part), or ``None``: for ASCII text straight from RE2, without the match
        object google-re2 builds in Python (the most of a short line's cost)."""
        if text.isascii():
            spans = self.ascii_compiled._regexp.Match(_ANCHOR_START, text.encode(), 0, len(text))
            return None if spans[0] == (-1, -1) else spans
        found = self.match(text)
        return None if found is None else [found.span(group) for group in range(self.for_text(text).groups + 1)]

    def finditer(self, text: str) -> Iterator[Found]:
        """The matches in ``text``, left to right, not overlapping."""
        text = encodable(text)
        return self.for_text(text).finditer(text)

    def findall(self, text: str) -> list[Any]:
        """What :meth:`finditer` finds, as Python's ``findall`` gives it (the text, a group, a tuple)."""
        text = encodable(text)
        return self.for_text(text).findall(text)

    def sub(self, replacement: str | Callable[[Found], str], text: str) -> str:
        """``text`` with every match replaced (``replacement``: a template or a function of the match)."""
        text = encodable(text)
        return self.for_text(text).sub(replacement, text)


_ASCII_CHARACTERS = dict.fromkeys(range(128))
"""For ``str.translate``: every ASCII character dropped."""


@functools.lru_cache(maxsize=64)
def ascii_semantics(text: str) -> bool:
    """Whether the ASCII variant of every pattern (:func:`python_semantics` with ``ascii_text``) finds
    in ``text`` what the Unicode variant finds: ``text`` is ASCII, or each of its other characters is
    neither a word character (``str.isalnum``: letters, digits, numbers) nor a space
    (``str.isspace``) nor cased (``str.lower``/``str.upper`` change it, which is what case folding
    could match). Both variants then see such a character alike: outside ``\\w``, ``\\d`` and
    ``\\s`` and inside their negations, a non-word character to ``\\b``, folded with nothing.
    Kept for the last few texts: a line is searched by many patterns in a row."""
    if text.isascii():
        return True
    return not any(
        character.isalnum() or character.isspace() or character.lower() != character or character.upper() != character
        for character in text.translate(_ASCII_CHARACTERS)
    )


_LONE_SURROGATES = dict.fromkeys(range(0xD800, 0xE000), 0xFFFD)


@overload
def encodable(text: str) -> str: ...
@overload
def encodable(text: bytes) -> bytes: ...
def encodable(text: str | bytes) -> str | bytes:
    """``text`` with each lone surrogate (U+D800…U+DFFF, which a JSON ``\\ud800`` escape or a
    ``surrogateescape`` decoding can leave in a ``str``) read as U+FFFD, one code point for one, so
    spans stay where they were: google-re2 encodes its text as strict UTF-8 and would raise."""
    if isinstance(text, bytes) or text.isascii():
        return text
    try:
        text.encode()
    except UnicodeEncodeError:
        return text.translate(_LONE_SURROGATES)
    return text


_UNANCHORED = re2._Anchor.UNANCHORED
_ANCHOR_START = re2._Anchor.ANCHOR_START


def _ascii_found(compiled: re2._Regexp, anchor: Any, text: str) -> Found | None:
    """``compiled``'s first match in ASCII ``text`` from RE2's spans directly: byte offsets are
    character offsets there, so google-re2's generator and offset decoding (most of a short line's
    cost) are skipped; the match object is google-re2's own."""
    spans = compiled._regexp.Match(anchor, text.encode(), 0, len(text))
    if spans[0] == (-1, -1):
        return None
    return re2._Match(compiled, text, 0, len(text), spans)


def without_group_names(pattern: str) -> str:
    """``pattern`` with named groups made plain groups (names repeat across signals)."""
    return _GROUP_NAME.sub("(", pattern)


def repeated_group_names(pattern: str) -> list[str]:
    """The group names ``pattern`` gives to more than one group, sorted (Python's ``re`` refuses
    such a pattern; RE2 keeps one of the groups, so a value would be lost)."""
    return sorted(name for name, count in Counter(_GROUP_NAME.findall(pattern)).items() if count > 1)


def matches_empty_line(pattern: str) -> bool:
    """Whether ``pattern`` (which RE2 can run) matches an empty line: then it needs no text, and
    matches blank lines (``$^``) or, unanchored, every line (``''``, ``.*``)."""
    return re2.search(without_group_names(pattern), "", options=re2_options()) is not None


def re2_options(max_mem: int = 8 << 20) -> re2.Options:
    """RE2 options that keep RE2 quiet: its errors are handled by the caller, never printed to stderr."""
    options = re2.Options()
    options.log_errors = False
    options.max_mem = max_mem
    return options


def re2_refusal(pattern: str) -> str | None:
    """Why RE2 cannot run ``pattern`` (RE2's own message, e.g. ``invalid perl operator: (?!``), or
    ``None`` when it can: then matching takes time linear in the text."""
    try:
        re2.compile(without_group_names(pattern), re2_options())
    except re2.error as error:
        message = error.args[0] if error.args else error
        return message.decode("utf-8", "replace") if isinstance(message, bytes) else str(message)
    return None


def re2_compiles(pattern: str) -> bool:
    """Whether RE2 can run ``pattern`` (no lookaround, no backreference): then matching takes linear time."""
    return re2_refusal(pattern) is None
