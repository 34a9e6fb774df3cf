"""The rest of a message a terminal layout wrapped onto the lines below it.

A tool that lays its output out in columns wraps a long message at the console's width and goes
on at the message's own column: rich's log handler after its level word (twine 7.0's ``ERROR
`long_description` has syntax errors in markup and would not be`` then ``rendered on PyPI.``),
sqlfluff after its table's last column rule (``L:   1 | P:   1 | LT09 | Select targets should be
on a new line unless there is`` then ``                       | only one select target.
[layout.select_targets]``), uv ≤ 0.9 after its tree's branch (``╰─▶ Because there is no version
of requests==99.0.0 and you require`` then ``      requests==99.0.0, …``), and CMake at its
message's two-space indent under its ``CMake Error at …:`` heading (3.25's ``  Could NOT find Boost
(missing: Boost_INCLUDE_DIR filesystem) (Required is`` then ``  at least version "1.80")``); and
mypy ``--pretty`` at the next line's start, a bracket left open (``error: Incompatible return value
type (got "str",`` then ``expected "int")  [return-value]``).

A tool that word-wraps its prose at the terminal's width without a column goes on at the line's own
indent: Bundler wraps its errors at 80 columns (``Bundler::UI::Shell`` with ``wrap: true``, as its
friendly errors print them), so ``Could not reach host index.rubygems.org. Check your network
connection and try`` goes on with ``again.``, and ``Make sure that `gem install pg -v '1.5.4'
--source 'https://rubygems.org/'` succeeds before`` with ``bundling.``.

A line may also stop in the middle of a phrase (:func:`ends_unfinished`) and finish it on a deeper
indented line below: OCaml's ``Error: This expression has type int but an expression was expected
of type`` then ``         float``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

LEVEL_COLUMN = LazyRE2(r"^[A-Z]{4,8} +\S")
"""A record whose level word fills a column of its own before the message (rich's log handler,
``ERROR    `long_description` has syntax errors ...``, as twine prints it)."""

COLUMN_RULE = "|"
"""What a table layout prints between its columns, also in the empty cells before a wrapped
message's next lines (sqlfluff's ``                       | only one select target.``)."""


UNFINISHED_ENDS = frozenset({
    "a", "an", "the",
    "as", "by", "for", "from", "in", "into", "of", "than", "to", "with",
    "and", "but", "or",
    "expected", "not",
})  # fmt: skip
"""Last words that leave a phrase unfinished: an article, a preposition or a conjunction,
``expected`` (``expected`` then the value on the next line) or ``not`` (FiveAM's ``which is not``
above the predicate that failed)."""
UNFINISHED_TAILS = (" of type",)
"""Endings of more than one word that leave a phrase unfinished (OCaml 4.13.1's ``… but an
expression was expected of type`` above the type, on its own deeper-indented line)."""


def ends_unfinished(text: str) -> bool:
    """Whether ``text`` (one line's message) ends in the middle of a phrase (:data:`UNFINISHED_ENDS`,
    :data:`UNFINISHED_TAILS`), so the tool went on with it on the next line, as a trailing ``:``
    says a message follows. Case-insensitive on the last word; ``False`` for an empty text."""
    words = text.rstrip().rsplit(None, 1)
    if not words:
        return False
    return words[-1].lower() in UNFINISHED_ENDS or text.rstrip().endswith(UNFINISHED_TAILS)


CMAKE_HEADING = LazyRE2(r"^CMake (?:Error|Warning|Deprecation Warning)\b.*:\s*$")
"""The heading CMake prints above a ``message()``'s text (``CMake Error at CMakeLists.txt:4
(find_package):``, ``CMake Warning (dev) at …:``, ``CMake Error:``)."""
CMAKE_INDENT = 2
"""Spaces CMake indents a message's text by under its heading; it wraps the text at about 77
columns onto lines with the same indent (cmake 3.25, ``cmSystemTools::Message``)."""
CMAKE_MESSAGE_LINES = 40
"""Lines above a message line read at most to find its CMake heading."""


def message_column(lines: dict[int, LogLine], head: int) -> int | None:
    """The 0-based column of line ``head``'s text (a key of ``lines``) where its message begins when
    a layout may have wrapped it: after a level word's column (:data:`LEVEL_COLUMN`), where a
    signal's ``message`` group begins when that group runs to the line's end and does not begin it
    (sqlfluff's rule text after ``L:   1 | P:   1 | LT09 | ``), or CMake's indent in a message's
    text under its heading (:func:`_in_cmake_message`). ``None`` otherwise."""
    line = lines[head]
    if _in_cmake_message(lines, head):
        return CMAKE_INDENT
    text = line.text.rstrip()
    opened = LEVEL_COLUMN.match(text)
    if opened is not None:
        return opened.end() - 1
    for match in line.matches:
        message = (match.groups.get("message") or "").rstrip()
        if message and text.endswith(message) and len(text) > len(message):
            return len(text) - len(message)
    return None


def _in_cmake_message(lines: dict[int, LogLine], head: int) -> bool:
    """Whether line ``head`` is a line of a CMake message's text: indented by :data:`CMAKE_INDENT`
    spaces exactly, below a :data:`CMAKE_HEADING` with only indented or blank lines between (a
    message's paragraphs), at most :data:`CMAKE_MESSAGE_LINES` lines above."""
    text = lines[head].text
    if len(text) - len(text.lstrip(" ")) != CMAKE_INDENT or not text.strip():
        return False
    for number in range(head - 1, max(head - CMAKE_MESSAGE_LINES, 0) - 1, -1):
        above = lines.get(number)
        if above is None:
            return False
        if above.text.strip() and not above.text.startswith(" "):
            return CMAKE_HEADING.match(above.text) is not None
    return False


def _continues_at(text: str, column: int) -> bool:
    """Whether ``text`` goes on at ``column``: only spaces before it, or spaces and the table's
    column rules (:data:`COLUMN_RULE`: its empty cells, sqlfluff's ``                       | ``,
    PHP_CodeSniffer's ``   |       |     `` under `` 1 | ERROR | [x] Header blocks must be``), and no
    space at it."""
    if len(text) <= column or text[column] == " ":
        return False
    return not text[:column].replace(COLUMN_RULE, " ").strip(" ")


WRAPPED_LINE_CHARS = 50
"""Characters (stripped) a line of prose has when a tool wrapped it: a word-wrapping tool fills a
line to near its width (80 columns without a terminal, Bundler's and Thor's default), and an author
who hard-wraps a message in the tool's source breaks it near 60 (Bundler 2.3's ``You are trying to
install in deployment mode after changing`` is 59, then ``your Gemfile. Run …``); a shorter line
ended where its author ended it."""
SENTENCE_LINES = 3
"""Lines after a wrapped line read at most for the end of its sentence."""
_SENTENCE_END = LazyRE2(r"[.!?:;][\"')\]`]*$")
"""The end of a sentence or of a clause that announces more (``… try again.``, ``… bundling.``)."""
_GOES_ON = LazyRE2(r"^[a-z]")
"""A line that goes on with a sentence wrapped above it: it opens with a lowercase word."""
_NEW_MESSAGE = LazyRE2(r"^[a-z][a-z_-]*:")
"""A line that opens a message of its own with a lowercase label (``note: Run with …``, ``help:``)."""
_ENDS_AT_LOCATION = LazyRE2(r":[0-9]+$|: [^\s:]*[./][^\s:]*$")
"""A line that ends with a source location (``… panicked at 'x', src/main.rs:2:5``) or with a path
or name given after a colon as the message's last word (git's ``fatal: not a git repository (or any
of the parent directories): .git``): no sentence goes on below (the next line, ``build sha:``, is
another command's output)."""


def wrapped_rest(lines: dict[int, LogLine], head: int, limit: int) -> str | None:
    """The rest of line ``head``'s message (``head`` a key of ``lines``, 1-based) when a layout
    wrapped it (:func:`message_column`): the lines right after it that go on at the message's
    column, matched by no signal, of its section, stripped of their indent and column rule and
    joined by single spaces, up to ``limit`` characters with the head's text (the line that goes
    over is the last one taken). Without such lines, the lines that close the brackets it left open
    (:func:`_bracket_rest`), else the rest of a sentence a tool word-wrapped at the terminal's width
    (:func:`_sentence_rest`). ``None`` when nothing continues the message."""
    column = message_column(lines, head)
    rest = _column_rest(lines, head, column, limit) if column is not None else None
    return rest or _bracket_rest(lines, head, limit) or _sentence_rest(lines, head, limit)


def _sentence_rest(lines: dict[int, LogLine], head: int, limit: int) -> str | None:
    """The rest of the sentence on line ``head`` (a key of ``lines``, 1-based) when a tool wrapped it
    at the terminal's width: ``head`` is a line of at least :data:`WRAPPED_LINE_CHARS` characters
    that ends mid-sentence (no :data:`_SENTENCE_END`, no source location: :data:`_ENDS_AT_LOCATION`,
    no bracketed aside that closes every bracket it opened, which ends a message: MySQL's ``ERROR 1045
    (28000): Access denied for user 'app'@'172.18.0.1' (using password: YES)``),
    and the lines right after it, of its section, at its indent, matched by no signal, each opening
    with a lowercase word (:data:`_GOES_ON`) that is no label of a message of its own
    (:data:`_NEW_MESSAGE`) nor opens with the head's own first word (a tool's prefix on each of its
    lines, npm's ``npm ERR!``: a record of its own) unless the line repeats the head's whole text
    before its message (:func:`message_column`: npm's ``npm error `` before each line of a sentence it
    wrapped, ``npm error The `npm ci` command can only install with an existing package-lock.json or``
    then ``npm error npm-shrinkwrap.json with lockfileVersion >= 1. …``, npm 11; read after it), and
    each but the last as long, end the sentence within
    :data:`SENTENCE_LINES` lines. Their text,
    stripped and joined by single spaces; ``None`` when the line ends its sentence or the lines
    below do not end it within ``limit`` characters with the head's (a list of test results, a
    backtrace: long lines that open lowercase and end no sentence)."""
    text = lines[head].text.rstrip()
    indent = len(text) - len(text.lstrip(" "))
    opener = text.split(None, 1)[0] if text.strip() else ""
    column = message_column(lines, head)
    prefix = text[:column] if column is not None and text[:column].strip() else ""
    parts: list[str] = []
    length = len(text.strip())
    number = head
    if _ENDS_AT_LOCATION.search(text) or (text.endswith((")", "]")) and not _open_brackets(text)):
        return None
    while not _SENTENCE_END.search(text) and len(text.strip()) >= WRAPPED_LINE_CHARS and length < limit:
        number += 1
        following = lines.get(number)
        if number > head + SENTENCE_LINES or following is None:
            return None
        if following.matches or following.section != lines[head].section:
            return None
        text = following.text.rstrip()
        repeated = bool(prefix) and text.startswith(prefix)
        said = text.removeprefix(prefix).strip() if repeated else text.strip()
        if (
            (not repeated and len(text) - len(text.lstrip(" ")) != indent)
            or not _GOES_ON.match(said)
            or _NEW_MESSAGE.match(said)
            or (not repeated and said.split(None, 1)[0] == opener)
        ):
            return None
        parts.append(said)
        length += len(said) + 1
    return " ".join(parts) if parts and _SENTENCE_END.search(text) else None


def _column_rest(lines: dict[int, LogLine], head: int, column: int, limit: int) -> str | None:
    """The lines right after line ``head`` that go on at ``column`` (:func:`wrapped_rest`), joined."""
    parts: list[str] = []
    length = len(lines[head].text.strip())
    number = head + 1
    while number in lines and length < limit:
        following = lines[number]
        shown = following.text.rstrip()
        if following.matches or following.section != lines[head].section or not _continues_at(shown, column):
            break
        parts.append(shown[column:].strip())
        length += len(parts[-1]) + 1
        number += 1
    return " ".join(parts) or None


def _open_brackets(text: str) -> int:
    """How many round and square brackets ``text`` opens and does not close (never below 0)."""
    depth = 0
    for character in text:
        if character in "([":
            depth += 1
        elif character in ")]" and depth:
            depth -= 1
    return depth


def _bracket_rest(lines: dict[int, LogLine], head: int, limit: int) -> str | None:
    """The rest of line ``head``'s message when a tool wrapped it at the console's width onto the
    start of the next lines, leaving a bracket open: mypy ``--pretty`` (mypy 1.x, 2.4) prints
    ``src/m.py:76: error: Incompatible return value type (got "str",`` then ``expected "int")
    [return-value]`` at column 0, and the source line it quotes indented below. Only a message of
    a signal (a ``message`` group) whose brackets are left open is read on: the lines right after
    it, of its section, matched by no signal and starting with no space, until its brackets close,
    up to ``limit`` characters with the head's text. ``None`` when nothing continues it or the lines
    read do not close its brackets (then they are not its rest)."""
    line = lines[head]
    messages = [match.groups.get("message") or "" for match in line.matches]
    depth = max((_open_brackets(message) for message in messages), default=0)
    parts: list[str] = []
    length = len(line.text.strip())
    number = head + 1
    while depth and number in lines and length < limit:
        following = lines[number]
        shown = following.text.rstrip()
        if following.matches or following.section != line.section or not _continues_at(shown, 0):
            break
        parts.append(shown.strip())
        length += len(parts[-1]) + 1
        depth = _open_brackets("(" * depth + shown)
        number += 1
    return " ".join(parts) if parts and not depth else None
