"""What pasting a log into a GitHub issue or comment adds around its lines, removed before reading.

People paste a failed job's log into Markdown: in a reply it is quoted, every line opening with
``> `` (a quote inside a quote with ``>>`` or ``> >``); it is often fenced, the fence lines
(```` ``` ````, ```` ```text ````, ``~~~``) above and below it; and a step copied from the run's web
page keeps the page's per-line link anchors, the page's digits turned into links glued into the
text (``for Ubuntu [2](https://github.com/o/r/actions/runs/1/job/2#step:3:2)4.04.``, GitHub's
``#step:S:N`` fragment naming the step and line). None of them is the job's text: a quote prefix is
removed (only the depth every quoted line of the log's first bytes has, so a quoted npm script
banner, ``> > app@1.0.0 test``, keeps its own ``>``), a fence line is read as a blank line, and an
anchor as its visible digits (``Ubuntu 24.04.``). Each line stays one line, so line numbers still
count the file's lines. Every pattern is RE2 (linear time).
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.re2_patterns import LazyRE2

MARKUP_HEAD_BYTES = 65536
"""Bytes from a log's start read to find the paste's markup (:meth:`PastedMarkup.find`): a GitHub
comment holds at most 65,536 characters, so a paste is decided by its whole text."""
_MIN_QUOTED = 2
"""Non-blank lines that must all be quoted for the log to be read as a quote: one quoted line is
text (a shell's ``> file`` redirection echoed alone, an npm script banner)."""
_QUOTE_LEVEL = LazyRE2(rb"^[ \t]{0,3}>[ \t]?")
"""One level of a Markdown block quote at a line's start: up to three blanks, ``>`` and the blank
after it (CommonMark, "Block quotes")."""
_FENCE = LazyRE2(rb"^[ \t]{0,3}(?:`{3,}|~{3,})[\w+.#-]*[ \t]*\r?\n?$")
"""A line that is only a Markdown code fence: three or more backticks or tildes, maybe an info string
naming a language (```` ```text ````, ```` ```shell-session ````) and trailing blanks (CommonMark,
"Fenced code blocks")."""
_STEP_ANCHOR = LazyRE2(rb"\[(\d+)\]\(https://github\.com/[^\s()]+#step:\d+:\d+\)")
"""A link the run's web page puts around digits of a step's line, as a copy of the page keeps it:
``[2](https://github.com/OWNER/REPO/actions/runs/1/job/2#step:3:2)``; its group is the digits."""


@dataclass(frozen=True, slots=True)
class PastedMarkup:
    """The markup a log's paste carries (see the module docstring): ``quote_depth`` levels of ``>`` on
    every line, fence lines, link anchors. :meth:`strip` takes one line at a time."""

    quote_depth: int
    fences: bool
    anchors: bool

    @classmethod
    def find(cls, head: bytes) -> PastedMarkup | None:
        """The markup of the log whose first bytes are ``head`` (:data:`MARKUP_HEAD_BYTES` are
        enough), or ``None`` when it has none: the quote depth every non-blank line has (at least
        :data:`_MIN_QUOTED` of them; the fewest levels any line has), whether a line is a fence
        once the quote is removed, whether a line holds a step's link anchor. Linear in the length
        of ``head``."""
        lines = head.split(b"\n")
        if len(head) >= MARKUP_HEAD_BYTES:
            lines.pop()  # cut short
        depths = [_depth(line) for line in lines if line.strip()]
        depth = min(depths) if len(depths) >= _MIN_QUOTED else 0
        fences = b"``" in head or b"~~" in head
        fences = fences and any(_FENCE.match(_unquoted(line, depth)) for line in lines)
        anchors = b"#step:" in head and _STEP_ANCHOR.search(head) is not None
        return cls(depth, fences, anchors) if depth or fences or anchors else None

    def strip(self, line: bytes) -> bytes:
        """``line`` (the log's next line, with its line end) as the job printed it: without the quote
        prefix, a fence line blank (its line end kept), each link anchor its digits."""
        text = _unquoted(line, self.quote_depth)
        if self.fences and _FENCE.match(text):
            return b"\r\n" if text.endswith(b"\r\n") else b"\n" if text.endswith(b"\n") else b""
        if self.anchors and b"#step:" in text:
            return _STEP_ANCHOR.compiled.sub(rb"\1", text)
        return text


def _depth(line: bytes) -> int:
    """How many levels of quote (:data:`_QUOTE_LEVEL`) open ``line``."""
    depth = 0
    while (level := _QUOTE_LEVEL.match(line)) is not None:
        line, depth = line[level.end() :], depth + 1
    return depth


def _unquoted(line: bytes, depth: int) -> bytes:
    """``line`` without its first ``depth`` levels of quote (fewer when it has fewer: a lazy
    continuation line)."""
    for _ in range(depth):
        level = _QUOTE_LEVEL.match(line)
        if level is None:
            break
        line = line[level.end() :]
    return line
