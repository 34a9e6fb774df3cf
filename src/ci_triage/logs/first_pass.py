"""The first, fast pass over a log: find its structure and the lines worth reading closely.

The scan reads the log in blocks of a few MiB and runs one compiled RE2 automaton (google-re2,
linear time, no backtracking) over each block to find *trigger* lines: step and command
boundaries, exit-code and cancellation markers, and words that tend to sit on lines explaining a
failure. Python touches only those lines, so the pass runs near the speed of the automaton, and it
keeps a bounded number of them per section (the first and the last few), so memory does not grow
with the size of the log. The second pass (:mod:`ci_triage.logs.second_pass`) reads only the windows
of lines around what the scan kept.

Line numbers are 1-based positions in the file split on ``\\n``; offsets are byte offsets of a
line's first byte.
"""

from __future__ import annotations

import heapq
import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import BinaryIO, Literal

import re2

from ci_triage.logs import vocabulary
from ci_triage.logs.clean import clean_line

LogFormat = Literal["github-actions", "travis", "gitlab", "plain"]

BLOCK_BYTES = 4 * 1024 * 1024
LINE_COMPLETION_BYTES = 1024 * 1024
"""At most this many bytes are read past a block to finish its last line; longer lines are split."""
SIGNAL_KEPT = 48
"""Lines holding a skill signal's literal kept per section, the first half and the last half."""
FIRST_KEPT = 24
"""Strong trigger lines kept from the start of each section (the first real error is often there)."""
LAST_KEPT = 96
"""Trigger lines kept from the end of each section (the summary and the final error are there)."""
MARKERS_KEPT = 64
"""``##[error]`` and exit markers kept per section."""
MAX_SECTIONS = 5000
"""Sections beyond this many are merged into the last one."""

Tier = int
STRUCTURE: Tier = 0
SIGNAL: Tier = 1
STRONG: Tier = 2
WEAK: Tier = 3


@dataclass(slots=True)
class Anchor:
    """A line the scan kept: its 1-based number, the byte offset of its start, and its tier."""

    line: int
    offset: int
    tier: Tier
    kind: str = ""


@dataclass(slots=True)
class Section:
    """A step (GitHub Actions), a command (Travis, GitLab), or the whole log (plain)."""

    index: int
    name: str
    start: Anchor
    end_line: int
    exit_code: int | None = None
    cancelled: bool = False
    timed_out: bool = False
    markers: list[Anchor] = field(default_factory=list)
    first: list[Anchor] = field(default_factory=list)
    last: deque[Anchor] = field(default_factory=lambda: deque(maxlen=LAST_KEPT))
    first_signals: list[Anchor] = field(default_factory=list)
    last_signals: deque[Anchor] = field(default_factory=lambda: deque(maxlen=SIGNAL_KEPT // 2))
    trigger_lines: int = 0

    @property
    def failed(self) -> bool:
        """True when the section ended with a non-zero exit code, a cancellation or a timeout."""
        return bool(self.exit_code) or self.cancelled or self.timed_out

    def anchors(self) -> list[Anchor]:
        """Every kept anchor of the section, in line order, without duplicates."""
        kept = (*self.first_signals, *self.last_signals, *self.first, *self.last, *self.markers)
        by_line = {anchor.line: anchor for anchor in kept}
        return [by_line[line] for line in sorted(by_line)]


@dataclass(slots=True)
class Scan:
    """What the first pass learned: format, size, sections with their kept anchors."""

    format: LogFormat
    total_lines: int
    total_bytes: int
    sections: list[Section]


_STRUCTURE_GROUPS: dict[LogFormat, list[tuple[str, bytes]]] = {
    "github-actions": [
        ("step", rb"##\[group\]Run |Post job cleanup\.|Cleaning up orphan processes"),
        ("exit", rb"Process completed with exit code \d+|##\[error\][^\n]*failed with exit code \d+"),
        ("cancel", rb"The operation was canceled\.|The runner has received a shutdown signal"),
        ("timeout", rb"has exceeded the maximum execution time"),
        ("errmark", rb"##\[error\]"),
    ],
    "travis": [
        ("step", rb"(?:(?m:^)|\x1b\[0K)\$ "),
        # ``The command "…" exited with N.``; a multi-line command puts the tail on a later line
        ("exit", rb"\" (?:failed and )?exited with \d+|Your build exited with \d+"),
        ("timeout", rb"No output has been received in the last \d+m|exceeded the maximum time limit"),
    ],
    "gitlab": [
        ("step", rb"(?:(?m:^)|\x1b\[[0-9;]*m)\$ "),
        ("exit", rb"ERROR: Job failed: exit code \d+"),
        ("timeout", rb"ERROR: Job failed: execution took longer than"),
    ],
    "plain": [
        ("exit", rb"(?i:exit(?:ed with)? (?:code|status) \d+|returned exit code \d+)"),
    ],
}

RUNNER_EXIT_LINE = re2.compile(
    b"|".join(pattern for groups in _STRUCTURE_GROUPS.values() for name, pattern in groups if name == "exit").decode()
)
"""A line in which the CI system or shell reports a command's exit code (``Process completed with exit
code 1.``, ``ERROR: Job failed: exit code 1``...), in any log format: every failed job prints one, so
it says that a step failed, never why."""

_STRONG = vocabulary.STRONG.encode("utf-8")
_STRONG_PREFIX = re.compile(_STRONG)
_HEAD = 6
"""Bytes of a trigger that tell a skill's literal (all are at least this long) from a generic word."""
_WEAK = vocabulary.WEAK.encode("utf-8")

_EXIT_NUMBER = re.compile(
    rb"(?:exit code|exit status|exited with(?: code| status)?|returned exit code) (\d+)", re.IGNORECASE
)
_STEP_NAME = re.compile(r"(Run .*|Post job cleanup\.|Cleaning up orphan processes)")
_COMMAND_NAME = re.compile(r"\$ (.*)")
_GITHUB_STRUCTURE = (
    b"##[group]",
    b"##[error]",
    b"Post job cleanup.",
    b"Process completed with exit code",
    b"Current runner version:",
    b"Cleaning up orphan processes",
)
"""What only the GitHub Actions runner writes: workflow-command markers, its own step and job lines
(GitHub Docs, "Workflow commands for GitHub Actions"; ``shared/corpus/gha/GHA-LOGS-API.md``).
Timestamps are not among them: a ``ts`` or logger wrapper and other CI systems prefix every line
with an ISO 8601 time too."""


def detect_format(head: bytes) -> LogFormat:
    """Guess the CI system from the first bytes of a log (a few KiB are enough): its structure
    lines decide, never a timestamp prefix alone (:data:`_GITHUB_STRUCTURE`)."""
    if any(marker in head for marker in _GITHUB_STRUCTURE):
        return "github-actions"
    if b"travis_fold:" in head or b"travis_time:" in head or b"Worker information" in head:
        return "travis"
    if b"section_start:" in head or b"Running with gitlab-runner" in head:
        return "gitlab"
    return "plain"


def compile_triggers(
    log_format: LogFormat, extra_literals: Iterable[tuple[str, bool]] = ()
) -> tuple[re2._Regexp, re2._Regexp]:
    """Build the two trigger automatons: ``(structure, candidates)``.

    Structure (steps, exit codes, cancellation, timeouts, ``##[error]``) has its own automaton:
    in one alternation, a candidate word that starts earlier on the same line would hide it. The
    candidate automaton has no capture groups — finding which group matched costs RE2 a second,
    slower engine per match — so a match's tier is read from its text (:func:`candidate_tier`).
    ``extra_literals`` are ``(text, ignore_case)`` pairs that skills' signals require (see
    :func:`ci_triage.logs.signals.required_literal`).
    """
    options = re2.Options()
    options.max_mem = 64 << 20
    options.log_errors = False
    structure = [b"(?P<%s>%s)" % (name.encode(), pattern) for name, pattern in _STRUCTURE_GROUPS[log_format]]
    extras = [
        (b"(?i:%s)" if ignore_case else b"%s") % re2.escape(text.encode("utf-8"))
        for text, ignore_case in sorted(set(extra_literals))
    ]
    candidates = b"(?:%s)[^\n]*" % b"|".join([*extras, _STRONG, _WEAK])
    return re2.compile(b"|".join(structure), options), re2.compile(candidates, options)


class Triggers:
    """Trigger automatons per log format, compiled on first use with the skills' literals."""

    def __init__(self, extra_literals: Iterable[tuple[str, bool]] = ()) -> None:
        self._extra = tuple(extra_literals)
        self._compiled: dict[LogFormat, tuple[re2._Regexp, re2._Regexp]] = {}
        self._signal_heads = {text.encode("utf-8")[:_HEAD] for text, ignore_case in self._extra if not ignore_case}
        self._signal_heads_lower = {
            text.lower().encode("utf-8")[:_HEAD] for text, ignore_case in self._extra if ignore_case
        }

    def candidate_tier(self, matched: bytes) -> Tier:
        """The tier of a candidate match (the trigger and the rest of its line), from the trigger at
        its start: a skill's literal, a strong or a weak word."""
        head = matched[:_HEAD]
        if head in self._signal_heads or head.lower() in self._signal_heads_lower:
            return SIGNAL
        return STRONG if _STRONG_PREFIX.match(matched) else WEAK

    def for_format(self, log_format: LogFormat) -> tuple[re2._Regexp, re2._Regexp]:
        """The ``(structure, candidates)`` automatons for ``log_format``."""
        if log_format not in self._compiled:
            self._compiled[log_format] = compile_triggers(log_format, self._extra)
        return self._compiled[log_format]


def scan(file: BinaryIO, triggers: Triggers) -> Scan:
    """Run the first pass over ``file`` (binary, positioned at 0); see the module docstring."""
    head = file.read(65536)
    file.seek(0)
    log_format = detect_format(head)
    return _Scanner(log_format, triggers).run(file)


class _Scanner:
    def __init__(self, log_format: LogFormat, triggers: Triggers) -> None:
        self.format: LogFormat = log_format
        self.structure, self.candidates = triggers.for_format(log_format)
        self.structure_kind = _kinds(self.structure)
        self.candidate_tier = triggers.candidate_tier
        preamble = Anchor(line=1, offset=0, tier=STRUCTURE, kind="start")
        self.sections = [Section(index=0, name="", start=preamble, end_line=1)]

    def run(self, file: BinaryIO) -> Scan:
        line_base = 1
        offset_base = 0
        line_start = 0  # offset of the first byte of the line in progress
        while True:
            data = file.read(BLOCK_BYTES)
            if not data:
                break
            if not data.endswith(b"\n"):
                data += file.readline(LINE_COMPLETION_BYTES)
            self._block(data, line_base, offset_base, line_start)
            newlines = data.count(b"\n")
            if newlines:
                line_start = offset_base + data.rfind(b"\n") + 1
            line_base += newlines
            offset_base += len(data)
        total_lines = line_base  # pieces after splitting on "\n"
        self.sections[-1].end_line = total_lines
        return Scan(
            format=self.format,
            total_lines=total_lines,
            total_bytes=offset_base,
            sections=self.sections,
        )

    def _block(self, data: bytes, line_base: int, offset_base: int, carried_line_start: int) -> None:
        structure = [
            (spans[0][0], self.structure_kind[_matched_group(spans)]) for spans in _all_matches(self.structure, data)
        ]
        candidates = ((spans[0][0], data[spans[0][0] : spans[0][1]]) for spans in _all_matches(self.candidates, data))
        position = 0
        newlines = 0
        last_line = -1
        for start, kind in heapq.merge(structure, candidates, key=lambda event: event[0]):
            newlines += data.count(b"\n", position, start)
            position = start
            line = line_base + newlines
            is_structure = isinstance(kind, str)
            if line == last_line and not is_structure:
                continue
            last_line = line
            line_offset = data.rfind(b"\n", 0, start) + 1
            absolute = offset_base + line_offset if (line_offset or newlines) else carried_line_start
            if is_structure:
                end = data.find(b"\n", start)
                text = data[line_offset : end if end != -1 else len(data)]
                self._structure(kind, Anchor(line, absolute, STRUCTURE, kind), text)
            else:
                self._candidate(Anchor(line, absolute, self.candidate_tier(kind)))

    def _candidate(self, anchor: Anchor) -> None:
        section = self.sections[-1]
        section.trigger_lines += 1
        if anchor.tier == SIGNAL:
            if len(section.first_signals) < SIGNAL_KEPT // 2:
                section.first_signals.append(anchor)
            else:
                section.last_signals.append(anchor)
            return
        if anchor.tier == STRONG and len(section.first) < FIRST_KEPT:
            section.first.append(anchor)
        else:
            section.last.append(anchor)

    def _structure(self, kind: str, anchor: Anchor, text: bytes) -> None:
        section = self.sections[-1]
        if kind == "step":
            name = _section_name(self.format, text)
            if name is None:
                self._candidate(Anchor(anchor.line, anchor.offset, WEAK))
                return
            section.end_line = anchor.line - 1
            if len(self.sections) < MAX_SECTIONS:
                self.sections.append(Section(index=len(self.sections), name=name, start=anchor, end_line=anchor.line))
            return
        if kind == "exit":
            number = _EXIT_NUMBER.search(text)
            code = int(number.group(1)) if number else 1
            if not (self.format == "travis" and b"Your build exited" in text):
                section.exit_code = code if not section.exit_code else section.exit_code
        elif kind == "cancel":
            section.cancelled = True
        elif kind == "timeout":
            section.timed_out = True
        if len(section.markers) < MARKERS_KEPT:
            section.markers.append(anchor)
        else:
            section.last.append(anchor)


_UNANCHORED = re2._re2.RE2.Anchor.UNANCHORED


def _all_matches(automaton: re2._Regexp, data: bytes) -> Iterator[list[tuple[int, int]]]:
    """The spans (whole match, then each group) of every match of ``automaton`` in ``data``.

    Calls google-re2's binding (``_regexp.Match``) directly: its ``finditer`` builds a match object
    per hit in Python, which costs more than the search itself on trigger-dense logs (measured:
    70 against 102 MB/s for the candidate automaton on the benchmark's 100 MB log).
    """
    match = automaton._regexp.Match
    position, end = 0, len(data)
    while position <= end:
        spans = match(_UNANCHORED, data, position, end)
        start, stop = spans[0]
        if start < 0:
            return
        yield spans
        position = stop if stop > start else stop + 1


def _matched_group(spans: list[tuple[int, int]]) -> int:
    """Number of the first group that took part in a match."""
    return next(index for index in range(1, len(spans)) if spans[index][0] >= 0)


def _kinds(automaton: re2._Regexp) -> dict[int, str]:
    """Group number → group name of an automaton's named groups."""
    return {index: name.decode() if isinstance(name, bytes) else name for name, index in automaton.groupindex.items()}


def _section_name(log_format: LogFormat, text: bytes) -> str | None:
    """The step or command a structure line starts, from its cleaned text; ``None`` if it starts none."""
    line = clean_line(text.decode("utf-8", "replace"))
    pattern = _STEP_NAME if log_format == "github-actions" else _COMMAND_NAME
    found = pattern.match(line.text)
    return found.group(1).strip()[:200] if found else None
