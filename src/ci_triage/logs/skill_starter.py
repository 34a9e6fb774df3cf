"""A starter repository skill written from the failing lines of a log (``skills new --from LOG``).

When ci-triage answers "unknown" (or a team wants its own family), the quickest useful skill is
one whose signals match the lines that explain *this* failure. :func:`starter_skill` turns each
such line into a pattern anchored at both ends, with the parts that change between runs made
general: ``file:line[:col]`` locations become the ``file``/``line``/``col`` groups the analyser
extracts, a value after the line's ``: `` that opens with a bracket and ends the line (a Python repr:
``New upgrade operations detected: [('add_table', ...)]``, :data:`_VALUE_PATTERNS`) and a bracketed
identifier (``[alembic.util.messaging]``, ``<users>``) match any value while the line's head stays literal,
so do the bare names after a head of plain words and its ``: `` (a detail: xmllint's ``Opening and
ending tag mismatch: item line 4 and itm``, :func:`detail_start`) and a function named by its arity
(``undefined function nme/1``), quoted strings (in ASCII or typographic quotes or backticks), paths
with a folder, bare file names with a known extension (``in file docs_a.pod``: :data:`FILE_EXTENSIONS`;
a file's name is the ``file`` group, with ``line`` and ``col`` where the line gives them: :func:`_place`),
a caret underline or a rule (:func:`_marks_pattern`), a tool's code and the message it names
(:func:`coded_message`),
names joined by ``-`` or ``_`` (a package, ``gpl-thing``, ``json_tools``; a licence, ``GPL-3.0-only``;
a UUID; :func:`_name`, when the line keeps :data:`MIN_LITERAL_WORDS` plain words), hashes
(``3f2a9c1``: :func:`_hash`) and versions (``v2.0.1``) match any value and
numbers any number — a count that is not zero any count that is not zero (``2 violations`` →
``[1-9]\\d* violations``: a passing run prints ``0 violations``, and the signal must not match it;
its noun in either number, :func:`_counted`),
while a value (``expected 7, got 6``) matches any number, 0 too. The lines are redacted first
(:func:`ci_triage.base.redact.redact_lines`, the redaction evidence goes through), so no secret is
quoted in the skill, and a masked value (``<redacted:kind>``) becomes ``\\S+``: the pattern matches
any value there, never the secret itself. Every pattern is checked to run under RE2 (repository
skills must) and to match the line it came from.

A starter signal is a guess from one log, not a curated rule, so it is written below what a
curated signal earns. A line that reads as a failure (a failure word of
:mod:`ci_triage.logs.vocabulary`, a line a skill's signal already matched, or an error annotation,
``##[error]`` or ``::error``, whose pattern is its message's) becomes an ``error``
signal of weight :data:`STARTER_WEIGHT`, under the confidence from which a verdict is confident
(:data:`ci_triage.logs.classify.CONFIDENT`): a verdict it decides alone stays a guess until the
user checks the skill on more logs and raises the weight. A line that does not read as a failure
(an ``echo`` before a silent ``grep -q``) prints in passing runs too: it becomes a ``context``
signal of weight :data:`NO_EVIDENCE_WEIGHT`, which never makes a log a failure nor names a
category, with a description telling the user to replace it by the line that says what failed.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import re2
import yaml

from ci_triage.base.redact import redact_lines
from ci_triage.logs.exception_chain import PYTHON_CHAIN_LINK
from ci_triage.logs.localise import TRACE_LINE
from ci_triage.logs.re2_patterns import Found, LazyRE2, re2_compiles, re2_options
from ci_triage.logs.vocabulary import STRONG, WEAK

MAX_SIGNALS = 3
STARTER_WEIGHT = 0.6
"""Weight of a starter ``error`` signal: below 0.7, the confidence of a confident verdict."""
NO_EVIDENCE_WEIGHT = 0.3
"""Weight of a starter ``context`` signal, made of a line that does not read as a failure."""
NO_EVIDENCE_NOTE = (
    "This line does not read as a failure (no failure word), so it may print in passing runs too: "
    "as written it is context only and decides nothing. Replace the pattern with the line that says "
    "what failed, then make it role: error."
)
FILE_EXTENSIONS = frozenset(
    {
        *("py", "pyi", "pyx", "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts", "vue", "svelte"),
        *("rb", "erb", "rake", "gemspec", "go", "rs", "java", "kt", "kts", "scala", "groovy", "gradle"),
        *("php", "cs", "fs", "swift", "dart", "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm"),
        *("pl", "pm", "pod", "t", "ex", "exs", "erl", "hrl", "lua", "r", "jl", "hs", "ml", "mli", "clj"),
        *("zig", "nim", "f90", "sh", "bash", "zsh", "ps1", "bat", "sql", "proto", "tf", "hcl", "nix"),
        *("md", "rst", "adoc", "txt", "tex", "html", "htm", "css", "scss", "sass", "less", "svg"),
        *("json", "jsonc", "yaml", "yml", "toml", "xml", "ini", "cfg", "conf", "properties", "lock"),
        *("csv", "ipynb", "cmake", "mk", "po", "j2", "jinja", "tpl", "xsd", "wsdl", "graphql"),
        *("pas", "pp", "lpr", "dpr", "inc", "d", "cr", "vala", "adb", "ads", "f", "f95", "f03", "vb", "fsx"),
        *("so", "dylib", "dll", "exe", "jar", "war", "whl", "gem", "deb", "rpm", "wasm"),
        *("expected", "golden", "snap", "stdout", "stderr", "log", "diff", "patch"),
    }
)
"""Extensions that make a bare word with a dot a file's name (``docs_a.pod``, ``lib_Foo.pod``,
``setup.py``; lower or upper case, no case folding: Python's ``re`` folds wider than RE2, ``ı`` as
``i``): a name with a folder (``docs/a.pod``) is a path whatever its extension,
but without one the extension is all that tells a file (``in file docs_a.pod``) from a dotted
identifier or value (``java.lang.InterruptedException``, ``users.age``, ``HTTP/1.1``), so only
these common source, document and configuration extensions count, with a build's outputs (a
shared library ``libcalc.so``, a package ``x.whl``) and the files an expected-output check compares
(``symbols.expected``, Go's ``.golden``, Jest's ``.snap``, a UI test's ``.stderr``: trial 124, a
``diff -u symbols.expected symbols.now`` check of ``nm -D libcalc.so``)."""
_FAILURE_WORDS = LazyRE2(f"{STRONG}|{WEAK}")
_EXTENSIONS = "|".join(sorted({*FILE_EXTENSIONS, *(e.upper() for e in FILE_EXTENSIONS)}, key=lambda e: (-len(e), e)))
_LINE_WORD = r"(?:,? line (?P<{}>\d+))?"
"""A line number a file's name is followed by in words, shellcheck's ``In deploy.sh line 2:``
(:data:`_PIECES` names its group after the name's: ``pathline``, ``bareline``)."""
_PIECES = LazyRE2(
    r"(?P<value>: (?:\[.*\]|\(.*\)|\{.*\}|[A-Za-z_][\w-]*(?:\.[\w-]+)+)$)"
    r"|(?P<bracketed>\[[A-Za-z_][\w-]*(?:[.-][\w-]+)+\]|\([A-Za-z_][\w-]*(?:[.-][\w-]+)+\)"
    r"|<[A-Za-z_][\w-]*(?:\.[\w-]+)*>)"
    r"|(?P<redacted><redacted:[a-z0-9-]+>)"
    r"|(?P<location>[\w./@+-]*\.[A-Za-z]\w{0,7}):(?P<line>\d+)(?::(?P<col>\d+))?"
    r"|(?P<plocation>[\w./@+-]*\.(?:" + _EXTENSIONS + r"))\((?P<pline>\d+)(?:,(?P<pcol>\d+))?\)"
    r"|(?P<squote>'[^'\n]*')|(?P<dquote>\"[^\"\n]*\")|(?P<bquote>`[^`\n]*`)"
    r"|(?P<curly>‘[^’\n]*’|“[^”\n]*”)"
    r"|(?P<arity>[A-Za-z_][\w.?!]*/\d+)"
    r"|(?P<path>[\w.@+-]*(?:/[\w.@+-]+)+\.[A-Za-z]\w{0,7})"
    + _LINE_WORD.format("pathline")
    + r"|(?P<bare>[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:"
    + _EXTENSIONS
    + r"))"
    + _LINE_WORD.format("bareline")
    + r"|(?P<name>[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*[-_][A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*)"
    r"|(?P<hash>[0-9a-fA-F]{7,64})"
    r"|(?P<version>[vV]?\d+(?:\.\d+)+)|(?P<number>\d+)"
    r"|(?P<marks>[\^~=*#-]{2,})"
)
MIN_LITERAL_WORDS = 2
"""Plain words (letters only, punctuation around them aside) a line must have for its names
(:func:`_name`) to match any value: ``DENIED  gpl-thing 1.0.4 GPL-3.0-only (policy: …)`` keeps
``DENIED`` and ``policy``, while in ``error: externally-managed-environment`` the name is all the
message says, and ``error: \\S+`` would match any one-word error of any tool."""
_WORD_PUNCTUATION = "\"'`:,.;!?()[]{}<>"
_NAME_BEFORE = frozenset("-./@_")
"""What may not come just before a name for it to be one of its own: ``--no-verify`` is an option,
``src/my-mod`` and ``@scope/pkg-name`` parts of a path."""
_VALUE_PATTERNS = {"[": r"\[.*\]", "(": r"\(.*\)", "{": r"\{.*\}"}
"""What a value after the line's last ``: `` becomes when it opens with a bracket and closes the line
(a Python repr, a JSON object: ``detected: [('add_table', ...)]``): any text in those brackets.
A dotted name there (``unknown column: users.age``) becomes ``\\S+``."""
_BRACKETED_PATTERNS = {"[": r"\[[^\]\s]+\]", "(": r"\([^)\s]+\)", "<": r"<[^>\s]+>"}
"""What a bracketed identifier, a name of dotted or hyphenated parts, becomes (a logger's
``[alembic.util.messaging]``, zizmor's audit in ``error[template-injection]``, mypy's
``[attr-defined]``, ``table=<users>``): any word in those brackets. A plain word in square
brackets or parentheses (``[ERROR]``, ``(limit 12)``) is kept: it says what kind of line it is."""
_CURLY_PATTERNS = {"‘": r"‘[^’]*’", "“": r"“[^”]*”"}
"""What a string in typographic quotes becomes (GCC and gfortran in a UTF-8 locale: ``Symbol ‘y’``):
any text in those quotes, as a string in ASCII quotes, in backticks (typos, Rust: ```teh```) does."""
_ANNOTATION_PLACE = LazyRE2(r"^\s*\S+?:\d+(?::\d+)?: ")
"""The ``file:line[:col]: `` an error annotation's text opens with when the workflow command named a
place (``::error file=x,line=3::message`` is cleaned to ``x:3: message``:
:func:`ci_triage.logs.clean.clean_line`)."""
ANNOTATION_PLACE_PATTERN = r"(?:(?P<file>\S+):(?P<line>\d+)(?::(?P<col>\d+))?: )?"
"""What a starter pattern of an error annotation opens with: the place, when there is one."""
MIN_HEAD_WORDS = 3
"""Words the part of a line's head between its last two ``: `` must have, all plain (letters only),
for the bare words after it to be a detail: ``Opening and ending tag mismatch`` says what went
wrong; ``npm ERR! code``, ``java.lang.InterruptedException``, a URL or a head naming a value
(``unable to create file a/b.java``) does not, and after them comes the message itself
(``sleep interrupted``, ``503 Service Unavailable``, ``No space left on device``)."""
MAX_DETAIL_WORDS = 6
"""Bare words at most after the head's ``: `` that make a detail; more read as a sentence."""
_DETAIL_WORD = LazyRE2(r"^[\w.+-]+$")
"""A bare word of a detail: a name or a number, no quote, bracket, path nor punctuation (those the
other rules of :func:`line_pattern` generalise, or they are the message's own)."""


FILE_UTILITY = LazyRE2(r"^\s*(?P<program>cp|mv|ln|mkdir|rmdir|rm|chmod|chown|touch|install|ls|cat): ")
"""A file utility's own error line, its program's name first (GNU coreutils 9: ``cp: cannot stat
'dump.sql': No such file or directory``, ``mkdir: cannot create directory``)."""


def file_utility(text: str) -> str | None:
    """The file utility (:data:`FILE_UTILITY`) whose own error line ``text`` is, else ``None``: the
    line is that program's, whatever tool the step or the rest of the log names."""
    found = FILE_UTILITY.match(text)
    return found.group("program") if found is not None else None


@dataclass(frozen=True, slots=True)
class StarterSignal:
    """A signal of the starter skill: its id, pattern, the log line (1-based) it came from, that
    line's redacted text, and whether that line reads as a failure (see the module docstring)."""

    id: str
    pattern: str
    line: int
    text: str
    reads_as_failure: bool = True


_VERDICT_COLUMN = LazyRE2(r"^\S.*? {3,}(?P<verdict>\|? ?[A-Z]{2,}(?: [A-Z]{2,})? ?\|?)$")
"""A name padded to a runner's verdict column (Robot Framework 7.5: ``Token Expiry Is One Hour
   | FAIL |``; ``test_total ......   FAILED``): the name is the run's, the verdict the family's, so
a starter signal matches any name before it (trial 88 #11: the test's name was written literally)."""
_PADDING = LazyRE2(r"  +")
"""Two spaces or more in a line's literal text: a column's padding, which a wider value narrows
(sqlfluff's ``L:   1 | P:  22 |  PRS |`` is ``L:  12 | P:   3 | LT01 |`` further down)."""


def _escape(text: str) -> str:
    """``text`` as a literal pattern, its padding (:data:`_PADDING`) any run of spaces."""
    return _PADDING.sub(" +", re.escape(text).replace("\\ ", " "))


def _count(text: str, number: str, end: int) -> bool:
    """Whether ``number``, ending at ``end`` of ``text``, counts something that is not zero: it does
    not start with ``0`` and a word follows it (``2 violations``, ``3 failed``), where a passing
    run prints ``0``; a value (``expected 7, got 6``, ``exit code 2``) may be any number."""
    rest = text[end : end + 2]
    return number[0] != "0" and len(rest) == 2 and rest[0] == " " and rest[1].isalpha()


def _function_reference(text: str, word: str, end: int) -> bool:
    """Whether ``word`` (``name/arity``), ending at ``end`` of ``text``, names a function by its
    arity, as Erlang and Elixir print it (``undefined function nme/1``, ``Exapp.add/2``): its name
    has a lower-case letter and no ``.`` follows the number (``HTTP/1.1``, ``TLS/1`` are protocols)."""
    return any(character.islower() for character in word.rsplit("/", 1)[0]) and text[end : end + 1] != "."


def detail_start(text: str) -> int | None:
    """Where the detail of the stripped line ``text`` starts (a 0-based character offset), or ``None``:
    the bare words after its last ``: `` (1 to :data:`MAX_DETAIL_WORDS` of them, names and numbers
    only, no failure word) when the head's part before it (after the ``: `` before, or the
    ``file:line: `` place) is :data:`MIN_HEAD_WORDS` plain words or more. A message keeps its stable
    head and names what it is about after it
    (xmllint: ``config.xml:4: parser error : Opening and ending tag mismatch: item line 4 and itm``,
    the next one ``… mismatch: dependency line 3 and dependncy``): those names are the values of one
    template, and a name cannot be told from a word of the template by its letters alone, so every
    word of the detail is a value. Linear time: two ``rfind``, RE2 on the place and the words."""
    colon = text.rfind(": ")
    if colon < 0:
        return None
    tail = text[colon + 2 :]
    words = tail.split()
    if not 1 <= len(words) <= MAX_DETAIL_WORDS or not all(_DETAIL_WORD.match(word) for word in words):
        return None
    if not any(character.isalpha() for character in tail) or _FAILURE_WORDS.search(tail):
        return None
    place = _ANNOTATION_PLACE.match_spans(text)
    start = max(text.rfind(": ", 0, colon) + 2, place[0][1] if place else 0)
    words = text[start:colon].split()
    plain = all(word.isascii() and word.isalpha() for word in words)
    return colon + 2 if plain and len(words) >= MIN_HEAD_WORDS else None


def _detail_pattern(detail: str) -> str:
    """The pattern of a detail (:func:`detail_start`): a number matches any number, another word any
    word, words apart as in the line (``item line 4 and itm`` → ``\\S+ \\S+ \\d+ \\S+ \\S+``)."""
    return r"\s+".join(r"\d+" if word.isdigit() else r"\S+" for word in detail.split())


def line_pattern(text: str, *, annotation: bool = False) -> str:
    """An anchored regular expression for ``text`` with locations, values, quoted strings, paths,
    versions and numbers made general (a bracketed value closing the line after a ``: `` → any text in
    those brackets, a dotted name there → ``\\S+``, a bracketed identifier, ``[alembic.util.messaging]``,
    → any word in its brackets: :data:`_VALUE_PATTERNS`, :data:`_BRACKETED_PATTERNS`; the bare
    words after a head of plain words and its ``: ``, ``tag mismatch: item line 4 and itm``, → any
    words: :func:`detail_start`; a function's ``name/arity`` → any name, any arity; a string in
    ``'``, ``"``, backticks or typographic quotes → any string in them;
    ``src/a.py:12:3`` → named groups ``file``, ``line``, ``col``; a path
    with a folder, ``docs/install.md``, a bare file name, ``docs_a.pod`` (:data:`FILE_EXTENSIONS`),
    a name joined by ``-`` or ``_``, ``gpl-thing`` (:func:`_name`, :data:`MIN_LITERAL_WORDS`), and a
    masked secret ``<redacted:kind>`` → ``\\S+``; a hash, ``3f2a9c1``, → ``[0-9a-fA-F]+``; a version,
    ``v2.0.1``, → any version; a count, ``12 errors``, → ``[1-9]\\d* errors``, any other number,
    ``0`` and ``0043`` included, → ``\\d+``: :func:`_count`); a name padded to a verdict column,
    ``Token Expiry Is One Hour      | FAIL |``, → any name before the verdict
    (:data:`_VERDICT_COLUMN`); runs under RE2.

    With ``annotation`` (``text`` is the cleaned text of an error annotation: ``##[error]message``
    or ``::error file=x,line=3::message``), the pattern is made of the message alone and the place
    the command named, ``x:3: ``, is optional (:data:`ANNOTATION_PLACE_PATTERN`): it matches the
    message however the log carries it (the runner's ``##[error]`` line, the command a log saved
    outside a runner keeps, the message printed plainly)."""
    parts: list[str] = []
    last = 0
    named: set[str] = set()
    stripped = text.strip()
    if annotation:
        place = _ANNOTATION_PLACE.match_spans(stripped)
        stripped = stripped[place[0][1] :] if place else stripped
        parts.append(ANNOTATION_PLACE_PATTERN)
        named.add("file")
    column = _VERDICT_COLUMN.match(stripped) if not annotation else None
    if column is not None:  # a test's name padded to a runner's verdict column: any name
        return r"^\s*\S.*? +" + _escape(str(column.group("verdict"))) + r"\s*$"
    coded = coded_message(stripped)
    start = coded[0] if coded is not None else detail_start(stripped)
    detail = coded[1] if coded is not None else _detail_pattern(stripped[start:]) if start is not None else ""
    stripped = stripped[:start] if start is not None else stripped
    names = sum(word.strip(_WORD_PUNCTUATION).isalpha() for word in stripped.split()) >= MIN_LITERAL_WORDS
    pieces = list(_PIECES.finditer(stripped))
    placed = any(_PLACE_GROUPS.intersection(_groups(found)) for found in pieces)
    masked = _masked_beyond_pieces(stripped, pieces)
    inside = [found for found in pieces if any(start <= found.start() and found.end() <= end for start, end in masked)]
    counted = False
    for found in sorted([*(found for found in pieces if found not in inside), *masked], key=_start_of):
        if isinstance(found, tuple):  # what the baseline comparison masks and no piece covers: any value
            literal = _escape(stripped[last : found[0]])
            parts.append(_counted(literal) if counted else literal)
            parts.append(r"\s+".join(r"\S+" for _ in stripped[found[0] : found[1]].split()))
            counted, last = False, found[1]
            continue
        literal = _escape(stripped[last : found.start()])
        parts.append(_counted(literal) if counted else literal)
        counted = False
        if found.group("value"):
            value = found.group("value")[2:]
            parts.append(": " + _VALUE_PATTERNS.get(value[0], r"\S+"))
        elif found.group("bracketed"):
            bracketed = found.group("bracketed")
            parts.append(_BRACKETED_PATTERNS[bracketed[0]])
        elif found.group("redacted"):
            parts.append(r"\S+")
        elif found.group("location") or found.group("plocation"):
            parts.append(_place(stripped, found, named))
        elif found.group("squote"):
            parts.append(r"'[^']*'")
        elif found.group("dquote"):
            parts.append(r'"[^"]*"')
        elif found.group("bquote"):
            parts.append(r"`[^`]*`")
        elif found.group("curly"):
            parts.append(_CURLY_PATTERNS[found.group("curly")[0]])
        elif found.group("arity"):
            parts.append(
                r"[^\s/]+/\d+"
                if _function_reference(stripped, found.group("arity"), found.end())
                else _escape(found.group("arity"))
            )
        elif found.group("bare") and not _whole_word(stripped, found.start(), found.start() + len(found.group("bare"))):
            parts.append(_escape(found.group(0)))
        elif found.group("path") or found.group("bare"):
            lined = found.group("pathline") or found.group("bareline")
            parts.append(_place(stripped, found, named) if lined or not placed else r"\S+")
        elif found.group("name"):
            parts.append(r"\S+" if names and _name(stripped, found.start(), found.end()) else _escape(found.group(0)))
        elif found.group("hash") and not found.group("hash").isdigit():
            hashed = _hash(stripped, found.start(), found.end())
            parts.append(r"[0-9a-fA-F]+" if hashed else _escape(found.group(0)))
        elif found.group("version"):
            parts.append(r"[vV]?\d+(?:\.\d+)+")
        elif found.group("marks"):
            whole = _whole_token(stripped, found.start(), found.end())
            parts.append(_marks_pattern(found.group("marks")) if whole else _escape(found.group("marks")))
        else:
            number = found.group("number") or found.group("hash")
            counted = _count(stripped, number, found.end())
            parts.append(r"[1-9]\d*" if counted else r"\d+")
        last = found.end()
    literal = _escape(stripped[last:])
    parts.append(_counted(literal) if counted else literal)
    return r"^\s*" + "".join(parts) + detail + r"\s*$"


def _masked_beyond_pieces(text: str, pieces: list[Found]) -> list[tuple[int, int]]:
    """The spans of ``text`` (0-based character offsets) that the baseline comparison masks
    (:func:`ci_triage.logs.templates.date_id_path_spans`: a date-time, ``2026-12-07 07:43:31.388319207``,
    a UUID, a temporary path) and that reach beyond the :data:`_PIECES`
    ``pieces`` in them: each holds every piece it overlaps whole, and no piece holds it. A piece
    that holds a masked span (``a.py:12``'s ``12``) keeps its own pattern, its groups included."""
    from ci_triage.logs.templates import date_id_path_spans

    kept: list[tuple[int, int]] = []
    for start, end in date_id_path_spans(text):
        overlapping = [found for found in pieces if found.start() < end and start < found.end()]
        if all(start <= found.start() and found.end() <= end for found in overlapping) and (
            not overlapping or any((found.start(), found.end()) != (start, end) for found in overlapping)
        ):
            kept.append((start, end))
    return kept


def _start_of(item: Found | tuple[int, int]) -> int:
    """Where a piece of :data:`_PIECES` or a masked span (start, end) starts in its line."""
    return item[0] if isinstance(item, tuple) else item.start()


_PLACE_GROUPS = frozenset({"location", "plocation", "pathline", "bareline"})
"""The groups of :data:`_PIECES` that hold a file's name with its line number (``a.py:3``,
``strutil.pas(8,25)``, ``deploy.sh line 2``): when a line has one, it is the place its ``file`` and
``line`` groups name, before any bare file name on the line."""


def _place(text: str, found: Found, named: set[str]) -> str:
    """The pattern of the file name (and its line and column) ``found`` in ``text``: the named groups
    ``file``, ``line`` and ``col`` the analyser reads a location from, the first time a line names a
    file (``named`` holds the groups the pattern has), ``\\S+`` and ``\\d+`` after it, since a
    pattern names a group once. ``a.py:3:5`` → ``(?P<file>\\S+):(?P<line>\\d+):(?P<col>\\d+)``, the
    ``file(line,col)`` of Free Pascal, MSBuild, csc and D, ``strutil.pas(8,25)``, →
    ``(?P<file>[^\\s(]+)\\((?P<line>\\d+),(?P<col>\\d+)\\)``, shellcheck's ``deploy.sh line 2`` → ``(?P<file>\\S+)
    line (?P<line>\\d+)``; a file's name is never literal: the next failure is in another file."""
    if found.group("path") and text[found.start() - 2 : found.start() + 1] in ("://", ":/"):
        return r"\S+"  # a URL's path (``https://gradle.com/s/…``): no file of the repository
    first = "file" not in named
    named.add("file")

    def group(name: str, pattern: str) -> str:
        return f"(?P<{name}>{pattern})" if first else pattern

    if found.group("location"):
        col = ":" + group("col", r"\d+") if found.group("col") else ""
        return group("file", r"\S+") + ":" + group("line", r"\d+") + col
    if found.group("plocation"):
        col = "," + group("col", r"\d+") if found.group("pcol") else ""
        return group("file", r"[^\s(]+") + r"\(" + group("line", r"\d+") + col + r"\)"
    name = found.group("path") or found.group("bare")
    number = found.group("pathline") or found.group("bareline")
    if not number:
        return group("file", r"\S+")
    words = text[found.start() + len(name) : found.end() - len(number)]
    return group("file", r"\S+") + _escape(words) + group("line", r"\d+")


def _marks_pattern(marks: str) -> str:
    """The pattern of a word made of marks only (``^---------^``, ``~~~~``, ``=====``): a caret line's
    underline, a rule, whose length is the length of what it marks or of the terminal, so any run of
    those marks (``[\\-^]+``; one mark repeated, ``=+``)."""
    kinds = sorted(set(marks))
    if len(kinds) == 1:
        return re.escape(kinds[0]) + "+"
    return "[" + "".join("\\" + kind for kind in kinds) + "]+"


_COUNTED_WORDS = LazyRE2(r"^ ([a-z]+(?: [a-z]+){0,2})")
"""The plain words after a count in a literal pattern (``3 errors in`` → ``errors in``)."""
_NOT_NOUNS = frozenset(
    {
        *("and", "for", "from", "into", "out", "the", "with", "was", "were", "are", "has", "have", "after"),
        *("before", "about", "over", "under", "than", "then", "per", "since", "until", "via", "but", "not"),
        *("can", "cannot", "will", "would", "could", "should", "must", "may", "might", "does", "did"),
        *("found", "left", "done", "run", "seen", "made"),
    }
)
"""Words after a count that end the noun it counts (``2 violations found``, ``3 jobs cannot start``),
besides words of two letters and a verb's ``-ed`` and ``-ing`` forms."""


def _whole_token(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a word of its own between spaces or the line's ends (the
    underline ``^---^``, not the ``--`` of ``--no-verify``)."""
    return not text[start - 1 : start].strip() and not text[end : end + 1].strip()


def _counted(literal: str) -> str:
    """``literal`` (the pattern text after a count, :func:`_count`) with the noun the count counts
    matching its singular and its plural, since the next run counts another number of them: the
    first and the last of the plain words after the count (up to three) before a word that ends a
    noun (:data:`_NOT_NOUNS`, ``in``, ``3 failed``): ``1 file`` → ``files?``, ``3 errors in`` →
    ``errors? in``, ``1 source file)`` → ``sources? files?\\)``, ``1 dependency`` →
    ``dependenc(?:y|ies)``, ``2 matches`` → ``match(?:es)?``."""
    found = _COUNTED_WORDS.match(literal)
    if found is None:
        return literal
    words = found.group(1).split(" ")
    noun = 0
    while noun < len(words) and not _ends_noun(words[noun]):
        noun += 1
    flexed = [_plural(word) if index in (0, noun - 1) else word for index, word in enumerate(words[:noun])]
    return " " + " ".join([*flexed, *words[noun:]]) + literal[found.end(1) :]


def _ends_noun(word: str) -> bool:
    """Whether ``word``, after a count, is no part of the noun it counts (:data:`_NOT_NOUNS`)."""
    return len(word) < 3 or word in _NOT_NOUNS or word.endswith(("ed", "ing"))


def _plural(word: str) -> str:
    """A pattern matching the noun ``word`` in the singular and the plural (English regular forms)."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "(?:y|ies)"
    if word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2] + "(?:es)?"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1] + "s?"
    if word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "(?:y|ies)"
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "(?:es)?"
    return word + "s?"


_TOOL_CODE = LazyRE2(r"(?:^|[\s:])[A-Z]{1,5}\d{2,6}(?: \((?:error|warning|info|style|note)\))?(?:: | \[\*\] |( ))")
"""A tool's code of a finding and what follows it before the message: shellcheck's ``SC2045
(error): ``, tsc's ``TS2322: ``, csc's ``CS0103: ``, ruff's ``F401 [*] ``, flake8's ``E501 ``."""


_TRAILING_CODE = LazyRE2(r"\b(?:error|warning): (?:.* {2,}\[[a-z][\w-]*\])$")
"""A message followed by its code in brackets, mypy's ``error: Argument 2 to "add" has incompatible
type "str"; expected "int"  [arg-type]``: the message starts after the severity's ``: ``."""
CODED_MESSAGE = ".+"
TRAILING_CODE_MESSAGE = r".+ +\[[^\]\s]+\]"


def coded_message(text: str) -> tuple[int, str] | None:
    """Where the message a tool's code names starts in the stripped line ``text`` (a 0-based
    character offset) and the pattern of the rest of the line, or ``None`` when the line has no such
    code. Each code has its own message, and the code matches any code of its family (``SC2045`` →
    ``SC\\d+``, a bracketed ``[arg-type]`` any bracketed word: the next failure of the kind is
    another finding of the tool), so the message matches any text (:data:`CODED_MESSAGE`):
    ``^---------^ SC2045 (error): Iterating over ls output is fragile.`` → ``… SC\\d+ \\(error\\): .+``
    (a code before its message, :data:`_TOOL_CODE`; a code followed by a space alone, flake8's
    ``E501 line too long``, counts after a ``: `` only, ``a.py:1:80: E501 …``, so ``X11 forwarding``
    in a sentence is no code), ``a.py:5: error: Argument 2 … "int"  [arg-type]`` → ``… error:
    .+ +\\[[^\\]\\s]+\\]`` (a code after it, :data:`_TRAILING_CODE`, :data:`TRAILING_CODE_MESSAGE`)."""
    found = _TOOL_CODE.search(text)
    if found is not None and (found.group(1) is None or text[: found.start() + 1].endswith(": ")):
        return found.end(), CODED_MESSAGE
    trailing = _TRAILING_CODE.search(text)
    if trailing is not None:
        return text.index(": ", trailing.start()) + 2, TRAILING_CODE_MESSAGE
    return None


def _name(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, parts of letters and digits joined by ``-`` or ``_`` (and ``.``),
    is a name of its own: a package (``gpl-thing``, ``json_tools``), a licence (``GPL-3.0-only``), a
    UUID, a date (``2026-12-03``), which the next run of the failure names otherwise; not part of an
    option (``--no-verify``) or a path (``src/my-mod``, ``@scope/pkg-name``, ``my-mod/x``)."""
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    return before not in _NAME_BEFORE and not (after.isalnum() or after in "_/")


def _hash(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, 7 to 64 hexadecimal digits, is a hash or an id (a commit's
    ``3f2a9c1``, a digest): a whole word with a letter and a digit (``deadbeef`` and ``facade`` are
    words, ``1234567`` a number)."""
    found = text[start:end]
    mixed = any(c.isdigit() for c in found) and any(c.isalpha() for c in found)
    return mixed and _whole_word(text, start, end)


def _whole_word(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is no part of a longer word (``docs_a.pod``, not ``a.pyc``'s
    ``a.py`` nor ``é.py``'s ``.py``): what ``\\b`` means to Python's ``re``, judged here because
    RE2's word boundary is ASCII's and reads other bytes otherwise (the bare name in :data:`_PIECES`)."""

    def word(char: str) -> bool:
        return char.isalnum() or char == "_"

    return not (start > 0 and word(text[start - 1])) and not (end < len(text) and word(text[end]))


def names_place(text: str) -> bool:
    """Whether the line ``text`` names a file with its line number (:data:`_PLACE_GROUPS`:
    ``a.py:3``, ``strutil.pas(8,25)``, ``In deploy.sh line 2:``), which a signal's ``file`` and
    ``line`` groups would give the report."""
    return any(_PLACE_GROUPS.intersection(_groups(found)) for found in _PIECES.finditer(text.strip()))


def _groups(found: Found) -> set[str]:
    """The names of the groups of :data:`_PIECES` that ``found`` matched."""
    return {name for name, value in found.groupdict().items() if value}


def starter_signals(
    lines: list[tuple[int, str]],
    signal_lines: Collection[int] = (),
    annotations: Collection[int] = (),
    headings: Collection[int] = (),
) -> list[StarterSignal]:
    """Signals for the failing ``lines`` (``(line number, cleaned text)``, most telling first): one
    per distinct pattern, at most :data:`MAX_SIGNALS`, each matching its own (redacted) line under
    RE2; a line reads as a failure when it has a failure word or its number is in ``signal_lines``
    (lines a skill's signal matched) or ``annotations`` (error annotations, ``##[error]`` and
    ``::error``: the strongest failure marker a log has; their patterns are the message's,
    :func:`line_pattern`'s ``annotation``) or ``headings`` (the line naming the place of the
    failure below it, shellcheck's ``In deploy.sh line 2:``). A line of a trace above its error (a heading or a frame,
    :data:`ci_triage.logs.localise.TRACE_LINE`: ``Traceback (most recent call last):``, ``File
    "…/sqlalchemy/engine/base.py", line 2351, in _handle_dbapi_exception``) or the sentence joining
    two exceptions of a Python chain (:data:`ci_triage.logs.exception_chain.PYTHON_CHAIN_LINK`)
    prints with every error of its language, passing runs' logged ones too, and so does an indented
    line right below a frame (the source line the frame quotes: ``    raise
    sqlalchemy_exception.with_traceback(exc_info[2]) from e``): none makes a signal.
    Secrets in ``lines`` appear in neither a pattern nor a signal's text."""
    signals: list[StarterSignal] = []
    seen: set[str] = set()
    redacted = redact_lines(text for _, text in lines)
    texts = dict(lines)
    for (number, _), text in zip(lines, redacted, strict=True):
        if not text.strip() or TRACE_LINE.match(text) or PYTHON_CHAIN_LINK.match(text):
            continue
        if text[:1].isspace() and TRACE_LINE.match(texts.get(number - 1, "")):
            continue  # the source line a frame quotes
        annotation = number in annotations
        pattern = line_pattern(text, annotation=annotation)
        if pattern in seen or not re2_compiles(pattern) or not re2.search(pattern, text, re2_options()):
            continue
        seen.add(pattern)
        failure = annotation or number in signal_lines or number in headings or _FAILURE_WORDS.search(text) is not None
        signals.append(StarterSignal(f"line-{len(signals) + 1}", pattern, number, text.strip(), failure))
        if len(signals) == MAX_SIGNALS:
            break
    return signals


def render_skill(
    name: str,
    category: str,
    tool: str | None,
    signals: list[StarterSignal],
    source: str,
    left_out: Sequence[tuple[int, str, str]] = (),
) -> str:
    """The ``SKILL.md`` text of a starter skill (YAML frontmatter by ``yaml.safe_dump``, so any
    log text in it stays a quoted scalar, and a body saying what to edit). ``left_out`` are failing
    lines made no signal because the log's reading took them as another category's evidence: (1-based
    line number, cleaned text, that reading); the body lists them, redacted, saying so."""
    meta: dict[str, object] = {
        "name": name,
        "description": f"Starter skill written by ci-triage from {len(signals)} failing line(s) of {source}; edit me.",
        "category": category,
    }
    if tool:
        meta["tool"] = tool
    meta["signals"] = [_signal_fields(signal, tool) for signal in signals]
    front = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=1000)
    quoted = "\n".join(
        f"- line {signal.line}: `{_no_backticks(signal.text[:200])}`"
        + ("" if signal.reads_as_failure else " (no failure word: context only, see its description)")
        for signal in signals
    )
    others = "\n".join(
        f"- line {number}: `{_no_backticks(text.strip()[:200])}` ({reading})"
        for (number, _, reading), text in zip(left_out, redact_lines(text for _, text, _ in left_out), strict=True)
    )
    if others:
        others = (
            "These failing lines are no signal: the log's reading took them as another category's evidence,\n"
            f"and a signal of them would read that category's failures as {category}:\n\n{others}\n\n"
        )
    body = (
        f"# {name}\n\n"
        "Written by `ci-triage skills new` from these lines of the failing log:\n\n"
        f"{quoted}\n\n"
        f"{others}"
        "## Before you commit it\n"
        "- Make each pattern as general as the failure is (strings, paths, file names, numbers, a bracketed\n"
        "  value after a ': ', the bare names after a head of plain words and its ': ', a bracketed identifier,\n"
        "  names joined by '-' or '_' and hashes already match any value;\n"
        "  a count before a word, `2 errors`, any count but 0).\n"
        f"- Set the weight (0..1) by how surely one matching line means this category: written at {STARTER_WEIGHT},\n"
        "  a verdict this skill decides alone is not confident (0.7 or more) until you raise it.\n"
        "- Say here how to read the log, what usually causes this failure and how to fix it.\n"
        "- Check it: `ci-triage skills check <this folder> <log>`.\n"
    )
    return f"---\n{front}---\n{body}"


def _signal_fields(signal: StarterSignal, tool: str | None) -> dict[str, object]:
    """The frontmatter of ``signal``: an ``error`` of :data:`STARTER_WEIGHT` when its line reads as a
    failure, else ``context`` of :data:`NO_EVIDENCE_WEIGHT` with :data:`NO_EVIDENCE_NOTE`. A file
    utility's own line (:func:`file_utility`) names that program as the signal's ``tool`` when the
    skill's ``tool`` is another: ``cp: cannot stat`` beside a refused ``psql`` is no line of psql's
    (trial 89: a later log with only the ``cp`` line was named psql's)."""
    if signal.reads_as_failure:
        fields: dict[str, object] = {
            "id": signal.id,
            "pattern": signal.pattern,
            "weight": STARTER_WEIGHT,
            "role": "error",
        }
    else:
        fields = {
            "id": signal.id,
            "pattern": signal.pattern,
            "weight": NO_EVIDENCE_WEIGHT,
            "role": "context",
            "description": NO_EVIDENCE_NOTE,
        }
    program = file_utility(signal.text)
    if program is not None and program != tool:
        fields["tool"] = program
    return fields


def _no_backticks(text: str) -> str:
    return text.replace("`", "'")
