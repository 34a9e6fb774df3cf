"""The time prefix a wrapper writes before every line of a log, decided once per log.

``ts`` (moreutils), ``logger``/syslog and similar wrappers open each line with a time that the CI
system's own format does not have. Such a prefix is removed only when the log's first lines
(:data:`SAMPLE_LINES` non-blank ones, at least :data:`MIN_LINES`) all open with the same form from
:data:`STAMP_FORMS`; a log whose lines merely sometimes start with a time keeps them. ISO 8601
times are removed from any line regardless (:data:`ci_triage.logs.clean._TIMESTAMP`).

Every form is an RE2 pattern (linear time) anchored at the start of the line.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import pairwise

import re2

from ci_triage.logs.re2_patterns import re2_options

SAMPLE_LINES = 20
"""Non-blank lines from the start of a log that must all open with the same form."""
MIN_LINES = 2
"""Fewer non-blank lines than this decide nothing: a one-line log keeps its text."""
HEAD_BYTES = 65536
"""Bytes from the start of a log read to find the sample lines."""

_TIME = r"\d\d:\d\d:\d\d(?:[.,]\d+)?"
_MONTH_DAY = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2}"
_END = r"(?:[ \t]|$)"
_CLOCK_12H = r"\[?\d{1,2}:\d\d:\d\d(?:[.,]\d+)? ?[AP]M\]?"

STAMP_FORMS: tuple[tuple[str, str], ...] = (
    ("syslog", rf"{_MONTH_DAY} {_TIME} [^ \t]+ [^ \t:\[\]]+(?:\[\d+\])?:{_END}"),
    ("month-day-time", rf"\[?{_MONTH_DAY} {_TIME}\]?{_END}"),
    ("slashed-date-time", rf"\[?\d{{4}}/\d\d/\d\d[ T]{_TIME}\]?{_END}"),
    ("clock-12h", rf"{_CLOCK_12H}{_END}"),
    ("time", rf"\[?{_TIME}\]?{_END}"),
    ("epoch", rf"\[?\d{{9,10}}(?:\.\d+)?\]?{_END}"),
    ("elapsed", rf"\d{{1,8}}(?:\.\d{{6}})?{_END}"),
)
"""``(name, pattern)`` of the wrapper prefixes recognised, most specific first: syslog/``logger``
(``Dec 01 19:13:51 host tag[123]: ``), ``ts`` by default (``Dec 01 19:13:51 ``), a slashed date
and time (``ts '%Y/%m/%d %H:%M:%S'``), a 12-hour clock time (``[4:16:52 AM]``: the ``signale``
logger of semantic-release and other Node tools, ``toLocaleTimeString()`` in en-US), a time
alone (``ts -s``, ``ts '%H:%M:%S'``, ``%.T``), Unix seconds (``ts '%s'``, ``%.s``), seconds since
the start or since the previous line (``ts -s '%s'`` ``12 ``, ``ts -s '%.s'`` or ``ts -i '%.s'``
``0.000036 ``; only as :func:`_elapsed_seconds`
allows). The time forms may be in square brackets (``ts '[%H:%M:%S]'``); a fraction of a second
(``.123456`` or ``,123``) may follow the seconds."""


@dataclass(frozen=True, slots=True)
class StampForm:
    """One form of :data:`STAMP_FORMS`, as found opening every sampled line of a log."""

    name: str
    pattern: re2._Regexp

    def strip(self, text: str) -> str:
        """``text`` without the prefix, or unchanged when this line does not open with it."""
        found = self.pattern.match(text)
        return text[found.end() :] if found else text


_COMPILED = tuple(StampForm(name, re2.compile(pattern, re2_options())) for name, pattern in STAMP_FORMS)
_ANY_FORM = re2.compile("|".join(f"(?:{pattern})" for _, pattern in STAMP_FORMS), re2_options())
"""Whether a line opens with any of the forms: one match tells most logs' first line has none."""


def detect_stamp(head: bytes) -> StampForm | None:
    """The wrapper prefix opening every one of the first non-blank lines of ``head`` (the first
    bytes of a log, :data:`HEAD_BYTES` are enough), or ``None`` (see the module docstring). A first
    non-blank line that opens with no form (most logs' does not) ends the reading there."""
    sample: list[str] = []
    for piece in _pieces(head):
        text = piece.decode("utf-8", "replace").removesuffix("\r")
        if text.strip():
            if not sample and not _ANY_FORM.match(text):
                return None
            sample.append(text)
            if len(sample) == SAMPLE_LINES:
                break
    if len(sample) < MIN_LINES:
        return None
    for form in _COMPILED:
        if all(form.pattern.match(text) for text in sample) and (form.name != "elapsed" or _elapsed_seconds(sample)):
            return form
    return None


def _elapsed_seconds(sample: list[str]) -> bool:
    """Whether the numbers opening the lines of ``sample`` (each opens with one) read as ``ts``'s
    elapsed seconds rather than output that starts with numbers: either every one has ``ts``'s
    six-digit fraction (``%.s``: ``0.000036``, from the start with ``-s`` or since the previous
    line with ``-i``), or they are whole seconds from the start (``-s '%s'``), never decreasing and
    with two lines in the same second at least. A count (``1``, ``2``, ``3``...) always rises, so
    it is no prefix."""
    tokens = [text.split(maxsplit=1)[0] for text in sample]
    fractional = ["." in token for token in tokens]
    if all(fractional):
        return True
    if any(fractional):
        return False
    seconds = [int(token) for token in tokens]
    steps = [later - earlier for earlier, later in pairwise(seconds)]
    return min(steps) >= 0 and 0 in steps


def _pieces(head: bytes) -> Iterator[bytes]:
    """``head`` split on ``\n``, lazily; when ``head`` is :data:`HEAD_BYTES` or longer, without the
    piece after its last ``\n`` (that line may be cut)."""
    start = 0
    while (end := head.find(b"\n", start)) >= 0:
        yield head[start:end]
        start = end + 1
    if start == 0 or len(head) < HEAD_BYTES:
        yield head[start:]


STEP_STAMP_FORMS = ("clock-12h",)
"""Forms of :data:`STAMP_FORMS` a tool (not a wrapper of the whole log) writes before its own lines,
so that they open one step's lines only: semantic-release's ``[4:16:52 AM] [semantic-release] › ✘
...``. They are removed from a step's lines when at least :data:`STEP_MIN_LINES` of the step's lines
read open with one (:func:`step_stamp_cuts`)."""
STEP_MIN_LINES = 3
"""Lines of one step that must open with a form of :data:`STEP_STAMP_FORMS` for it to be removed from
them: a time once in a step is its text."""
_STEP_FORM = re2.compile(
    "|".join(f"(?:{pattern})" for name, pattern in STAMP_FORMS if name in STEP_STAMP_FORMS), re2_options()
)


def step_stamp_cuts(texts: Mapping[int, str], section_of: Mapping[int, int]) -> dict[int, int]:
    """Line number → characters a step's own time prefix takes at its start (:data:`STEP_STAMP_FORMS`,
    its trailing space included), for the lines of ``texts`` (line number → cleaned text) in a step
    (``section_of``: line number → step index; 0 for a line of none) where at least
    :data:`STEP_MIN_LINES` lines open with one; the other lines are not listed. Linear in the
    lines' length (RE2)."""
    found: dict[int, dict[int, int]] = {}
    for number, text in texts.items():
        if not text or text[0] not in "[0123456789":
            continue
        opened = _STEP_FORM.match(text)
        if opened is not None and opened.end():
            found.setdefault(section_of.get(number, 0), {})[number] = opened.end()
    return {number: cut for lines in found.values() if len(lines) >= STEP_MIN_LINES for number, cut in lines.items()}
