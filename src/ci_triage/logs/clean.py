"""Turn one line of a CI log as downloaded into the text the analysis sees.

The analysis never sees runner noise: the UTF-8 byte order mark, the timestamp prefix of GitHub
Actions (``2024-05-01T12:00:00.1234567Z ``) or of any other CI system or wrapper
(:data:`_TIMESTAMP`), the prefix of a ``ts``/logger wrapper that opens every line of the log
(:mod:`ci_triage.logs.stamps`, decided once per log), the two extra columns of ``gh run view --log`` output
(``job<TAB>step<TAB>``), ANSI escape sequences (real ESC bytes and the ``^[[31m`` spelling that
LogDx's privacy audit produces), carriage-return progress redraws (only the text after the last
``\\r`` survives, as on a terminal), backspace redraws (what follows a backspace is written over the
column before it, :func:`ci_triage.logs.controls.overstruck`), GitLab's section markers
(:data:`_GITLAB_SECTION`), Travis' fold and timing markers (:func:`without_travis_markers`), and
the GitHub workflow-command markers (``##[error]`` and friends),
which become :attr:`CleanLine.marker` instead. Control characters a terminal would act on (C0/C1
controls, DCS strings, bidirectional overrides) are removed; a line longer than
:data:`MAX_LINE_CHARS` is redacted, then shortened around its first failure word (:func:`shorten_line`:
an ``error:`` after a path of a thousand characters is still seen).
Citations always point at the original line; only the analysis uses the cleaned text.

Reference for the markers: GitHub Docs, "Workflow commands for GitHub Actions"; the job log format
is described in ``shared/corpus/gha/GHA-LOGS-API.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.base.redact import redact
from ci_triage.logs.controls import ANSI, without_controls
from ci_triage.logs.long_line import WINDOW_CHARS, LongLine, first_failure_word, last_failure_word
from ci_triage.logs.re2_patterns import LazyRE2, encodable
from ci_triage.logs.stamps import StampForm

MAX_LINE_CHARS = 1000
"""Characters of one line kept for analysis and excerpts; the rest is cut with a note."""
CONTEXT_SHARE = 5
"""A line whose failure word lies past the limit keeps its first ``limit // CONTEXT_SHARE``
characters (the command or the tool's prefix: ``/usr/bin/ld: ...``) and as many before the word
(what it is about: the file, the symbol): :func:`shorten_line`."""

_TIMESTAMP_PATTERN = r"\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d(?::?\d\d)?)?\]?(?:[ \t]|$)"
_TIMESTAMP = LazyRE2(_TIMESTAMP_PATTERN)
"""An ISO 8601 time opening a line, as the GitHub runner writes it (``2024-05-01T12:00:00.1234567Z``)
and as other CI systems, ``ts``/logger wrappers and logging libraries do (a space for the ``T``, a
comma before the fraction, an offset instead of ``Z``, in brackets): one such prefix is removed,
whatever the log's format."""
_GH_RUN_VIEW = LazyRE2(r"([^\t]*)\t([^\t]*)\t" + "\ufeff?" + r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?)")
"""The columns ``gh run view --log`` puts before each line (job, step) and the runner's time after
them, with the byte order mark that opens a job log's first line (cli/cli
``pkg/cmd/run/view/view.go``, ``displayLogSegments``: :mod:`ci_triage.logs.gh_jobs`)."""
_GH_RUN_VIEW_COLUMNS = (
    rb"[^\t\n]*\t[^\t\n]*\t" + "(?:\ufeff)?".encode() + rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?"
)
_GH_RUN_VIEW_BYTES = LazyRE2(_GH_RUN_VIEW_COLUMNS)
""":data:`_GH_RUN_VIEW` over a raw line's bytes (the first pass reads bytes)."""
_GITLAB_SECTION = LazyRE2(r"section_(?:start|end):\d+:[^\r]*\r")
"""GitLab's collapsible-section marker, ``section_start:1560896352:NAME[collapsed=true]\\r\\e[0K``
or ``section_end:…:NAME\\r\\e[0K`` (docs.gitlab.com, "Custom collapsible sections"; gitlab-runner
writes one around each stage of a job): what the job page hides. A ``section_start``'s header after
it stays; a ``section_end`` line is left empty."""
_TRAVIS_MARKER = LazyRE2(
    r"fold:(?:start|end):[\w.-]*|time:(?:start:[0-9a-f]+|end:[0-9a-f]+:start=\d+,finish=\d+,duration=\d+(?:,event=[a-z_]+)?)"
)
"""What follows ``travis_`` in travis-build's bookkeeping markers, which the job page hides
(travis-build's ``travis_fold``, ``travis_time_start`` and ``travis_time_finish`` shell functions):
``fold:start:install.1``, ``fold:end:git.checkout``, ``time:start:0490c5ee``,
``time:end:0490c5ee:start=1561315767526388200,finish=1561317874115286200,duration=2106588898000``
and, in later logs, ``,event=script``. Each is followed by ``\\r\\e[0K`` in the raw log; a copy with
its escape codes removed (``sed 's/\\x1b\\[[0-9;]*[mK]//g'``) or its carriage returns too glues it to what
followed it: a fold's name ends at the next marker (:func:`without_travis_markers` splits there), a
timing marker's at its last number or event."""
_MARKERS = frozenset(("group", "endgroup", "error", "warning", "notice", "debug", "command", "section"))
"""The names of the workflow-command markers removed from a line's start (``##[error]``)."""
_COMMANDS = frozenset(("group", "endgroup", "error", "warning", "notice", "debug"))
"""The workflow commands a tool prints (``::error ...::message``) that the runner would have logged
as the marker of the same name (:func:`_from_command`)."""
BELOW_ERROR_MARKERS = frozenset({"warning", "notice"})
"""The markers of annotations of a severity below error (``##[warning]``, a tool's ``::warning
file=a.py::will fail in 2.0``, ``::notice::error budget: 0 used``): no failure evidence, whatever
words their message holds."""
ANNOTATION_MARKERS = frozenset({"error", *BELOW_ERROR_MARKERS})
"""The markers of annotations, a tool's problems as the runner renders its workflow commands
(``##[error]3:13 [trailing-spaces] trailing spaces``, ``##[warning]LT09: …``)."""


@dataclass(frozen=True, slots=True)
class CleanLine:
    """One log line as the analysis sees it.

    ``text`` has no timestamp, ANSI codes, redraws or marker; ``marker`` is the workflow-command
    name without brackets (``"error"``, ``"group"``, ...) or ``""``; ``step`` is the step column of
    ``gh run view --log`` output, or ``""`` when the line has none; ``title`` is the ``title=``
    property of a workflow command as a tool printed it (ruff's ``::error title=ruff (F401),…``), or
    ``""`` (a runner's ``##[error]`` keeps none).
    """

    text: str
    marker: str = ""
    step: str = ""
    title: str = ""


def clean_line(raw: str, stamp: StampForm | None = None, around: int | None = None) -> CleanLine:
    """Clean one raw line (without its ``\\n``); see the module docstring for what is removed.

    ``stamp`` is the wrapper prefix found opening the log's first lines
    (:func:`ci_triage.logs.stamps.detect_stamp`); it is removed first, when this line opens with it.
    ``around``, the 0-based offset in the cleaned text of the place a code frame marks on the line
    (:func:`ci_triage.logs.code_frame.far_marks`), cuts a long line around that place instead of its failure word.
    """
    text, marker, step, title = _clean_whole(raw, stamp)
    if len(text) > MAX_LINE_CHARS:
        text = redact(text)  # before the cut, which could leave a secret too short to recognise
        if len(text) > MAX_LINE_CHARS:
            text = shorten_line(text) if around is None else shorten_around(text, around)
    return CleanLine(text=text.rstrip(), marker=marker, step=step, title=title)


def uncut_text(raw: bytes, stamp: StampForm | None = None) -> str:
    """The text :func:`clean_line` makes of the raw line ``raw`` (bytes, decoded as UTF-8, bad bytes
    replaced), before a long line is redacted and cut."""
    return _clean_whole(raw.decode("utf-8", "replace"), stamp)[0]


def clean_read_line(raw: bytes | LongLine, stamp: StampForm | None = None, around: int | None = None) -> CleanLine:
    """:func:`clean_line` of a line as the second pass read it (:mod:`ci_triage.logs.second_pass`):
    raw bytes are decoded as UTF-8 (bad bytes replaced); a :class:`LongLine` is cleaned part by part
    and cut by :func:`shorten_long_line`, which counts the characters left out of it. A long line
    whose shown record a carriage return opened past its head (:attr:`LongLine.redrawn`) keeps the
    step column of its head and the marker of that record. ``around`` as :func:`clean_line` takes
    it (a line read whole only)."""
    if isinstance(raw, bytes):
        return clean_line(raw.decode("utf-8", "replace"), stamp, around)
    shown, marker, step, title = _clean_whole(raw.head, stamp)
    if raw.redrawn:
        shown, marker, title = _without_marker(without_controls(raw.record_head))
    windows = [redact(text) for _, text in raw.windows]
    text = shorten_long_line(redact(shown), windows, raw)
    return CleanLine(text=text.rstrip(), marker=marker, step=step, title=title)


def gh_view_columns_end(line: bytes) -> int:
    """The byte offset in ``line`` (one raw line, without its ``\\n``) where its own text starts
    after the columns ``gh run view --log`` puts before it (``job<TAB>step<TAB>`` and the runner's
    time, :data:`_GH_RUN_VIEW`); ``0`` for a line without them. The columns are the CLI's, not the
    runner's: a step whose name or command holds the runner's words (``Error: Process completed with
    exit code 1.``) repeats them on each of its lines, and no structure line starts in them."""
    if b"\t" not in line:
        return 0
    columns = _GH_RUN_VIEW_BYTES.match(line)
    return columns.end() if columns else 0


def line_start_pattern(stamp: StampForm | None) -> bytes:
    """An RE2 ``bytes`` pattern (Latin-1 mode) of what :func:`clean_line` removes before a raw
    line's own text, to match at a line's start: the wrapper's ``stamp`` (the log's, or ``None``),
    the byte order mark, ``gh run view``'s columns, an ISO 8601 time (:data:`_TIMESTAMP`) and escape
    sequences (CSI, a runner's colour of its tag; Buildkite's APC time), each optional, so a pass over
    raw bytes finds the lines whose text opens with a given word without cleaning every line."""
    stamped = f"(?:{stamp.pattern.pattern})?".encode() if stamp else b""
    escapes = rb"(?:\x1b\[[0-?]*[ -/]*[@-~]|\x1b_[^\x07\x1b\n]*\x07)*"
    return (
        stamped
        + "(?:\ufeff)?".encode()
        + b"(?:"
        + _GH_RUN_VIEW_COLUMNS
        + b")?"
        + b"(?:"
        + _TIMESTAMP_PATTERN.encode()
        + b")?"
        + escapes
    )


def _clean_whole(raw: str, stamp: StampForm | None) -> tuple[str, str, str, str]:
    """What :func:`clean_line` removes, without the cut: the text, the marker, the step column and
    the workflow command's title (:class:`CleanLine`'s fields; the callers build it once)."""
    text = raw if stamp is None else stamp.strip(raw)
    if not text.isascii():  # a lone surrogate reads as U+FFFD whatever else the line holds (patterns do so)
        text = encodable(text)
    if text.startswith("\ufeff"):
        text = text[1:]
    step = ""
    if "\t" in text:
        columns = _GH_RUN_VIEW.match(text)
        if columns:
            step = columns.group(2)
            text = text[columns.end() :]
    iso_time = _TIMESTAMP.match_spans(text)
    if iso_time:
        text = text[iso_time[0][1] :]
    if "travis_" in text:
        text = without_travis_markers(text)
    if "\r" in text:
        text = _last_redraw(_GITLAB_SECTION.sub("", text) if "section_" in text else text)
    text, marker, title = _without_marker(without_controls(text))
    return text, marker, step, title


def without_travis_markers(text: str) -> str:
    """``text`` (one raw line) without Travis' fold and timing markers (:data:`_TRAVIS_MARKER`):
    runner bookkeeping, a job page's folds and times, never a tool's words. What they glue to, a
    command's ``$ make test`` or ``The command "make test" exited with 2.``, stays; a line of markers
    alone becomes empty. String operations and one anchored match per marker, linear."""
    parts = text.split("travis_")
    kept = [parts[0]]
    for part in parts[1:]:
        marker = _TRAVIS_MARKER.match_spans(part)
        kept.append(part[marker[0][1] :] if marker else "travis_" + part)
    return "".join(kept)


def _without_marker(text: str) -> tuple[str, str, str]:
    """``text`` (cleaned) without the workflow-command marker opening it, the marker's name
    (``""`` when none opens it) and a printed workflow command's ``title=`` (``""`` when none). A
    name holds no ``]``, so the first one after ``##[`` ends it: string operations, no pattern run.
    A workflow command as a tool prints it (:func:`_from_command`) reads as the marker the runner
    would have written for it."""
    if text.startswith("##["):
        close = text.find("]", 3)
        if close > 0 and text[3:close] in _MARKERS:
            message, marker = text[close + 1 :], text[3:close]
            return (_unescape_message(message) if marker in _COMMANDS else message), marker, ""
    elif text.startswith("::"):
        return _from_command(text)
    return text, "", ""


def _from_command(text: str) -> tuple[str, str, str]:
    """A workflow command as printed (``::error file=app.py,line=3,col=5::message``; GitHub Docs,
    "Workflow commands for GitHub Actions"), which the runner turns into ``##[error]message`` and an
    annotation but which a log saved outside a runner keeps: the message's first line with its
    escapes undone (``%0A`` ends it, ``%25`` is ``%``), after ``file:line:col:`` from the
    command's properties when the message does not name the file itself (its last name after a
    ``/`` or, on a Windows runner, a ``\\``: ruff's ``file=D:\\a\\calc\\src\\core.py`` beside the
    message ``src\\core.py:1:1: I001 …``), and the command's name as
    the marker (``error``, ``warning``, ``notice``, ``debug``, ``group``, ``endgroup``), and its
    ``title=`` property unescaped (``ruff (F401)``; ``""`` without one). Anything else opening with
    ``::`` (a C++ name) is returned as it is. String operations, linear."""
    close = text.find("::", 2)
    name, _, properties = text[2:close].partition(" ")
    if close < 0 or name not in _COMMANDS:
        return text, "", ""
    message = text[close + 2 :].split("%0A", 1)[0].split("%0D", 1)[0].replace("%25", "%")
    fields = {key: value for key, _, value in (field.partition("=") for field in properties.split(",")) if value}
    path = _unescape_property(fields.get("file", "").strip())
    if path and path.replace("\\", "/").rsplit("/", 1)[-1] not in message:  # a Windows runner's D:\a\x.py
        place = ":".join(_unescape_property(fields[key]) for key in ("line", "col") if fields.get(key))
        message = f"{path}:{place}: {message}" if place else f"{path}: {message}"
    return message, name, _unescape_property(fields.get("title", "").strip())


def _unescape_message(message: str) -> str:
    """An annotation's message (a ``##[error]`` line's text) with the workflow-command escapes of a
    message undone when it holds an escaped line break, the mark of text still encoded (ruff's
    ``--output-format=github`` ``F401 `os` imported but unused%0A  help: Remove unused import``):
    ``%0D`` dropped, ``%0A`` a space, ``%25`` a ``%`` (GitHub Docs, "Workflow commands for GitHub
    Actions": a message escapes ``%``, CR and LF). A message without ``%0A``/``%0D`` is returned as
    it is: its ``%25`` may be the program's own text. String operations, linear."""
    if "%0A" not in message and "%0D" not in message:
        return message
    return message.replace("%0D", "").replace("%0A", " ").replace("%25", "%")


def _unescape_property(value: str) -> str:
    """A workflow command's property value with its escapes undone (``%2C`` is ``,``, ``%3A`` is
    ``:``, ``%25`` is ``%``; ``%0A``/``%0D`` become spaces)."""
    for escape, character in (("%2C", ","), ("%3A", ":"), ("%0A", " "), ("%0D", " "), ("%25", "%")):
        value = value.replace(escape, character)
    return value


def shorten_line(text: str, limit: int = MAX_LINE_CHARS) -> str:
    """``text`` (longer than ``limit`` characters) shortened to about ``limit`` characters, saying
    how many were cut and where.

    The line's first strong failure word outside the names it cites
    (:func:`ci_triage.logs.long_line.first_failure_word`: ``node_modules/assert/x.js``;
    a weak word is no reason to move either) decides: within the first ``limit``
    characters, or absent, those are kept and ``… [N more characters]`` follows; further on, the
    first ``limit //``
    :data:`CONTEXT_SHARE` characters are kept, then ``… [N characters] …``, then ``limit`` less
    twice as many characters from as many before the word, and ``… [N more characters]`` when any
    is left (room is left for the notes). When the line's last such word
    (:func:`ci_triage.logs.long_line.last_failure_word`) lies past what that keeps and at least
    :data:`~ci_triage.logs.long_line.WINDOW_CHARS` characters after the first one (past the window
    a long line keeps around its first word: another record, not the first word's context), the first word
    gets half the limit and the text from ``limit // 2 //`` :data:`CONTEXT_SHARE` characters
    before the last word the other half, after one more note (a verdict a tool printed at the end
    of its line). One search per pattern over the line each way: linear time.

    ``text`` may itself be a shortened line (a headline quoted from one, shortened again): the
    notes it holds count as the characters they stand for, so the new notes count characters of
    the original line, not of its shortened text."""
    pieces, length = _known_pieces(text)
    return _shorten(pieces, length, limit)


def shorten_around(text: str, column: int, limit: int = MAX_LINE_CHARS) -> str:
    """``text`` (longer than ``limit`` characters) shortened as :func:`shorten_line` shortens it around
    a failure word, around the place at offset ``column`` (0-based) instead: its first ``limit //``
    :data:`CONTEXT_SHARE` characters (a code frame's gutter), ``… [N characters] …``, then the text
    from as many before ``column`` on, and ``… [N more characters]``. A code frame's source line and
    its marker line cut at the same ``column`` keep the same window: the marker stays under its
    place. Linear time."""
    pieces, length = _known_pieces(text)
    return _render(pieces, length, _kept((column, column + 1), length, limit))


_NOTE = LazyRE2(r" … \[(\d+) characters\] … | … \[(\d+) more characters\]$")
"""A note :func:`shorten_line` wrote: characters left out between two kept parts, or after the last."""


def _known_pieces(text: str) -> tuple[list[tuple[int, str]], int]:
    """The parts of ``text`` between the notes of an earlier :func:`shorten_line` (:data:`_NOTE`),
    each at its offset in the original line, and that line's length. A text without notes is one
    piece at offset 0."""
    pieces: list[tuple[int, str]] = []
    offset = kept_from = 0
    for note in _NOTE.finditer(text):
        pieces.append((offset, text[kept_from : note.start()]))
        offset += note.start() - kept_from + int(note.group(1) or note.group(2))
        kept_from = note.end()
    pieces.append((offset, text[kept_from:]))
    return pieces, offset + len(text) - kept_from


def printed_length(text: str) -> int:
    """The characters of the line as printed of which ``text`` is the cleaned, maybe shortened, text
    (:func:`shorten_line`'s notes count the characters they stand for)."""
    return _known_pieces(text)[1]


def shorten_long_line(head: str, windows: list[str], line: LongLine, limit: int = MAX_LINE_CHARS) -> str:
    """:func:`shorten_line` of a line of which only ``head`` (the cleaned start of the record a
    terminal shows: the line's head, or :attr:`~ci_triage.logs.long_line.LongLine.record_head`)
    and ``windows`` (the cleaned texts of :attr:`~ci_triage.logs.long_line.LongLine.windows`)
    were read. The notes count the characters of the whole record
    (:attr:`~ci_triage.logs.long_line.LongLine.length`; what cleaning would remove from the parts
    not read is counted too), and the words are the first and last of the parts read, as
    :func:`shorten_line` takes them of a whole line."""
    start = line.redrawn
    left_out = len(line.record_head if start else line.head) - len(head)  # what cleaning removed from it
    pieces = [(0, head)]
    pieces.extend((begin - start - left_out, text) for (begin, _), text in zip(line.windows, windows, strict=True))
    return _shorten(pieces, line.length - start - left_out, limit)


def _shorten(pieces: list[tuple[int, str]], length: int, limit: int) -> str:
    """:func:`shorten_line` of a text of ``length`` characters of which ``pieces`` (start, text:
    in order, not overlapping) are known; the first covers the start of the text."""
    first = next(
        ((offset + at[0], offset + at[1]) for offset, text in pieces if (at := first_failure_word(text))), None
    )
    last = next(
        ((offset + at[0], offset + at[1]) for offset, text in reversed(pieces) if (at := last_failure_word(text))), None
    )
    far = first is not None and last is not None and last[0] >= first[0] + WINDOW_CHARS
    last_share = limit // 2 if far else 0
    ranges = _kept(first, length, limit - last_share)
    if last is not None and last_share and last[0] >= ranges[-1][1]:
        begin = max(ranges[-1][1], last[0] - last_share // CONTEXT_SHARE)
        ranges.append((begin, min(length, begin + last_share)))
    else:
        ranges = _kept(first, length, limit)
    return _render(pieces, length, ranges)


def _render(pieces: list[tuple[int, str]], length: int, ranges: list[tuple[int, int]]) -> str:
    """The ``ranges`` (start, end: in order, not overlapping) of a text of ``length`` characters of
    which ``pieces`` are known (:func:`_shorten`), with a note for each part left out."""

    def part(start: int, end: int) -> str:
        return "".join(text[max(0, start - offset) : max(0, end - offset)] for offset, text in pieces)

    shown, end = "", 0
    for start, stop in ranges:
        shown += (f" … [{start - end} characters] … " if start > end else "") + part(start, stop)
        end = stop
    return shown + (f" … [{length - end} more characters]" if end < length else "")


def _kept(hit: tuple[int, int] | None, length: int, limit: int) -> list[tuple[int, int]]:
    """The ranges :func:`shorten_line` keeps of a text of ``length`` characters whose first strong
    failure word is ``hit``: its first ``limit`` characters, or its first ``limit //``
    :data:`CONTEXT_SHARE` and the text from as many before the word."""
    if hit is None or hit[1] <= limit:
        return [(0, limit)]
    head = limit // CONTEXT_SHARE
    start = max(head, hit[0] - head)
    return [(0, head), (start, min(length, start + limit - 2 * head))]


def _last_redraw(text: str) -> str:
    """Keep what a terminal would show after carriage-return redraws: the last non-empty segment."""
    segments = [segment for segment in text.split("\r") if ANSI.sub("", segment).strip()]
    return segments[-1] if segments else ""
