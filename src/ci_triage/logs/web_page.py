"""A GitHub Actions job log copied from the run's web page rather than downloaded.

The web page shows a job's log step by step, without the runner's markup: no timestamps, no
``##[group]``/``##[endgroup]`` lines, and ``##[error]`` shown as ``Error:``. Copied as text, each
step's title is a plain line at the start of a line, ``Set up job``, ``Run COMMAND`` (a script's
first line, ``Run bundle exec rspec``; an action's reference, ``Run actions/checkout@v4``), ``Post
Run …`` and ``Complete job``, with the step's lines below it and the runner's end of a failed step
as ``Error: Process completed with exit code 1.`` (GitHub Docs, "Using workflow run logs": the log
of each step, expanded on the run's page). An expanded step's own first line may repeat its title
(the runner's group of a ``Run`` step, ``Post job cleanup.`` under a post step's): the first pass
reads the two as one step's start.

A log is read as such a copy only when it holds none of the runner's markup and shows the page's
structure, not merely a line that happens to start with ``Run `` (a test's captured output, ``Run 1:
seeding``, may print several): a step's title and a line only the runner writes (:data:`_RUNNER_LINE`:
its first or last step's title, a post step's, its own set-up and clean-up lines, a script step's
``shell: … {0}`` setting, its exit line as the page shows it). A ``Run`` line that reads as a label
(``Run 1: seeding 3 rows``) or a sentence (``Run `npm audit` for details.``, Gradle's ``Run with
--stacktrace option to get the stack trace.``) is a tool's output, not a step's title, neither
there nor when the log is split into steps: a script's first line is a command, whose first word
ends in no colon, and it does not end a sentence. Other output that opens with ``Run `` at a line's
start splits the step it is in (nothing on the page tells it from a title).

A copy may hold the page's line-number column too: each line of a step's log opens with its number
in the step, counted from 1 again under each step's title, the titles unnumbered; the number is
separated from the text by a tab (``1<TAB>Run npm test``) or glued to it (``1Run npm test``), as the
copy took it. :class:`LineNumberColumn` finds the column and removes it, so the log reads as the
page's text; numbers that open ordinary output are never taken for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ci_triage.logs.re2_patterns import LazyRE2

STEP_TITLE = rb"(?m:^)(?:Post )?Run \S[^\n]*|(?m:^)Complete job\r?(?m:$)"
"""A title line that opens a step on the web page (see the module docstring), from its start; the
same syntax for RE2 and Hyperscan (a structure pattern of :mod:`ci_triage.logs.first_pass`). The
first step's title, ``Set up job``, opens the log itself, whose first section is that step."""
_TITLE = LazyRE2(STEP_TITLE.decode() + r"|(?m:^)Set up job\r?(?m:$)")
_OUTPUT_RUN_LINE = LazyRE2(r"^Run (?:\S*:(?:\s|$)|.*[A-Za-z`'\")]\.\s*$)")
"""A line opening with ``Run `` that a tool printed, not a step's title: a label, its first word
ending in a colon (``Run 1: seeding 3 rows``, ``Run time: 2s``), or a sentence, ending in a full
stop after a word, a quoted name or a parenthesis (``Run `npm audit` for details.``)."""
_RUNNER_LINE = LazyRE2(
    r"(?m:^)(?:(?:Set up|Complete) job\r?(?m:$)|Post Run \S|Error: Process completed with exit code \d+\."
    r"|Current runner version|Post job cleanup\.|Cleaning up orphan processes|shell: [^\n]*\{0\}\r?(?m:$)"
    r"|Run [\w.-]+/[\w.-]+(?:/[\w./-]+)?@[^\s@]+\r?\n  with:\r?(?m:$))"
)
"""A line only the GitHub runner writes, as the page shows it: the first and last steps' titles, a
post step's, the runner's exit line of a failed step (``##[error]`` as ``Error:``), its set-up and
clean-up lines (``Current runner version: '2.321.0'``, ``Post job cleanup.``, ``Cleaning up orphan
processes``) and a script step's shell setting under its title (``shell: /usr/bin/bash -e {0}``,
the runner's template with ``{0}`` for the script's file), or an action step's title and the
``with:`` block the runner lists its inputs in under it (``Run actions/setup-python@v5`` then ``
with:``: a ``uses:`` step copied alone, its output's error shown as the action's ``Error:``)."""
RUNNER_MARKUP = b"##["
"""What opens each of the runner's own marks in a downloaded log (``##[group]``, ``##[error]``)."""


def output_line(title: str) -> bool:
    """Whether ``title``, a cleaned line that opens with ``Run ``, reads as a tool's output (a label,
    a sentence: :data:`_OUTPUT_RUN_LINE`) rather than a step's title."""
    return _OUTPUT_RUN_LINE.search(title) is not None


def copied_from_web_page(head: bytes) -> bool:
    """Whether ``head``, a log's first bytes (``\\n``-separated), is a job log copied from the web
    page: none of the runner's markup (:data:`RUNNER_MARKUP`), a step's title (:data:`STEP_TITLE`
    or ``Set up job``; a ``Run`` line that is :func:`output_line` is none) and a line only the runner
    writes (:data:`_RUNNER_LINE`). Linear in the head's length."""
    if RUNNER_MARKUP in head:
        return False
    text = head.decode("utf-8", "replace")
    if _RUNNER_LINE.search(text) is None:
        return False
    titles = (found.group() for found in _TITLE.finditer(text))
    return any(not title.startswith("Run ") or not output_line(title) for title in titles)


COLUMN_HEAD_BYTES = 65536
"""Bytes from a log's start read to find the page's line-number column (:meth:`LineNumberColumn.find`)."""
_MIN_RESTARTS = 2
"""Steps whose numbered lines count from 1 that a copy's first bytes must show for the column to be
the page's: a count from 1 once is a list a tool printed, unless it is one step's (:data:`_MIN_STEP_LINES`)."""
_MIN_STEP_LINES = 3
"""Numbered lines of a step copied alone, its title at most unnumbered above them, all counting from 1
without a gap (the page's count of that step's lines), for the column to be the page's."""


@dataclass(slots=True)
class LineNumberColumn:
    """The web page's line-number column of a copied job log (see the module docstring): ``form``
    says how a number is joined to its line's text, ``expected`` is the number the next line of the
    step in progress opens with. :meth:`strip` takes the log's lines in order."""

    form: Literal["tab", "glued"]
    expected: int = 1

    @classmethod
    def find(cls, head: bytes) -> LineNumberColumn | None:
        """The column of the log whose first bytes are ``head`` (:data:`COLUMN_HEAD_BYTES` are
        enough), or ``None``: every line up to the last whole one in ``head`` opens with the number
        after the one before it, or is a step's title (unnumbered: the count starts again at 1
        under it), the numbered lines outnumber the titles, at least :data:`_MIN_RESTARTS` steps
        count from 1 — or one step copied alone does: every line but its title numbered, from 1
        without a gap, :data:`_MIN_STEP_LINES` at least —, and the text without the column is a copy of the page
        (:func:`copied_from_web_page`). Linear in the length of ``head``."""
        if RUNNER_MARKUP in head or b"\n1" not in head:
            return None  # a downloaded log; no step's first line numbered 1 under its title
        lines = head.split(b"\n")
        if len(head) >= COLUMN_HEAD_BYTES:
            lines.pop()  # cut short
        if lines and not lines[-1]:
            lines.pop()  # the empty piece after a final line feed
        for form in ("tab", "glued"):
            column = cls(form)
            numbered = restarts = 0
            for line in lines:
                cut = column.cut(line)
                numbered += cut > 0
                restarts += cut > 0 and column.expected == 2
            one_step = restarts == 1 and numbered >= _MIN_STEP_LINES and numbered >= len(lines) - 1
            if not one_step and (restarts < _MIN_RESTARTS or numbered <= len(lines) - numbered):
                continue
            if one_step and column.expected != numbered + 1:
                continue  # a line numbered out of turn: not one step's count from 1
            column = cls(form)
            if copied_from_web_page(b"\n".join(line[column.cut(line) :] for line in lines)):
                return cls(form)
        return None

    def strip(self, line: bytes) -> bytes:
        """``line`` (the log's next line, with or without its line end) without the column's number
        (:meth:`cut`)."""
        return line[self.cut(line) :]

    def cut(self, line: bytes) -> int:
        """The bytes the column takes at the start of ``line``, the log's next line, its separating
        tab included: the number the step's count expects, else 1 (a step whose title took the
        expected number as its own); 0 for a line that opens with neither, a step's title, under
        which the count starts again. In the ``tab`` form, a number counts only before a tab or the
        line's end."""
        for number in (self.expected, 1):
            digits = str(number).encode()
            if not line.startswith(digits):
                continue
            rest = line[len(digits) :]
            if self.form == "glued" or rest[:1] == b"\t" or not rest.strip(b"\r\n"):
                self.expected = number + 1
                return len(digits) + (rest[:1] == b"\t")
        self.expected = 1
        return 0
